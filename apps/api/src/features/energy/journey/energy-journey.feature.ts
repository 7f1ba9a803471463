import type { AppContext, FeatureRoutes } from '../../../app-context';
import type { EnrolmentService } from '../../enrolment/enrolment.service';
import { findEnergyJourney } from './energy-journey.repo';
import { energyJourneyRoutes, type EnergyJourneyRoutesOptions } from './energy-journey.routes';
import { createEnergyJourneyService } from './energy-journey.service';

/** Energy: the supply check, the usage answers and kWh, whole-of-market consent, the smart offer. */
export function createEnergyJourneyFeature(
  { database, addressProvider, clock, log, requireCaller }: AppContext,
  deps: {
    enrolmentService: EnrolmentService;
    /** Broadband's whole-of-market consent (late-bound: broadband is built after this). */
    recordWombbConsent: EnergyJourneyRoutesOptions['recordWombbConsent'];
  },
) {
  const energyJourneyService = createEnergyJourneyService({
    db: database.db,
    enrolmentService: deps.enrolmentService,
    addressProvider,
    clock,
    log,
  });
  /** When the smart-meter offer was first shown, null if never (the confirmation page reads it). */
  const smartOfferedAt = async (enrolmentId: string) =>
    (await findEnergyJourney(database.db, enrolmentId))?.smartOfferedAt ?? null;
  const routes: FeatureRoutes = async (api) => {
    await api.register(energyJourneyRoutes, {
      energyJourneyService,
      requireCaller,
      recordWombbConsent: deps.recordWombbConsent,
    });
  };
  return { energyJourneyService, smartOfferedAt, routes };
}
