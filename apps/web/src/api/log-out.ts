import { callApi } from './client';
import { clearUserSession, readUserToken } from './session-store';

/**
 * Step 6: log-out. The server ends the token (every session of the account), then every
 * per-user value is cleared and the page starts again at the brand's home, so nothing
 * per-user survives in memory. No save call exists yet to run first for an incomplete
 * enrolment: every step saves when it is submitted.
 */
export async function logOut(homeHref: string): Promise<void> {
  if (readUserToken()) {
    await callApi('/api/logout', { auth: 'user', method: 'POST' }).catch(() => undefined);
  }
  clearUserSession();
  location.assign(homeHref);
}
