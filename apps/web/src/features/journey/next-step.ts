import { todayIso } from '@threshold/domain/dates/today';
import { systemClock } from '@threshold/domain/dates/clock';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { nextPage, type JourneyFlags, type JourneyRoute } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';

/**
 * Where a page sends the mover after a save: the domain's next-page rules over the enrolment the
 * save answered (the same rules the guard and the API's order check use).
 */
export function nextStepPath(
  enrolment: Enrolment,
  flags: JourneyFlags,
  fallback?: JourneyRoute,
): string {
  const snapshot = snapshotOfEnrolment(enrolment, todayIso(systemClock));
  return nextPage(snapshot, flags, fallback) ?? ROUTES.confirmation;
}
