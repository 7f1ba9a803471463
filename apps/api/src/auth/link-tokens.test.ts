import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokens as linkTokensTable } from '../db/schema';
import { createTestApp, type TestApp, type TestMover } from '../test-support/test-app';
import {
  createLinkTokens,
  LINK_TOKEN_PURPOSE,
  LINK_TOKEN_TTL_MS,
  type LinkTokens,
} from './link-tokens';
import { createLinkTokensRepo } from './link-tokens.repo';
import { createSecretHasher } from './secret-hash';

describe('link tokens', () => {
  let testApp: TestApp;
  let mover: TestMover;
  let tokens: LinkTokens;

  beforeAll(async () => {
    testApp = await createTestApp();
    mover = await testApp.createMover();
    tokens = createLinkTokens({
      repo: createLinkTokensRepo(),
      hasher: createSecretHasher(testApp.config.tokenSecret),
      clock: testApp.clock,
    });
  });
  afterAll(() => testApp.close());

  it('stores only a hash: the token in the link is not in the database', async () => {
    const token = await tokens.issue(
      testApp.database.db,
      mover.enrolmentId,
      LINK_TOKEN_PURPOSE.confirm,
    );
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const rows = await testApp.database.db.select().from(linkTokensTable);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => row.tokenHash.length > 0)).toBe(true);
  });

  it('works once and not twice', async () => {
    const db = testApp.database.db;
    const token = await tokens.issue(db, mover.enrolmentId, LINK_TOKEN_PURPOSE.passwordReset);
    expect((await tokens.consume(db, LINK_TOKEN_PURPOSE.passwordReset, token))?.enrolmentId).toBe(
      mover.enrolmentId,
    );
    expect(await tokens.consume(db, LINK_TOKEN_PURPOSE.passwordReset, token)).toBeNull();
  });

  it('is refused for another purpose, when unknown, and after it expires', async () => {
    const db = testApp.database.db;
    const token = await tokens.issue(db, mover.enrolmentId, LINK_TOKEN_PURPOSE.passwordReset);
    expect(await tokens.find(db, LINK_TOKEN_PURPOSE.login, token)).toBeNull();
    expect(await tokens.find(db, LINK_TOKEN_PURPOSE.passwordReset, 'not-a-token')).toBeNull();
    expect(await tokens.find(db, LINK_TOKEN_PURPOSE.passwordReset, token)).not.toBeNull();
    testApp.clock.advance(LINK_TOKEN_TTL_MS.passwordReset + 1);
    expect(await tokens.find(db, LINK_TOKEN_PURPOSE.passwordReset, token)).toBeNull();
  });

  it('revokes every open token of a purpose', async () => {
    const db = testApp.database.db;
    const first = await tokens.issue(db, mover.enrolmentId, LINK_TOKEN_PURPOSE.login);
    const second = await tokens.issue(db, mover.enrolmentId, LINK_TOKEN_PURPOSE.login);
    await tokens.revokeAll(db, mover.enrolmentId, LINK_TOKEN_PURPOSE.login);
    expect(await tokens.find(db, LINK_TOKEN_PURPOSE.login, first)).toBeNull();
    expect(await tokens.find(db, LINK_TOKEN_PURPOSE.login, second)).toBeNull();
  });
});
