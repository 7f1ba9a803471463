import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { nextPage, type JourneyRoute } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { currentBrand } from '../brand/brand-store';

/**
 * Where a page sends the mover after a save: the domain's next-page rules over the enrolment the
 * save answered, with this brand's flags (the same rules the guard and the API's order check use).
 */
export function nextStepPath(enrolment: Enrolment, fallback?: JourneyRoute): JourneyRoute {
  const snapshot = snapshotOfEnrolment(enrolment, todayIso(systemClock));
  return nextPage(snapshot, currentBrand().flags, fallback) ?? ROUTES.confirmation;
}
