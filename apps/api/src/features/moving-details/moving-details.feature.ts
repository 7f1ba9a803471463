import type { AppContext, FeatureRoutes } from '../../app-context';
import type { AddressesService } from '../addresses/addresses.service';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { movingDetailsRoutes } from './moving-details.routes';
import { createMovingDetailsService } from './moving-details.service';

type MovingDetailsDeps = Parameters<typeof createMovingDetailsService>[0];

/** The moving-details page's saves. */
export function createMovingDetailsFeature(
  shared: AppContext,
  deps: {
    enrolmentService: EnrolmentService;
    addressesService: AddressesService;
    /** Council and water's telling again (late-bound, called only when a request runs). */
    tellAuthoritiesOfChanges: MovingDetailsDeps['tellAuthoritiesOfChanges'];
  },
) {
  const movingDetailsService = createMovingDetailsService({
    db: shared.database.db,
    enrolmentService: deps.enrolmentService,
    addressesService: deps.addressesService,
    outbox: shared.outbox,
    clock: shared.clock,
    publicBaseUrl: shared.config.publicBaseUrl,
    rateLimitCounters: shared.rateLimitCounters,
    tellAuthoritiesOfChanges: deps.tellAuthoritiesOfChanges,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(movingDetailsRoutes, {
      movingDetailsService,
      requireCaller: shared.requireCaller,
    });
  };
  return { movingDetailsService, routes };
}
