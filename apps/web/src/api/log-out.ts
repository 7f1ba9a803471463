import { isTelephonyHost } from '@threshold/domain/telephony/host';
import { callApi } from './client';
import { clearUserSession, readUserToken } from './session-store';

/**
 * Step 6: log-out. The server ends the token (every session of the account), then every
 * per-user value is cleared and the page starts again at the brand's home, so nothing
 * per-user survives in memory. No save call exists yet to run first for an incomplete
 * enrolment: every step saves when it is submitted. In agent mode the same ends the agent's
 * token, and the agent goes to the admin portal (portal-access 6).
 */
export async function logOut(homeHref: string): Promise<void> {
  if (readUserToken()) {
    await callApi('/api/logout', { auth: 'user', method: 'POST' }).catch(() => undefined);
  }
  clearUserSession();
  if (isTelephonyHost(location.hostname)) {
    const { adminPortalHref } = await import('../telephony/admin-portal');
    location.assign(await adminPortalHref());
    return;
  }
  location.assign(homeHref);
}
