import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { brands } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { connectSharedState } from './redis-shared-state';
import type { SharedState } from './shared-state';

/**
 * Two replicas of the API over one database, each with its own connection to Redis, as two
 * processes behind a load balancer are. `npm test` sets TEST_REDIS_URL where Redis answers (and
 * under CI, a Redis that does not answer is a failure, as a missing PostgreSQL is).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const silent = { warn: () => undefined, info: () => undefined };
const RATE_LIMIT = 4;

describe.runIf(redisUrl)('two replicas sharing Redis', () => {
  let first: TestApp;
  let second: App;
  const states: SharedState[] = [];
  // Each run its own client address, so runs side by side (PGlite and PostgreSQL) count apart.
  const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) states.push(await connectSharedState(redisUrl!, silent));
    first = await createTestApp({
      config: { rateLimitPerMinute: RATE_LIMIT },
      sharedState: states[0],
    });
    second = await buildApp({
      config: first.config,
      db: first.database,
      clock: first.clock,
      sharedState: states[1],
    });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const state of states) await state.close();
  });

  it('count one client against one limit, whichever replica it reaches', async () => {
    const authorization = `Bearer ${await first.appToken()}`;
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 1; i += 1) {
      const replica = i % 2 === 0 ? first.app : second;
      const response = await replica.inject({
        method: 'GET',
        url: '/api/branding/default',
        headers: { authorization },
        remoteAddress: clientAddress,
      });
      statuses.push(response.statusCode);
    }
    // Four answers between them, then the fifth request is refused: each replica alone saw fewer
    // than four, so only a shared count refuses it.
    expect(statuses.slice(0, RATE_LIMIT)).toEqual([200, 200, 200, 200]);
    expect(statuses[RATE_LIMIT]).toBe(429);
  });

  it('stop trusting a mover token on every replica as soon as the mover logs out on one', async () => {
    const mover = await first.createMover();
    const token = await first.userToken(mover);
    const session = (app: App) =>
      app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: `10.0.0.${randomInt(1, 255)}`,
      });
    // The second replica checks the token once, and then trusts it for a few seconds.
    expect((await session(second)).statusCode).toBe(200);

    const logOut = await first.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logOut.statusCode).toBe(204);

    // The message crosses Redis in well under a second; the token stays refused from then on.
    await expect
      .poll(async () => (await session(second)).statusCode, { timeout: 2_000, interval: 20 })
      .toBe(401);
  });
  it('drop a brand’s kept branding on every replica as soon as one announces its change', async () => {
    const authorization = `Bearer ${await first.appToken()}`;
    const accentOn = async (app: App) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/branding/northgate-lettings',
          headers: { authorization },
          remoteAddress: `10.0.1.${randomInt(1, 255)}`,
        })
      ).json().colours.accent as string;
    // The second replica keeps the brand's branding for 30 s once read.
    expect(await accentOn(second)).toBe('#e0b0ea');
    const [changed] = await first.database.db
      .update(brands)
      .set({ colourAccent: '#000000' })
      .where(eq(brands.urlRoute, 'northgate-lettings'))
      .returning({ id: brands.id });
    expect(await accentOn(second)).toBe('#e0b0ea');

    // What the partner console's change does after its transaction, on the first replica.
    states[0]?.changes.publish('brand-changed', String(changed?.id));
    await expect.poll(() => accentOn(second), { timeout: 2_000, interval: 20 }).toBe('#000000');
  });
});

describe('start-up with a Redis that does not answer', () => {
  it('stops with a line naming REDIS_URL', async () => {
    await expect(connectSharedState('redis://127.0.0.1:1', silent)).rejects.toThrow(
      /^REDIS_URL: Redis did not answer within 5 s/,
    );
  });
});
