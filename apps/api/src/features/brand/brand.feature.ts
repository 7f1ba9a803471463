import type { AppContext, FeatureRoutes } from '../../app-context';
import { createBrandRepo } from './brand.repo';
import { brandRoutes } from './brand.routes';
import { createBrandService } from './brand.service';

/**
 * Brands and their branding; built before the rest of the context, which reads branding through it.
 * A brand changed on any replica (change bus) drops this replica's kept brandings at once.
 */
export function createBrandFeature({
  database,
  clock,
  requireKind,
  changes,
}: Pick<AppContext, 'database' | 'clock' | 'requireKind'> & Partial<Pick<AppContext, 'changes'>>) {
  const brandService = createBrandService({ repo: createBrandRepo(database.db), clock });
  changes?.subscribe('brand-changed', () => brandService.forgetCached());
  const routes: FeatureRoutes = async (api) => {
    await api.register(brandRoutes, { brandService, requireKind });
  };
  return { brandService, routes };
}
