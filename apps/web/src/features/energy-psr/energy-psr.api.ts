import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { previousEnergyStep, type JourneyRoute } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import {
  psrResponseSchema,
  type PsrOptions,
  type PsrResponse,
} from '@threshold/domain/schemas/energy-psr';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { callApi } from '../../api/client';
import { currentBrand } from '../../brand/brand-store';

/** The spec's cache key for the PSR answer ("GET cached under psr"). */
export const PSR_KEY = ['psr'] as const;

/** GET /api/enrolment/psr */
export async function fetchPsr(): Promise<PsrResponse> {
  return psrResponseSchema.parse(await callApi('/api/enrolment/psr', { auth: 'user' }));
}

/** POST /api/enrolment/psr: null is No. */
export async function savePsr(psrOptions: PsrOptions | null): Promise<PsrResponse> {
  return psrResponseSchema.parse(
    await callApi('/api/enrolment/psr', { auth: 'user', method: 'POST', json: { psrOptions } }),
  );
}

/** Back from the PSR: switch, signup or the list, whichever applies (a tariff is chosen here). */
export function stepBeforePsr(enrolment: Enrolment): JourneyRoute {
  const snapshot = {
    ...snapshotOfEnrolment(enrolment, todayIso(systemClock)),
    hasStoredTariff: true,
  };
  return previousEnergyStep(ROUTES.energyPsr, snapshot, currentBrand().flags);
}
