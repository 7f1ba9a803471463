import type { AppContext, FeatureRoutes } from '../../app-context';
import type { BrandService } from '../brand/brand.service';
import type { PartnerUsersService } from '../partner-console/partner-users.service';
import { createPartnerConsoleBrandRepo } from './partner-console-brand.repo';
import { brandLogosRoutes, partnerConsoleBrandRoutes } from './partner-console-brand.routes';
import { createPartnerConsoleBrandService } from './partner-console-brand.service';

/** The partner console's brand settings (issue 22, Brand) and the public logos they upload. */
export function createPartnerConsoleBrandFeature(
  shared: AppContext,
  deps: { brandService: BrandService; partnerUsersService: PartnerUsersService },
) {
  const partnerConsoleBrandService = createPartnerConsoleBrandService({
    repo: createPartnerConsoleBrandRepo(shared.database.db),
    partnerUsers: deps.partnerUsersService,
    brandService: deps.brandService,
    changes: shared.changes,
    clock: shared.clock,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(partnerConsoleBrandRoutes, {
      partnerConsoleBrandService,
      partnerUsersService: deps.partnerUsersService,
      requireKind: shared.requireKind,
    });
    await api.register(brandLogosRoutes, { partnerConsoleBrandService });
  };
  return { partnerConsoleBrandService, routes };
}
