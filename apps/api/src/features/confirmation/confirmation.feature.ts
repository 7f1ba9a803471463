import type { AppContext, FeatureRoutes } from '../../app-context';
import { entertainmentChoiceOf } from '../broadband/broadband.service';
import type { CouncilWaterService } from '../council-water/council-water.service';
import type { EnergyPaymentService } from '../energy/payment/energy-payment.service';
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
    energyCards: (enrolmentId) => energyPaymentService.energyCards(enrolmentId),
    hasEnergySignup: async (enrolmentId) =>
      (await energyPaymentService.signupsOf(enrolmentId)).length > 0,
    smartOfferedAt: deps.smartOfferedAt,
    entertainmentCard: (enrolmentId) => entertainmentChoiceOf(database.db, enrolmentId),
    outbox,
    clock,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(confirmationRoutes, {
      confirmationService,
      requireCaller,
      checklistsPerMinute: CHECKLISTS_PER_MINUTE,
    });
  };
  return { confirmationService, routes };
}
