import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import {
  nextEnergyStep,
  previousEnergyStep,
  type JourneyRoute,
} from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import {
  startDateWindowResponseSchema,
  type StartDateBody,
  type StartDateWindowResponse,
} from '@threshold/domain/schemas/energy-start-date';
import { callApi } from '../../../api/client';
import { currentBrand } from '../../../brand/brand-store';

export const START_DATE_KEY = ['energy', 'start-date'] as const;

/** GET /api/enrolment/start-date: the window worked out by the API (bank holidays of the nation). */
export async function fetchStartDate(): Promise<StartDateWindowResponse> {
  return startDateWindowResponseSchema.parse(
    await callApi('/api/enrolment/start-date', { auth: 'user' }),
  );
}

/** PUT /api/enrolment/start-date */
export async function saveStartDate(body: StartDateBody): Promise<StartDateWindowResponse> {
  return startDateWindowResponseSchema.parse(
    await callApi('/api/enrolment/start-date', { auth: 'user', method: 'PUT', json: body }),
  );
}

function snapshotOf(enrolment: Enrolment) {
  // This page opens only after a tariff is chosen.
  return { ...snapshotOfEnrolment(enrolment, todayIso(systemClock)), hasStoredTariff: true };
}

export function stepAfterSwitch(enrolment: Enrolment): JourneyRoute {
  return (
    nextEnergyStep(ROUTES.energySwitch, snapshotOf(enrolment), currentBrand().flags) ??
    ROUTES.confirmation
  );
}

export function stepBeforeSwitch(enrolment: Enrolment): JourneyRoute {
  return previousEnergyStep(ROUTES.energySwitch, snapshotOf(enrolment), currentBrand().flags);
}
