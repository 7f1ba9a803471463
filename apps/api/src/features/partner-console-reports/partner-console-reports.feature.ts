import type { AppContext, FeatureRoutes } from '../../app-context';
import type { PartnerUsersService } from '../partner-console/partner-users.service';
import { createPartnerConsoleReportsRepo } from './partner-console-reports.repo';
import { partnerConsoleReportsRoutes } from './partner-console-reports.routes';
import { createPartnerConsoleReportsService } from './partner-console-reports.service';

/** The partner console's reports (issue 22), over the partner users' brand scope. */
export function createPartnerConsoleReportsFeature(
  shared: AppContext,
  deps: { partnerUsersService: PartnerUsersService },
) {
  const partnerConsoleReportsService = createPartnerConsoleReportsService({
    repo: createPartnerConsoleReportsRepo(shared.database.db),
    partnerUsersService: deps.partnerUsersService,
    clock: shared.clock,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(partnerConsoleReportsRoutes, {
      partnerConsoleReportsService,
      partnerUsersService: deps.partnerUsersService,
      requireKind: shared.requireKind,
    });
  };
  return { partnerConsoleReportsService, routes };
}
