import type { AppContext, FeatureRoutes } from '../../app-context';
import type { PartnerUsersService } from '../partner-console/partner-users.service';
import type { PartnerLeadsService } from '../partner-leads/partner-leads.service';
import { createPartnerConsoleLeadsRepo } from './partner-console-leads.repo';
import { partnerConsoleLeadsRoutes } from './partner-console-leads.routes';
import { createPartnerConsoleLeadsService } from './partner-console-leads.service';

/** The partner console's leads (issue 22), on the partner users and the lead API's rules. */
export function createPartnerConsoleLeadsFeature(
  shared: AppContext,
  deps: { partnerUsersService: PartnerUsersService; partnerLeadsService: PartnerLeadsService },
) {
  const partnerConsoleLeadsService = createPartnerConsoleLeadsService({
    repo: createPartnerConsoleLeadsRepo(shared.database.db),
    partnerUsersService: deps.partnerUsersService,
    partnerLeadsService: deps.partnerLeadsService,
    clock: shared.clock,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(partnerConsoleLeadsRoutes, {
      partnerConsoleLeadsService,
      partnerUsersService: deps.partnerUsersService,
      requireKind: shared.requireKind,
    });
  };
  return { partnerConsoleLeadsService, routes };
}
