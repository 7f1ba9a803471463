import type { AppContext, FeatureRoutes } from '../../../app-context';
import { createDbBankAccountChecker } from '../../../providers/bank-account/bank-account-checker';
import type { EnrolmentService } from '../../enrolment/enrolment.service';
import { energyPaymentRoutes } from './energy-payment.routes';
import { createEnergyPaymentService } from './energy-payment.service';

/** Energy payment saves and completions per IP per minute (a modulus check each; a completion writes once). */
const ENERGY_PAYMENT_PER_MINUTE = 30;

/** The bank details (modulus check) and completing energy with the supplier's sign-up. */
export function createEnergyPaymentFeature(
  { database, outbox, clock, requireCaller }: AppContext,
  { enrolmentService }: { enrolmentService: EnrolmentService },
) {
  const energyPaymentService = createEnergyPaymentService({
    db: database.db,
    enrolmentService,
    bankAccountChecker: createDbBankAccountChecker(database.db, { clock }),
    outbox,
    clock,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(energyPaymentRoutes, {
      energyPaymentService,
      requireCaller,
      perMinute: ENERGY_PAYMENT_PER_MINUTE,
    });
  };
  return { energyPaymentService, routes };
}
