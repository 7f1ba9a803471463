import type { AppContext, FeatureRoutes } from '../../app-context';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { createPasswordResetRepo } from './password-reset.repo';
import { passwordResetRoutes } from './password-reset.routes';
import { createPasswordResetService } from './password-reset.service';

/** Reset e-mails and reset attempts per IP per minute. */
const PASSWORD_RESET_PER_MINUTE = 10;

export function createPasswordResetFeature(
  shared: AppContext,
  { enrolmentService }: { enrolmentService: EnrolmentService },
) {
  const passwordResetService = createPasswordResetService({
    db: shared.database.db,
    repo: createPasswordResetRepo(),
    enrolmentService,
    linkTokens: shared.linkTokens,
    passwordHasher: shared.passwordHasher,
    secretHasher: shared.secretHasher,
    rateLimitCounters: shared.rateLimitCounters,
    authenticator: shared.authenticator,
    messages: shared.outbox,
    clock: shared.clock,
    log: shared.log,
    publicBaseUrl: shared.config.publicBaseUrl,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(passwordResetRoutes, {
      passwordResetService,
      requireKind: shared.requireKind,
      perMinute: PASSWORD_RESET_PER_MINUTE,
    });
  };
  return { passwordResetService, routes };
}
