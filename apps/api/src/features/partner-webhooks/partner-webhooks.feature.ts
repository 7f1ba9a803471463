import type { AppContext, FeatureRoutes } from '../../app-context';
import { createWebhookSecretBox } from '../../messages/webhooks/webhook-secrets';
import type { PartnerUsersService } from '../partner-console/partner-users.service';
import { createPartnerWebhooksRepo } from './partner-webhooks.repo';
import { partnerWebhooksRoutes } from './partner-webhooks.routes';
import { createPartnerWebhooksService } from './partner-webhooks.service';

/** Partners' signed webhooks (issue 22): owners' endpoints and their deliveries. */
export function createPartnerWebhooksFeature(
  shared: AppContext,
  deps: { partnerUsersService: PartnerUsersService },
) {
  const partnerWebhooksService = createPartnerWebhooksService({
    repo: createPartnerWebhooksRepo(shared.database.db),
    partnerUsers: deps.partnerUsersService,
    secrets: createWebhookSecretBox(shared.config.tokenSecret),
    clock: shared.clock,
    isProduction: shared.config.nodeEnv === 'production',
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(partnerWebhooksRoutes, {
      partnerWebhooksService,
      partnerUsersService: deps.partnerUsersService,
      requireKind: shared.requireKind,
    });
  };
  return { partnerWebhooksService, routes };
}
