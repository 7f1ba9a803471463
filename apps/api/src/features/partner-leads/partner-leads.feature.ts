import type { AppContext, FeatureRoutes } from '../../app-context';
import { createRequirePartnerKey } from '../../auth/partner-guard';
import type { BrandService } from '../brand/brand.service';
import { createPartnerKeysRepo } from './partner-keys.repo';
import { createPartnerKeysService } from './partner-keys.service';
import { createPartnerLeadsRepo } from './partner-leads.repo';
import { partnerLeadsRoutes } from './partner-leads.routes';
import { createPartnerLeadsService } from './partner-leads.service';

export function createPartnerLeadsFeature(
  shared: AppContext,
  { brandService }: { brandService: BrandService },
) {
  const { database, secretHasher, clock } = shared;
  const partnerKeysService = createPartnerKeysService({
    repo: createPartnerKeysRepo(database.db),
    brandService,
    hasher: secretHasher,
    clock,
  });
  const partnerLeadsService = createPartnerLeadsService({
    db: database.db,
    repo: createPartnerLeadsRepo(),
    brandService,
    linkTokens: shared.linkTokens,
    outbox: shared.outbox,
    hasher: secretHasher,
    rateLimitCounters: shared.rateLimitCounters,
    clock,
    publicBaseUrl: shared.config.publicBaseUrl,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(partnerLeadsRoutes, {
      partnerLeadsService,
      requirePartnerKey: createRequirePartnerKey(partnerKeysService),
    });
  };
  return { partnerKeysService, partnerLeadsService, routes };
}
