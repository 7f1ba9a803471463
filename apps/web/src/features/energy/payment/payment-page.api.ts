import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { previousEnergyStep, type JourneyRoute } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import { paymentPageSchema, type PaymentPage } from '@threshold/domain/schemas/energy-payment-page';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { callApi } from '../../../api/client';
import { currentBrand } from '../../../brand/brand-store';

export const PAYMENT_PAGE_KEY = ['energy', 'payment'] as const;

/** GET /api/enrolment/energy/payment: the chosen tariff(s), which form applies, "Your Summary". */
export async function fetchPaymentPage(): Promise<PaymentPage> {
  return paymentPageSchema.parse(await callApi('/api/enrolment/energy/payment', { auth: 'user' }));
}

/** Back from payment: the PSR, switch or add-ons page, whichever applies, else the list. */
export function stepBeforePayment(enrolment: Enrolment): JourneyRoute {
  const snapshot = {
    ...snapshotOfEnrolment(enrolment, todayIso(systemClock)),
    hasStoredTariff: true,
  };
  return previousEnergyStep(ROUTES.energyPayment, snapshot, currentBrand().flags);
}
