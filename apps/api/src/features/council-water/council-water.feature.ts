import type { AppContext, FeatureRoutes } from '../../app-context';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { councilWaterRoutes } from './council-water.routes';
import { createCouncilWaterService } from './council-water.service';

/** Council and water notify presses per IP per minute (each telling is also written once per authority). */
const COUNCIL_WATER_NOTIFY_PER_MINUTE = 30;

/** Telling the authorities (and telling them again when the details change). */
export function createCouncilWaterFeature(
  { config, database, addressProvider, outbox, clock, requireCaller }: AppContext,
  { enrolmentService }: { enrolmentService: EnrolmentService },
) {
  const councilWaterService = createCouncilWaterService({
    db: database.db,
    enrolmentService,
    addressProvider,
    outbox,
    clock,
    authorityFallbackEmail: config.authorityFallbackEmail,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(councilWaterRoutes, {
      councilWaterService,
      requireCaller,
      notifyPerMinute: COUNCIL_WATER_NOTIFY_PER_MINUTE,
    });
  };
  return { councilWaterService, routes };
}
