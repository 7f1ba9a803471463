import { AGENT_INACTIVE_MESSAGE } from '@threshold/domain/telephony/telephony';
import { AppError } from '../http/app-error';
import { INVALID_TOKEN_MESSAGE, SESSION_EXPIRED_MESSAGE, type AccessClaims } from './access-tokens';
import type { TokenState } from './token-revocation.repo';

/** The 401 for a verified token the database says may no longer be used (as the authenticator's). */
export function tokenRefusal(claims: AccessClaims, state: Exclude<TokenState, 'usable'>): AppError {
  if (state === 'agentInactive')
    return new AppError('AGENT_INACTIVE', AGENT_INACTIVE_MESSAGE, { status: 401 });
  return new AppError(
    'TOKEN_REVOKED',
    claims.kind === 'user' ? SESSION_EXPIRED_MESSAGE : INVALID_TOKEN_MESSAGE,
    { status: 401 },
  );
}
