import type { AppContext, FeatureRoutes } from '../../../app-context';
import { createDbEnergyCatalogue } from '../../../providers/energy-catalogue/db-energy-catalogue';
import { withCatalogueDeadline } from '../../../providers/energy-catalogue/deadline-energy-catalogue';
import type { EnergyCatalogue } from '../../../providers/energy-catalogue/energy-catalogue';
import {
  withCatalogueFaults,
  type EnergyCatalogueFaults,
} from '../../../providers/energy-catalogue/faulty-energy-catalogue';
import type { EnrolmentService } from '../../enrolment/enrolment.service';
import type { EnergyJourneyService } from '../journey/energy-journey.service';
import { energyQuotesRoutes } from './energy-quotes.routes';
import { createEnergyQuotesService } from './energy-quotes.service';

/** Energy quotes: the catalogue (injected faults, then a deadline) priced by the domain's quote engine. */
export function createEnergyQuotesFeature(
  { config, database, addressProvider, clock, log, requireCaller }: AppContext,
  deps: {
    enrolmentService: EnrolmentService;
    energyJourneyService: EnergyJourneyService;
    /** By default the database's active catalogue, cached in memory. */
    catalogue: EnergyCatalogue | undefined;
    catalogueFaults: EnergyCatalogueFaults;
    catalogueDeadlineMs: number;
  },
) {
  const { energyJourneyService } = deps;
  const catalogue = withCatalogueDeadline(
    withCatalogueFaults(
      deps.catalogue ?? createDbEnergyCatalogue(database.db),
      deps.catalogueFaults,
    ),
    deps.catalogueDeadlineMs,
  );
  const energyQuotesService = createEnergyQuotesService({
    db: database.db,
    enrolmentChanges: database.enrolmentChanges,
    enrolmentService: deps.enrolmentService,
    addressProvider,
    catalogue,
    clock,
    log,
    energyJourney: (caller) => energyJourneyService.journey(caller),
    pricesOutOfPeriod: config.nodeEnv === 'production' ? 'refuse' : 'illustrative',
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(energyQuotesRoutes, {
      energyQuotesService,
      requireCaller,
      enrolmentChanges: database.enrolmentChanges,
    });
  };
  return { energyQuotesService, routes };
}
