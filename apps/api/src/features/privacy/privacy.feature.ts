import type { AppContext, FeatureRoutes } from '../../app-context';
import { createPrivacyRepo } from './privacy.repo';
import { privacyRoutes } from './privacy.routes';
import { createPrivacyService } from './privacy.service';

/** Agent mode: the right to be forgotten and the admin portal's edit page for an enrolment. */
export function createPrivacyFeature(shared: AppContext) {
  const privacyService = createPrivacyService({
    db: shared.database.db,
    repo: createPrivacyRepo(shared.database.db),
    clock: shared.clock,
    authenticator: shared.authenticator,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(privacyRoutes, {
      privacyService,
      requireCaller: shared.requireCaller,
      requireKind: shared.requireKind,
    });
  };
  return { privacyService, routes };
}
