import type { AppContext, FeatureRoutes } from '../../app-context';
import type { BrandService } from '../brand/brand.service';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { adminPortalRoutes } from './admin-portal.routes';
import { agentActionsRoutes } from './agent-actions.routes';
import { createAgentActionsService } from './agent-actions.service';
import { createAgentCodesRepo } from './agent-codes.repo';
import { agentCodesRoutes } from './agent-codes.routes';
import { createAgentCodesService } from './agent-codes.service';
import { registerAgentAudit } from './agent-audit';
import { createAgentsRepo } from './agents.repo';
import { agentsRoutes } from './agents.routes';
import { createAgentsService, type AgentsService } from './agents.service';

/** Agent mode: agent accounts, sign-in, the admin portal's search and opening, the audit log. */
export function createAgentsFeature(
  shared: AppContext,
  deps: { enrolmentService: EnrolmentService; brandService: Pick<BrandService, 'getBrandingById'> },
) {
  const { enrolmentService, brandService } = deps;
  const agentsService: AgentsService = createAgentsService({
    repo: createAgentsRepo(shared.database.db),
    accessTokens: shared.accessTokens,
    authenticator: shared.authenticator,
    hasher: shared.secretHasher,
    clock: shared.clock,
    operatorKey: shared.config.operatorKey,
    brandingOf: (brandId) => brandService.getBrandingById(brandId),
    createEnrolmentForCaller: (input) => enrolmentService.createForCaller(input),
  });
  const agentActionsService = createAgentActionsService({
    db: shared.database.db,
    enrolmentService,
    linkTokens: shared.linkTokens,
    outbox: shared.outbox,
    rateLimitCounters: shared.rateLimitCounters,
    clock: shared.clock,
    publicBaseUrl: shared.config.publicBaseUrl,
  });
  const agentCodesService = createAgentCodesService({
    db: shared.database.db,
    repo: createAgentCodesRepo(shared.database.db),
    accessTokens: shared.accessTokens,
    hasher: shared.secretHasher,
    rateLimitCounters: shared.rateLimitCounters,
    outbox: shared.outbox,
    clock: shared.clock,
    recordAction: agentsService.recordAction,
  });
  const routes: FeatureRoutes = async (api) => {
    // Every call an agent makes in the /api scope, whichever feature answers it.
    registerAgentAudit(api, agentsService);
    await api.register(adminPortalRoutes, {
      adminPortalUrl: shared.config.adminPortalUrl,
    });
    await api.register(agentsRoutes, {
      agentsService,
      requireKind: shared.requireKind,
      loginRateLimit: {
        perMinute: shared.config.tokenRateLimitPerMinute,
        isExempt: shared.isRateLimitExempt,
      },
    });
    await api.register(agentActionsRoutes, {
      agentActionsService,
      requireCaller: shared.requireCaller,
    });
    await api.register(agentCodesRoutes, {
      agentCodesService,
      requireKind: shared.requireKind,
      loginRateLimit: {
        perMinute: shared.config.tokenRateLimitPerMinute,
        isExempt: shared.isRateLimitExempt,
      },
    });
  };
  return { agentsService, routes };
}
