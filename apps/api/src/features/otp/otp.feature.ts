import type { AppContext, FeatureRoutes } from '../../app-context';
import type { AccountService } from '../account/account.service';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import type { OnboardingService } from '../onboarding/onboarding.service';
import { createOtpRepo } from './otp.repo';
import { otpRoutes } from './otp.routes';
import { createOtpService } from './otp.service';

/** One-time codes per IP per minute: sends, and verify or postcode attempts (contacts are throttled in the database too). */
const OTP_PER_MINUTE = { sendsPerMinute: 10, attemptsPerMinute: 30 };

export function createOtpFeature(
  shared: AppContext,
  deps: {
    enrolmentService: EnrolmentService;
    accountService: AccountService;
    onboardingService: OnboardingService;
  },
) {
  const otpService = createOtpService({
    db: shared.database.db,
    onboardingService: deps.onboardingService,
    repo: createOtpRepo(),
    enrolmentService: deps.enrolmentService,
    accountService: deps.accountService,
    linkTokens: shared.linkTokens,
    secretHasher: shared.secretHasher,
    rateLimitCounters: shared.rateLimitCounters,
    messages: shared.outbox,
    clock: shared.clock,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(otpRoutes, {
      prefix: '/v2/otp',
      otpService,
      requireKind: shared.requireKind,
      requireCaller: shared.requireCaller,
      ...OTP_PER_MINUTE,
    });
  };
  return { otpService, routes };
}
