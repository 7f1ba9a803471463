import type { AppContext, FeatureRoutes } from '../../app-context';
import { createOffersRepo } from './offers.repo';
import { offersRoutes } from './offers.routes';
import { createOffersService } from './offers.service';

/** The affiliate catalogue. */
export function createOffersFeature({ database, requireCaller }: AppContext) {
  const offersService = createOffersService({ db: database.db, repo: createOffersRepo() });
  const routes: FeatureRoutes = async (api) => {
    await api.register(offersRoutes, { offersService, requireCaller });
  };
  return { offersService, routes };
}
