import type { AppContext, FeatureRoutes } from '../../app-context';
import type { BrandService } from '../brand/brand.service';
import { createContentRepo } from './content.repo';
import { contentRoutes } from './content.routes';
import { createContentService } from './content.service';

export function createContentFeature(
  { database, config }: AppContext,
  { brandService }: { brandService: BrandService },
) {
  const contentService = createContentService({
    repo: createContentRepo(database.db),
    brandService,
    operatorKey: config.operatorKey,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(contentRoutes, { contentService });
  };
  return { contentService, routes };
}
