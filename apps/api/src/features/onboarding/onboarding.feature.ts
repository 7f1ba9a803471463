import type { AppContext, FeatureRoutes } from '../../app-context';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { createOnboardingRepo } from './onboarding.repo';
import { onboardingRoutes } from './onboarding.routes';
import { createOnboardingService } from './onboarding.service';

type OnboardingDeps = Parameters<typeof createOnboardingService>[0];

export function createOnboardingFeature(
  { database, addressProvider, clock, requireCaller }: AppContext,
  deps: { enrolmentService: EnrolmentService } & Pick<
    OnboardingDeps,
    // Both late-bound: moving details and council and water are built after this.
    'cancelMoveInDateReminder' | 'tellAuthoritiesOfChanges'
  >,
) {
  const onboardingService = createOnboardingService({
    db: database.db,
    repo: createOnboardingRepo(),
    enrolmentService: deps.enrolmentService,
    addressProvider,
    cancelMoveInDateReminder: deps.cancelMoveInDateReminder,
    tellAuthoritiesOfChanges: deps.tellAuthoritiesOfChanges,
    clock,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(onboardingRoutes, { onboardingService, requireCaller });
  };
  return { onboardingService, routes };
}
