import type { AppContext, FeatureRoutes } from '../../app-context';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { productSelectionRoutes } from './product-selection.routes';
import { createProductSelectionService } from './product-selection.service';

/** Which services the mover wants, checked against the brand's offers. */
export function createProductSelectionFeature(
  { database, clock, requireCaller }: AppContext,
  { enrolmentService }: { enrolmentService: EnrolmentService },
) {
  const productSelectionService = createProductSelectionService({
    db: database.db,
    enrolmentService,
    clock,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(productSelectionRoutes, { productSelectionService, requireCaller });
  };
  return { productSelectionService, routes };
}
