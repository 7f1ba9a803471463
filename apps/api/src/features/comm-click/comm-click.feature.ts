import type { AppContext, FeatureRoutes } from '../../app-context';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { commClickRoutes } from './comm-click.routes';
import { createCommClickService } from './comm-click.service';

export function createCommClickFeature(
  { database, linkTokens, clock, log, requireKind }: AppContext,
  { enrolmentService }: { enrolmentService: EnrolmentService },
) {
  const commClickService = createCommClickService({
    db: database.db,
    enrolmentService,
    linkTokens,
    clock,
    log,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(commClickRoutes, { commClickService, requireKind });
  };
  return { commClickService, routes };
}
