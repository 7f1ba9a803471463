import type { AppContext, FeatureRoutes } from '../../app-context';
import { createFlatmatesRepo } from './flatmates.repo';
import { flatmatesRoutes } from './flatmates.routes';
import { createFlatmatesService } from './flatmates.service';

/** Telling flatmates. */
export function createFlatmatesFeature(shared: AppContext) {
  const flatmatesService = createFlatmatesService({
    db: shared.database.db,
    repo: createFlatmatesRepo(),
    outbox: shared.outbox,
    hasher: shared.secretHasher,
    rateLimitCounters: shared.rateLimitCounters,
    clock: shared.clock,
    publicBaseUrl: shared.config.publicBaseUrl,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(flatmatesRoutes, { flatmatesService, requireCaller: shared.requireCaller });
  };
  return { flatmatesService, routes };
}
