import type { AppContext, FeatureRoutes } from '../../app-context';
import type { BrandService } from '../brand/brand.service';
import { createEnrolmentRepo } from './enrolment.repo';
import { enrolmentRoutes } from './enrolment.routes';
import { createEnrolmentService } from './enrolment.service';

export function createEnrolmentFeature(
  shared: AppContext,
  { brandService }: { brandService: BrandService },
) {
  const { database, clock, requireKind, requireCaller } = shared;
  const enrolmentService = createEnrolmentService({
    repo: createEnrolmentRepo(database.db),
    brandService,
    accessTokens: shared.accessTokens,
    authenticator: shared.authenticator,
    passwordHasher: shared.passwordHasher,
    linkTokens: shared.linkTokens,
    secretHasher: shared.secretHasher,
    rateLimitCounters: shared.rateLimitCounters,
    clock,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(enrolmentRoutes, { enrolmentService, requireKind, requireCaller, clock });
  };
  return { enrolmentService, routes };
}
