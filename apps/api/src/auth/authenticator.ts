import type { Clock } from '@threshold/domain/dates/clock';
import { AppError } from '../http/app-error';
import {
  INVALID_TOKEN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type AccessClaims,
  type AccessTokens,
} from './access-tokens';
import { AGENT_INACTIVE_MESSAGE } from '@threshold/domain/telephony/telephony';
import type { TokenRevocationRepo } from './token-revocation.repo';
import { createInProcessChangeBus, type ChangeBus } from '../shared-state/change-bus';

/**
 * How long a "still valid" answer from the database is trusted in this process. A log-out or a
 * password reset on this replica takes effect at once; on other replicas within this time.
 */
export const REVOCATION_CHECK_CACHE_MS = 5_000;
const MAX_CACHED_ENTRIES = 10_000;

export type Authenticator = {
  /** Verifies the token and that it has not been revoked; throws a 401 AppError otherwise. */
  authenticate(token: string): Promise<AccessClaims>;
  /**
   * The claims at once when this process verified the token and trusts it unrevoked right now;
   * undefined otherwise (then `authenticate` decides). Most requests carry such a token.
   */
  trustedNow(token: string): AccessClaims | undefined;
  /** Log-out: users' and partner users' token version is bumped (all their tokens end); other tokens are deny-listed. */
  revoke(claims: AccessClaims): Promise<void>;
  /**
   * Forgets what this process trusted about an account's tokens, after something else ended them
   * (a password reset): the next request with any of them asks the database again.
   */
  forgetAccount(accountId: string): void;
  /** Forgets what this process trusted about an agent's tokens (the agent was deactivated). */
  forgetAgent(agentId: string): void;
  /** Forgets what this process trusted about a partner user's tokens (the user was removed). */
  forgetPartnerUser(partnerUserId: string): void;
};

/**
 * A mover's tokens are trusted per account (with the version they carry); an agent's by agent and
 * id (so deactivating the agent forgets them all); other tokens by id.
 */
type CacheEntry = { validUntil: number; tokenVersion: number | null };

function cacheKey(claims: AccessClaims): string {
  if (claims.kind === 'user') return `user:${claims.subject}`;
  if (claims.kind === 'partner') return `partner:${claims.subject}`;
  if (claims.kind === 'agent') return `agent:${claims.subject}:${claims.tokenId}`;
  return `jti:${claims.tokenId}`;
}

type TokenState = 'usable' | 'revoked' | 'agentInactive';

export function createAuthenticator(deps: {
  accessTokens: AccessTokens;
  revocationRepo: TokenRevocationRepo;
  clock: Clock;
  /** Where a forgotten token is announced, so every replica stops trusting it at once. */
  changes?: ChangeBus;
}): Authenticator {
  const { accessTokens, revocationRepo, clock } = deps;
  const changes = deps.changes ?? createInProcessChangeBus();
  const trusted = new Map<string, CacheEntry>();
  /**
   * Bumped whenever tokens are forgotten: an answer read from the database before a log-out or
   * reset finished may be stale, so it is used for that request but not kept.
   */
  let forgetEpoch = 0;

  async function stateOf(claims: AccessClaims): Promise<TokenState> {
    if (claims.kind === 'user') {
      const current = await revocationRepo.findTokenVersion(claims.subject);
      return current === undefined || current !== claims.tokenVersion ? 'revoked' : 'usable';
    }
    if (claims.kind === 'partner') {
      const current = await revocationRepo.findPartnerTokenVersion(claims.subject);
      return current === undefined || current !== claims.tokenVersion ? 'revoked' : 'usable';
    }
    // An agent's token ends with the agent's account: one statement asks both.
    if (claims.kind === 'agent')
      return revocationRepo.agentTokenState(claims.tokenId, claims.subject);
    return (await revocationRepo.isTokenIdRevoked(claims.tokenId)) ? 'revoked' : 'usable';
  }

  function refusal(claims: AccessClaims, state: TokenState): AppError {
    if (state === 'agentInactive')
      return new AppError('AGENT_INACTIVE', AGENT_INACTIVE_MESSAGE, { status: 401 });
    return new AppError(
      'TOKEN_REVOKED',
      claims.kind === 'user' ? SESSION_EXPIRED_MESSAGE : INVALID_TOKEN_MESSAGE,
      { status: 401 },
    );
  }

  /** A key ending in ':' (an agent's prefix) forgets every token under it. */
  function forgetHere(key: string): void {
    if (key.endsWith(':')) {
      for (const kept of [...trusted.keys()]) if (kept.startsWith(key)) trusted.delete(kept);
    } else {
      trusted.delete(key);
    }
    forgetEpoch += 1;
  }
  changes.subscribe('token-forgotten', forgetHere);

  /** Forgets the token here and, through the change bus, on every other replica. */
  function forget(key: string): void {
    changes.publish('token-forgotten', key);
  }

  function isTrusted(claims: AccessClaims): boolean {
    const cached = trusted.get(cacheKey(claims));
    return (
      cached !== undefined &&
      cached.tokenVersion === claims.tokenVersion &&
      cached.validUntil > clock.now().getTime()
    );
  }

  return {
    trustedNow(token) {
      const claims = accessTokens.verifiedBefore(token);
      return claims && isTrusted(claims) ? claims : undefined;
    },

    async authenticate(token) {
      const claims = await accessTokens.verify(token);
      const key = cacheKey(claims);
      if (isTrusted(claims)) return claims;
      const epoch = forgetEpoch;
      const state = await stateOf(claims);
      if (state !== 'usable') {
        if (trusted.get(key)?.tokenVersion === claims.tokenVersion) trusted.delete(key);
        throw refusal(claims, state);
      }
      if (epoch === forgetEpoch) {
        if (trusted.size >= MAX_CACHED_ENTRIES) trusted.clear();
        trusted.set(key, {
          validUntil: clock.now().getTime() + REVOCATION_CHECK_CACHE_MS,
          tokenVersion: claims.tokenVersion,
        });
      }
      return claims;
    },

    async revoke(claims) {
      const key = cacheKey(claims);
      forget(key);
      if (claims.kind === 'user' && claims.tokenVersion !== null) {
        await revocationRepo.bumpTokenVersion(claims.subject, claims.tokenVersion, clock.now());
      } else if (claims.kind === 'partner' && claims.tokenVersion !== null) {
        await revocationRepo.bumpPartnerTokenVersion(claims.subject, claims.tokenVersion);
      } else {
        await revocationRepo.revokeTokenId(claims.tokenId, claims.expiresAt, clock.now());
      }
      // Again once the database has it: a request that read the old state meanwhile kept nothing.
      forget(key);
    },

    forgetAccount(accountId) {
      forget(`user:${accountId}`);
    },

    forgetAgent(agentId) {
      forget(`agent:${agentId}:`);
    },

    forgetPartnerUser(partnerUserId) {
      forget(`partner:${partnerUserId}`);
    },
  };
}
