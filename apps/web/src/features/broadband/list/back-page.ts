import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { isRouteOpen, type JourneyRoute } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { currentBrand } from '../../../brand/brand-store';

/**
 * Where the broadband list's Back leads, by the rules the journey guard applies (isRouteOpen):
 * the energy list while it is open to this mover (energy wanted, quotable, in its move-in window,
 * neither complete nor skipped), else product selection while it is open; null when neither is,
 * and Back is not offered. Loaded by the list once it shows: the next-page rules travel in this
 * chunk, not in the list's own.
 */
export function backPage(enrolment: Enrolment | undefined): JourneyRoute | null {
  if (!enrolment) return null;
  const snapshot = snapshotOfEnrolment(enrolment, todayIso(systemClock));
  const flags = currentBrand().flags;
  const before = [ROUTES.energyList, ROUTES.productSelection] as const;
  return before.find((route) => isRouteOpen(route, snapshot, flags)) ?? null;
}
