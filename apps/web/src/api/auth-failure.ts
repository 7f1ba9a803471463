import { isTelephonyHost } from '@threshold/domain/telephony/host';
import { ApiError } from './client';

/** What a refused call means for the session (spec section 8, handled once in the query cache). */
export type AuthFailureAction = 'reload' | 'log-out' | 'admin-portal' | null;

/** The telephony sign-in's own refusals (a wrong or used token or code), not the app token's. */
const AGENT_SIGN_IN_CODES = new Set([
  'AGENT_TOKEN_INVALID',
  'AGENT_CODE_INVALID',
  'AGENT_INACTIVE',
]);

/**
 * Spec section 8: a mover's refused token logs out; in telephony mode the agent's (every 'user'
 * call there carries it, the agent's own calls too) goes to the admin portal instead.
 */
export function chooseAuthFailureAction(
  error: unknown,
  isTelephony = isTelephonyHost(location.hostname),
): AuthFailureAction {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return null;
  if (error.auth === 'user') return isTelephony ? 'admin-portal' : 'log-out';
  if (error.auth === 'app' && error.status === 401) {
    return AGENT_SIGN_IN_CODES.has(error.body?.code ?? '') ? null : 'reload';
  }
  return null;
}
