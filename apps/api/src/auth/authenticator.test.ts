import { describe, expect, it } from 'vitest';
import { createTestClock } from '../test-support/test-clock';
import type { AccessClaims, AccessTokens } from './access-tokens';
import { createAuthenticator } from './authenticator';
import type { TokenRevocationRepo } from './token-revocation.repo';

/** A mover's token of version 0, and a database whose token-version reads the test releases by hand. */
function setUp() {
  const clock = createTestClock();
  const claims: AccessClaims = {
    kind: 'user',
    subject: 'account-1',
    tokenId: 'jti-1',
    enrolmentId: 'enrolment-1',
    tokenVersion: 0,
    expiresAt: new Date(clock.now().getTime() + 60 * 60 * 1000),
  };
  const accessTokens: AccessTokens = {
    issue: () => Promise.reject(new Error('not used')),
    verify: () => Promise.resolve(claims),
    verifiedBefore: () => claims,
  };
  let tokenVersion = 0;
  const heldReads: (() => void)[] = [];
  let holdReads = false;
  const revocationRepo = {
    findTokenVersion: async () => {
      const seen = tokenVersion;
      if (holdReads) await new Promise<void>((resolve) => heldReads.push(resolve));
      return seen;
    },
    bumpTokenVersion: async () => {
      tokenVersion += 1;
    },
    isTokenIdRevoked: async () => false,
    revokeTokenId: async () => undefined,
  } as unknown as TokenRevocationRepo;
  const authenticator = createAuthenticator({ accessTokens, revocationRepo, clock });
  return {
    authenticator,
    claims,
    clock,
    bumpInDatabase: () => (tokenVersion += 1),
    holdReads: (hold: boolean) => (holdReads = hold),
    releaseReads: () => heldReads.splice(0).forEach((release) => release()),
  };
}

describe('authenticator: what this process trusts after a log-out or a password reset', () => {
  it('refuses a token at once after forgetAccount (a password reset), though it was trusted a moment before', async () => {
    const { authenticator, claims, bumpInDatabase } = setUp();
    await expect(authenticator.authenticate('token')).resolves.toEqual(claims);
    bumpInDatabase();
    await expect(authenticator.authenticate('token')).resolves.toEqual(claims); // trusted for up to 5 s...
    authenticator.forgetAccount(claims.subject);
    await expect(authenticator.authenticate('token')).rejects.toMatchObject({
      status: 401,
      code: 'TOKEN_REVOKED',
    });
  });

  it('does not keep a "valid" answer read before a log-out finished', async () => {
    const { authenticator, claims, holdReads, releaseReads } = setUp();
    holdReads(true);
    const inFlight = authenticator.authenticate('token'); // reads version 0, the answer held back
    await new Promise((resolve) => setImmediate(resolve));
    await authenticator.revoke(claims); // the log-out bumps the version to 1
    releaseReads();
    await expect(inFlight).resolves.toEqual(claims); // that request had started before the log-out
    holdReads(false);
    await expect(authenticator.authenticate('token')).rejects.toMatchObject({
      status: 401,
      code: 'TOKEN_REVOKED',
    });
  });

  it('trusts a token at once only while the database answer is kept: not first, not after 5 s, not after a log-out', async () => {
    const { authenticator, claims, clock } = setUp();
    expect(authenticator.trustedNow('token')).toBeUndefined();
    await authenticator.authenticate('token');
    expect(authenticator.trustedNow('token')).toEqual(claims);
    clock.advance(5_000);
    expect(authenticator.trustedNow('token')).toBeUndefined();
    await authenticator.authenticate('token');
    expect(authenticator.trustedNow('token')).toEqual(claims);
    await authenticator.revoke(claims);
    expect(authenticator.trustedNow('token')).toBeUndefined();
  });
});
