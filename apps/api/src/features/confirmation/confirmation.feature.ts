import type { AppContext, FeatureRoutes } from '../../app-context';
import {
  ENTERTAINMENT_CARD_PARTS,
  entertainmentChoiceOfCaller,
} from '../broadband/broadband.service';
import {
  COUNCIL_WATER_SUMMARY_PARTS,
  type CouncilWaterService,
} from '../council-water/council-water.service';
import {
  ENERGY_CARD_PARTS,
  type EnergyPaymentService,
} from '../energy/payment/energy-payment.service';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { confirmationRoutes } from './confirmation.routes';
import { createConfirmationService } from './confirmation.service';

/** Moving checklists (a PDF drawn on the server) per IP per minute. */
const CHECKLISTS_PER_MINUTE = 10;

/** The confirmation page: its council and water cards show what GET /api/council-water shows. */
export function createConfirmationFeature(
  { database, outbox, clock, requireCaller }: AppContext,
  deps: {
    enrolmentService: EnrolmentService;
    councilWaterService: CouncilWaterService;
    energyPaymentService: EnergyPaymentService;
    /** When the smart-meter offer was first shown (the energy journey), null if never. */
    smartOfferedAt: (enrolmentId: string) => Promise<Date | null>;
  },
) {
  const { councilWaterService, energyPaymentService } = deps;
  const confirmationService = createConfirmationService({
    db: database.db,
    enrolmentService: deps.enrolmentService,
    councilWaterSummary: (caller) => councilWaterService.summary(caller),
    energyCards: (caller) => energyPaymentService.energyCardsOf(caller),
    hasEnergySignup: async (enrolmentId) =>
      (await energyPaymentService.signupsOf(enrolmentId)).length > 0,
    smartOfferedAt: deps.smartOfferedAt,
    entertainmentCard: (caller) => entertainmentChoiceOfCaller(database.db, caller),
    outbox,
    clock,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(confirmationRoutes, {
      confirmationService,
      requireCaller,
      // The summary's cards read with the caller's row: GET /api/confirmationdetails is one statement.
      detailsParts: [
        ...COUNCIL_WATER_SUMMARY_PARTS,
        ...ENERGY_CARD_PARTS,
        ...ENTERTAINMENT_CARD_PARTS,
      ],
      checklistsPerMinute: CHECKLISTS_PER_MINUTE,
    });
  };
  return { confirmationService, routes };
}
