import { isTelephonyHost } from '@threshold/domain/telephony/host';
import { readBrandPrefix } from '../brand/brand-prefix';
import { isLoggedIn, readUserToken } from '../api/session-store';

/**
 * A journey page cannot show before its guard has read the enrolment, and the guard runs only
 * once the router, the enrolment route's chunk and the page's chunk have loaded and run. So when
 * the page opened is a journey page and the mover is logged in, the entry asks for the enrolment
 * as it starts (GET /api/enrolment-auth, the guard's own call with the same token), and the
 * guard's first read takes that answer instead of asking again. Agent mode asks as before (its
 * token and its checks live with the agent's session).
 */

/** How long an early answer may stand for the guard's first read (the guard's own staleness). */
const EARLY_READ_MS = 5_000;

type EarlyRead = { token: string; startedAt: number; response: Promise<Response> };
let early: EarlyRead | null = null;

/** Starts the read when the address is a brand's journey page and a mover is logged in. */
export function startEarlyEnrolmentRead(): void {
  if (isTelephonyHost(location.hostname) || !isLoggedIn()) return;
  const place = readBrandPrefix(location.pathname);
  if (place.kind !== 'brand') return;
  const inside = location.pathname.slice(place.prefix.basename.length);
  const token = readUserToken();
  if (!token || !/^\/enrolment(\/|$)/.test(inside)) return;
  const response = fetch('/api/enrolment-auth', { headers: { authorization: `Bearer ${token}` } });
  // A failure is the taker's to report; an answer nobody takes is simply dropped.
  response.catch(() => undefined);
  early = { token, startedAt: Date.now(), response };
}

/**
 * The early answer, once: only for the first read after it started, made with the same token
 * within EARLY_READ_MS; otherwise null, and the caller asks afresh.
 */
export function takeEarlyEnrolmentRead(token: string | null): Promise<Response> | null {
  const taken = early;
  early = null;
  if (!taken || taken.token !== token || Date.now() - taken.startedAt > EARLY_READ_MS) return null;
  return taken.response;
}
