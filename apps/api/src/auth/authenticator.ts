import type { Clock } from '@threshold/domain/dates/clock';
import { AppError } from '../http/app-error';
import { INVALID_TOKEN_MESSAGE, SESSION_EXPIRED_MESSAGE, type AccessClaims, type AccessTokens } from './access-tokens';
import type { TokenRevocationRepo } from './token-revocation.repo';

/**
 * How long a "still valid" answer from the database is trusted in this process. A log-out on this
 * replica takes effect at once; on other replicas within this time.
 */
export const REVOCATION_CHECK_CACHE_MS = 5_000;
const MAX_CACHED_ENTRIES = 10_000;

export type Authenticator = {
  /** Verifies the token and that it has not been revoked; throws a 401 AppError otherwise. */
  authenticate(token: string): Promise<AccessClaims>;
  /** Log-out: users' token version is bumped (all their tokens end); other tokens are deny-listed. */
  revoke(claims: AccessClaims): Promise<void>;
};

function cacheKey(claims: AccessClaims): string {
  return claims.kind === 'user' ? `user:${claims.subject}:${claims.tokenVersion}` : `jti:${claims.tokenId}`;
}

export function createAuthenticator(deps: {
  accessTokens: AccessTokens;
  revocationRepo: TokenRevocationRepo;
  clock: Clock;
}): Authenticator {
  const { accessTokens, revocationRepo, clock } = deps;
  const validUntil = new Map<string, number>();

  async function isRevoked(claims: AccessClaims): Promise<boolean> {
    if (claims.kind === 'user') {
      const current = await revocationRepo.findTokenVersion(claims.subject);
      return current === undefined || current !== claims.tokenVersion;
    }
    return revocationRepo.isTokenIdRevoked(claims.tokenId);
  }

  return {
    async authenticate(token) {
      const claims = await accessTokens.verify(token);
      const key = cacheKey(claims);
      const now = clock.now().getTime();
      const cachedUntil = validUntil.get(key);
      if (cachedUntil !== undefined && cachedUntil > now) return claims;
      if (await isRevoked(claims)) {
        validUntil.delete(key);
        throw new AppError('TOKEN_REVOKED', claims.kind === 'user' ? SESSION_EXPIRED_MESSAGE : INVALID_TOKEN_MESSAGE, {
          status: 401,
        });
      }
      if (validUntil.size >= MAX_CACHED_ENTRIES) validUntil.clear();
      validUntil.set(key, now + REVOCATION_CHECK_CACHE_MS);
      return claims;
    },

    async revoke(claims) {
      validUntil.delete(cacheKey(claims));
      if (claims.kind === 'user' && claims.tokenVersion !== null) {
        await revocationRepo.bumpTokenVersion(claims.subject, claims.tokenVersion, clock.now());
      } else {
        await revocationRepo.revokeTokenId(claims.tokenId, claims.expiresAt, clock.now());
      }
    },
  };
}
