import type { AppContext, FeatureRoutes } from '../../app-context';
import type { BroadbandCatalogue } from '../../providers/broadband-catalogue/broadband-catalogue';
import { createDbBroadbandCatalogue } from '../../providers/broadband-catalogue/db-broadband-catalogue';
import { withBroadbandCatalogueDeadline } from '../../providers/broadband-catalogue/deadline-broadband-catalogue';
import {
  withBroadbandCatalogueFaults,
  type BroadbandCatalogueFaults,
} from '../../providers/broadband-catalogue/faulty-broadband-catalogue';
import type { ConfirmationService } from '../confirmation/confirmation.service';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { broadbandRoutes } from './broadband.routes';
import { createBroadbandService } from './broadband.service';

/** Broadband call-back requests per IP per minute (each e-mails the provider; a second is refused once the first completes). */
const BROADBAND_CALLBACKS_PER_MINUTE = 5;

/** Broadband, phone and TV: both searches (injected faults, then a deadline each), the hand-off and call-back. */
export function createBroadbandFeature(
  { config, database, outbox, clock, requireCaller }: AppContext,
  deps: {
    enrolmentService: EnrolmentService;
    /** Its settling write (a skip, a completion, a pending package). */
    confirmationService: ConfirmationService;
    /** By default the database's active catalogue, cached in memory. */
    catalogue: BroadbandCatalogue | undefined;
    catalogueFaults: BroadbandCatalogueFaults;
    catalogueDeadlineMs: number;
  },
) {
  const { confirmationService } = deps;
  const broadbandService = createBroadbandService({
    db: database.db,
    enrolmentChanges: database.enrolmentChanges,
    enrolmentService: deps.enrolmentService,
    catalogue: withBroadbandCatalogueDeadline(
      withBroadbandCatalogueFaults(
        deps.catalogue ?? createDbBroadbandCatalogue(database.db),
        deps.catalogueFaults,
      ),
      deps.catalogueDeadlineMs,
    ),
    outbox,
    clock,
    contactNumbers: config.broadbandContactNumbers,
    changeServices: (caller, patchOf, write) =>
      confirmationService.changeServicesWith(caller, patchOf, write),
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(broadbandRoutes, {
      broadbandService,
      requireCaller,
      enrolmentChanges: database.enrolmentChanges,
      callbacksPerMinute: BROADBAND_CALLBACKS_PER_MINUTE,
    });
  };
  return { broadbandService, routes };
}
