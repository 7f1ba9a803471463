import type { QueryClient } from '@tanstack/react-query';
import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { nextEnergyStep, type JourneyRoute } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { skipEnergy } from '../../../enrolment/skip-energy';
import { keepEnrolmentAndFindNext } from '../../../enrolment/keep-enrolment';
import { refetchOwnEnrolment } from '../../../enrolment/own-enrolment';
import { currentBrand } from '../../../brand/brand-store';

/**
 * Where the list leads, loaded only when the mover chooses or skips: the next-page rules and the
 * enrolment's schema (zod) travel in this chunk, not in the list's own.
 */

/** The next open energy page of signup, switch, psr and payment after the list. */
export function energyStepAfterList(enrolment: Enrolment): JourneyRoute {
  const snapshot = snapshotOfEnrolment(enrolment, todayIso(systemClock));
  return nextEnergyStep(ROUTES.energyList, snapshot, currentBrand().flags) ?? ROUTES.confirmation;
}

/** After a tariff is stored: the enrolment read again (it now says a tariff is chosen), then its step. */
export async function pageAfterChoice(queryClient: QueryClient): Promise<JourneyRoute> {
  const enrolment = await refetchOwnEnrolment(queryClient);
  return energyStepAfterList(enrolment);
}

/** "Not now": skips energy, keeps the enrolment it answers, and gives the next page the rules open. */
export async function skipEnergyAndFindNext(queryClient: QueryClient): Promise<JourneyRoute> {
  return keepEnrolmentAndFindNext(queryClient, await skipEnergy());
}
