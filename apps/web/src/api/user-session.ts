import { clearUserSession, readSession, writeSession, type SessionKey } from './session-store';

/** The part of a token answer the portal keeps. */
export type SessionToken = { access_token: string; enrolmentId: string | null };

/**
 * A token answer (TokenResponse), checked by hand: its zod schema lives beside the app client's
 * constants that the entry imports, so using the schema from a page would pull zod into the
 * entry chunk (landing budget).
 */
export function readTokenAnswer(value: unknown): SessionToken {
  const token = value as Partial<SessionToken> | null;
  if (typeof token?.access_token !== 'string' || token.access_token === '') {
    throw new Error('Unexpected token answer');
  }
  return {
    access_token: token.access_token,
    enrolmentId: typeof token.enrolmentId === 'string' ? token.enrolmentId : null,
  };
}

/**
 * Spec section 4, step 5: a mover's stored choices that belong to one enrolment. When a log-in
 * brings a different enrolment session id, they are cleared.
 */
export const ENROLMENT_SELECTION_KEYS = [
  'entertainmentState',
  'broadbandAppliedFilters',
  'energyTariff',
  'secondaryTariff',
  'addOns',
  'filterOptions',
  'filterOptionsWholeOfMarket',
] as const satisfies readonly SessionKey[];

/** The stored selections to clear when a log-in brings `newId` (none when the id is the same). */
export function selectionsToClear(
  storedId: string | null,
  newId: string | null,
): readonly SessionKey[] {
  return storedId === newId ? [] : ENROLMENT_SELECTION_KEYS;
}

/** Keeps the enrolment session id, clearing the selections of another enrolment first. */
function keepEnrolmentSessionId(enrolmentId: string | null): void {
  for (const key of selectionsToClear(readSession('enrolmentSessionId'), enrolmentId)) {
    writeSession(key, null);
  }
  writeSession('enrolmentSessionId', enrolmentId);
}

/** Step 3: logged in (password, one-time code, link or new account): the user token replaces any other. */
export function startUserSession(token: SessionToken): void {
  keepEnrolmentSessionId(token.enrolmentId);
  writeSession('anonymousUserToken', null);
  writeSession('userToken', token.access_token);
}

/**
 * Step 2: an anonymous token for a pending enrolment (a new sign-up, or a confirmed link).
 * Whatever another mover left is cleared first.
 */
export function startAnonymousSession(accessToken: string, enrolmentId: string | null): void {
  if (readSession('enrolmentSessionId') !== enrolmentId) clearUserSession();
  writeSession('userToken', null);
  writeSession('anonymousUserToken', accessToken);
  keepEnrolmentSessionId(enrolmentId);
}
