import { todayIso } from '@threshold/domain/dates/today';
import type { Clock } from '@threshold/domain/dates/clock';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import {
  isRouteOpen,
  type JourneyFlags,
  type JourneySnapshot,
} from '@threshold/domain/journey/next-page';
import { JOURNEY_STEP_NOT_OPEN_MESSAGE } from '@threshold/domain/messages/journey';
import type { Branding } from '@threshold/domain/schemas/brand';
import { AppError } from '../../http/app-error';
import type { EnrolmentRow } from '../../auth/caller';
import { journeyFactsOf, type StoredTariffFacts } from '../enrolment/journey-facts';

/**
 * The API side of the journey guard: a save for a page the domain's route rules do not open for
 * this enrolment is refused with 409 before anything is written. The web guard calls the same
 * isRouteOpen, so a mover using the portal never meets it. Answers the snapshot it checked.
 */
export function requireOpenStep(
  route: string,
  row: EnrolmentRow,
  branding: Pick<Branding, 'productOffers'> & { flags: JourneyFlags },
  clock: Clock,
  /** The chosen energy tariffs, for the energy steps after a choice (sign-up, PSR, payment). */
  storedTariffs?: StoredTariffFacts,
): JourneySnapshot {
  const snapshot = snapshotOfEnrolment(
    { ...row, ...journeyFactsOf(row, branding, storedTariffs) },
    todayIso(clock),
  );
  if (isRouteOpen(route, snapshot, branding.flags)) return snapshot;
  throw new AppError('STEP_NOT_OPEN', JOURNEY_STEP_NOT_OPEN_MESSAGE, { status: 409 });
}
