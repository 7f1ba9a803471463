import {
  energyCompletionSchema,
  paymentSavedSchema,
  type EnergyCompletion,
  type PaymentFormValues,
  type PaymentSaved,
} from '@threshold/domain/schemas/energy-payment';
import { callApi } from '../../../api/client';

/** PUT /api/enrolment/directdebit, or /api/enrolment/setup-payg when payment is not by direct debit. */
export async function savePayment(
  values: PaymentFormValues,
  isDirectDebit: boolean,
): Promise<PaymentSaved> {
  const path = isDirectDebit ? '/api/enrolment/directdebit' : '/api/enrolment/setup-payg';
  return paymentSavedSchema.parse(
    await callApi(path, { auth: 'user', method: 'PUT', json: values }),
  );
}

/** POST /api/enrolment/energy/complete: the sign-up goes to the supplier (once). */
export async function completeEnergy(values: PaymentFormValues): Promise<EnergyCompletion> {
  return energyCompletionSchema.parse(
    await callApi('/api/enrolment/energy/complete', { auth: 'user', method: 'POST', json: values }),
  );
}

/**
 * POST /api/enrolment/completeservices?services[]=0: completes the energy service once its sign-up
 * has gone, so the enrolment settles (service-journeys 2, energy payment; 409 before then).
 */
export async function completeEnergyService(): Promise<void> {
  await callApi('/api/enrolment/completeservices?services[]=0', { auth: 'user', method: 'POST' });
}

/** Set up: saves the choices (directdebit or setup-payg), sends the sign-up, then completes energy. */
export async function setUpPayment(
  values: PaymentFormValues,
  isDirectDebit: boolean,
): Promise<EnergyCompletion> {
  await savePayment(values, isDirectDebit);
  const completion = await completeEnergy(values);
  await completeEnergyService();
  return completion;
}
