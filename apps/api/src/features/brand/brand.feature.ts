import type { AppContext, FeatureRoutes } from '../../app-context';
import { createBrandRepo } from './brand.repo';
import { brandRoutes } from './brand.routes';
import { createBrandService } from './brand.service';

/** Brands and their branding; built before the rest of the context, which reads branding through it. */
export function createBrandFeature({
  database,
  clock,
  requireKind,
}: Pick<AppContext, 'database' | 'clock' | 'requireKind'>) {
  const brandService = createBrandService({ repo: createBrandRepo(database.db), clock });
  const routes: FeatureRoutes = async (api) => {
    await api.register(brandRoutes, { brandService, requireKind });
  };
  return { brandService, routes };
}
