import type { AppContext, FeatureRoutes } from '../../app-context';
import { addressesRoutes } from './addresses.routes';
import { createAddressesService } from './addresses.service';

/** Address lookups through the provider (under a deadline). */
export function createAddressesFeature({ addressProvider, log, requireKind }: AppContext) {
  const addressesService = createAddressesService({ provider: addressProvider, log });
  const routes: FeatureRoutes = async (api) => {
    await api.register(addressesRoutes, { addressesService, requireKind });
  };
  return { addressesService, routes };
}
