import type { AppContext, FeatureRoutes } from '../../app-context';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { createAccountRepo } from './account.repo';
import { accountRoutes } from './account.routes';
import { createAccountService, type EnrolmentCodeCheck } from './account.service';

/** Confirm-details attempts per IP per minute (each enrolment also locks after 3 mismatches). */
const ACCOUNT_VALIDATE_PER_MINUTE = 20;

export function createAccountFeature(
  { database, linkTokens, clock, log, requireKind }: AppContext,
  deps: {
    enrolmentService: EnrolmentService;
    /** The one-time code check (late-bound: the code service is built after this, over this one). */
    checkCode: EnrolmentCodeCheck;
  },
) {
  const accountService = createAccountService({
    db: database.db,
    repo: createAccountRepo(),
    enrolmentService: deps.enrolmentService,
    linkTokens,
    clock,
    log,
    checkCode: deps.checkCode,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(accountRoutes, {
      accountService,
      requireKind,
      validatePerMinute: ACCOUNT_VALIDATE_PER_MINUTE,
    });
  };
  return { accountService, routes };
}
