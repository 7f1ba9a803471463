import {
  psrResponseSchema,
  type PsrOptions,
  type PsrResponse,
} from '@threshold/domain/schemas/energy-psr';
import { callApi } from '../../../api/client';

/** The spec's cache key for the PSR answer ("GET cached under psr"). */
export const PSR_KEY = ['psr'] as const;

/** Continue's destination (service-journeys 2): the energy payment page. */
export const ENERGY_PAYMENT_PATH = '/enrolment/energy/payment';

/**
 * GET /api/enrolment/psr: the answer, and where Back leads (switch, signup or the list, by the
 * domain's previousEnergyStep on the API, which knows the chosen tariff).
 */
export async function fetchPsr(): Promise<PsrResponse> {
  return psrResponseSchema.parse(await callApi('/api/enrolment/psr', { auth: 'user' }));
}

/** POST /api/enrolment/psr: null is No. */
export async function savePsr(psrOptions: PsrOptions | null): Promise<PsrResponse> {
  return psrResponseSchema.parse(
    await callApi('/api/enrolment/psr', { auth: 'user', method: 'POST', json: { psrOptions } }),
  );
}
