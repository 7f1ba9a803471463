import type { AppContext, FeatureRoutes } from '../../app-context';
import type { PartnerUsersService } from '../partner-console/partner-users.service';
import type { PartnerKeysService } from '../partner-leads/partner-keys.service';
import { partnerConsoleKeysRoutes } from './partner-console-keys.routes';
import { createPartnerConsoleKeysService } from './partner-console-keys.service';

/** The partner console's API keys (issue 22), over the lead API's keys. */
export function createPartnerConsoleKeysFeature(
  shared: AppContext,
  deps: { partnerUsersService: PartnerUsersService; partnerKeysService: PartnerKeysService },
) {
  const partnerConsoleKeysService = createPartnerConsoleKeysService({
    partnerKeysService: deps.partnerKeysService,
    partnerUsersService: deps.partnerUsersService,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(partnerConsoleKeysRoutes, {
      partnerConsoleKeysService,
      partnerUsersService: deps.partnerUsersService,
      requireKind: shared.requireKind,
    });
  };
  return { partnerConsoleKeysService, routes };
}
