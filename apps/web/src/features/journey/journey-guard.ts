import {
  snapshotOfEnrolment,
  type EnrolmentFacts,
} from '@threshold/domain/journey/enrolment-snapshot';
import { isRouteOpen, nextPage, type JourneyFlags } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { IsoDate } from '@threshold/domain/dates/calendar-date';

/** What the guard decides for one navigation: stay, or go to another path (no brand prefix). */
export type GuardDecision = { kind: 'open' } | { kind: 'redirect'; to: string };

const open: GuardDecision = { kind: 'open' };
const goTo = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** The path without a trailing slash or query, for comparing with the route table. */
export function cleanPath(path: string): string {
  const clean = (path.split(/[?#]/)[0] ?? path).replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/**
 * Where a visitor goes before the enrolment is read: the enrolment group needs a log-in (service-journeys 2), except
 * that confirmation without one goes to moving details, as the spec says (which then asks for it).
 */
export function redirectWithoutLogIn(path: string, isLoggedIn: boolean): string | null {
  if (isLoggedIn) return null;
  return cleanPath(path) === ROUTES.confirmation ? ROUTES.movingDetails : ROUTES.logIn;
}

/**
 * With the mover's enrolment: the domain's isRouteOpen decides (the API's order check calls the
 * same), and a closed page goes where nextPage says. /enrolment itself is moving details.
 */
export function decideForEnrolment(
  path: string,
  enrolment: EnrolmentFacts,
  flags: JourneyFlags,
  today: IsoDate,
): GuardDecision {
  const clean = cleanPath(path);
  const checked = clean === ROUTES.enrolment ? ROUTES.movingDetails : clean;
  const snapshot = snapshotOfEnrolment(enrolment, today);
  if (isRouteOpen(checked, snapshot, flags)) return open;
  const next = nextPage(snapshot, flags) ?? ROUTES.home;
  // The rules never name a page they keep shut; staying beats a redirect loop if they ever did.
  return next === checked ? open : goTo(next);
}
