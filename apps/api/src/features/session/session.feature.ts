import type { AppContext, FeatureRoutes } from '../../app-context';
import type { BrandService } from '../brand/brand.service';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { createSessionRepo } from './session.repo';
import { sessionRoutes } from './session.routes';
import { createSessionService } from './session.service';

export function createSessionFeature(
  shared: AppContext,
  deps: {
    brandService: BrandService;
    /** The enrolment's auto log-in link (late-bound: the enrolment service may be built after this). */
    logInWithLinkToken: EnrolmentService['logInWithLinkToken'];
  },
) {
  const { config, database, clock, requireKind } = shared;
  const sessionService = createSessionService({
    db: database.db,
    repo: createSessionRepo(database.db),
    accessTokens: shared.accessTokens,
    authenticator: shared.authenticator,
    passwordHasher: shared.passwordHasher,
    secretHasher: shared.secretHasher,
    messages: shared.outbox,
    brandService: deps.brandService,
    clock,
    publicBaseUrl: config.publicBaseUrl,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(sessionRoutes, {
      sessionService,
      requireKind,
      logInWithLinkToken: deps.logInWithLinkToken,
      tokenRateLimit: {
        perMinute: config.tokenRateLimitPerMinute,
        isExempt: shared.isRateLimitExempt,
      },
    });
  };
  return { sessionService, routes };
}
