import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createTestApp, type TestApp, type TestMover } from '../../test-support/test-app';

/**
 * Issue 8, item 1: password guessing against one account. Every try is counted in the database
 * before the password is compared, so guesses from many IPs (and concurrent ones) share one count.
 */

const INCORRECT = "Incorrect password - please try again, or click 'forgotten password' below";
const pausedFor = (wait: string) =>
  `Too many attempts to log in with this email address. Please try again in ${wait}, or click 'forgotten password' below.`;
const WRONG = 'Not-the-password-1';

describe('password guessing against one account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Each IP may make 30 mover log-ins a minute: the probe's 25 per IP stay under it.
    t = await createTestApp({ config: { tokenRateLimitPerMinute: 30 } });
  });
  afterAll(async () => {
    await t.close();
  });

  let ipCounter = 0;
  // A new IP for every try unless one is given: the per-IP limit is not what these tests are about.
  const logIn = (
    username: string,
    password: string,
    ip = `10.20.${Math.floor((ipCounter += 1) / 250) % 250}.${ipCounter % 250}`,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'password', username, password },
      remoteAddress: ip,
    });
  const pauseMessagesTo = (email: string) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, email.toLowerCase()),
          eq(outboxMessages.template, 'logInPaused'),
        ),
      );

  /** Wrong passwords until one is answered 429; answers what the tries saw. */
  async function guessUntilPaused(mover: TestMover, ip?: string) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await logIn(mover.email, WRONG, ip);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) return { statuses, paused: response };
    }
    throw new Error('never paused');
  }

  it('8 IPs × 25 wrong passwords, then the right one: no token, one e-mail to the owner; the right password works once the pause ends', async () => {
    const mover = await t.createMover();
    const answers: { status: number; message: string; retryAfter: number }[] = [];
    for (let round = 0; round < 25; round += 1) {
      for (let ip = 1; ip <= 8; ip += 1) {
        t.clock.advance(2_000); // 200 guesses in under 7 minutes
        const response = await logIn(mover.email, WRONG, `10.30.0.${ip}`);
        answers.push({
          status: response.statusCode,
          message: response.json().message,
          retryAfter: Number(response.headers['retry-after'] ?? 0),
        });
      }
    }
    const checked = answers.filter((answer) => answer.status === 400);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(checked.length).toBe(10);
    expect(checked.every((answer) => answer.message === INCORRECT)).toBe(true);
    expect(refused.length).toBe(190);
    expect(refused.every((answer) => answer.retryAfter > 0)).toBe(true);
    expect(refused.at(-1)?.message).toMatch(
      /^Too many attempts to log in with this email address\. Please try again in \d+ minutes?, or click 'forgotten password' below\.$/,
    );

    const right = await logIn(mover.email, mover.password, '10.30.0.9');
    expect(right.statusCode).toBe(429);
    expect(right.json().access_token).toBeUndefined();
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const messages = await pauseMessagesTo(mover.email);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe('Someone is trying to log in to your Threshold account');

    t.clock.advance(retryAfter * 1000);
    const afterPause = await logIn(mover.email, mover.password, '10.30.0.9');
    expect(afterPause.statusCode).toBe(200);
    expect(afterPause.json().kind).toBe('user');
    expect(await pauseMessagesTo(mover.email)).toHaveLength(1);
  });

  const thirtyAtOnce = async (username: string) => {
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => logIn(username, `${WRONG}${index}`)),
    );
    return guesses.map((response) => response.statusCode);
  };

  it('30 concurrent wrong guesses, then the right password: refused, and at most 5 of the guesses were checked', async () => {
    const mover = await t.createMover();
    const statuses = await thirtyAtOnce(mover.email);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 400).every((status) => status === 429)).toBe(
      true,
    );
    const right = await logIn(mover.email, mover.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: pausedFor('1 second'), code: 'TOO_MANY_REQUESTS' });
    expect(right.headers['retry-after']).toBe('1');
  });

  it('30 concurrent guesses for an e-mail no account has: the same count, at most 5 answered as a wrong password', async () => {
    const statuses = await thirtyAtOnce(`nobody-concurrent-${Date.now()}@example.com`);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 400).every((status) => status === 429)).toBe(
      true,
    );
  });

  it('an attacker who waits out every pause gets fewer than 20 guesses an hour, and the owner still gets in after the last pause', async () => {
    const mover = await t.createMover();
    const start = t.clock.now().getTime();
    let checked = 0;
    for (
      let attempt = 0;
      attempt < 200 && t.clock.now().getTime() - start < 60 * 60 * 1000;
      attempt += 1
    ) {
      const response = await logIn(mover.email, WRONG);
      if (response.statusCode === 400) checked += 1;
      else t.clock.advance(Number(response.headers['retry-after']) * 1000);
    }
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(checked).toBeLessThan(20);
    expect(await pauseMessagesTo(mover.email)).toHaveLength(1);

    t.clock.advance(15 * 60 * 1000);
    expect((await logIn(mover.email, mover.password)).statusCode).toBe(200);
  });

  it('grows the wait from the fifth wrong password: 1, 2, 4, 8, 16 seconds, then 15 minutes', async () => {
    const mover = await t.createMover();
    const waits: string[] = [];
    for (let pause = 0; pause < 6; pause += 1) {
      const { paused } = await guessUntilPaused(mover);
      waits.push(paused.headers['retry-after'] as string);
      t.clock.advance(Number(paused.headers['retry-after']) * 1000);
    }
    expect(waits).toEqual(['1', '2', '4', '8', '16', '900']);
  });

  it('the right password starts the count again', async () => {
    const mover = await t.createMover();
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await logIn(mover.email, WRONG)).statusCode).toBe(400);
    expect((await logIn(mover.email, mover.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await logIn(mover.email, WRONG)).statusCode).toBe(400);
    expect((await logIn(mover.email, mover.password)).statusCode).toBe(200);
  });

  it('the count starts again an hour after the last wrong password', async () => {
    const mover = await t.createMover();
    const { statuses } = await guessUntilPaused(mover);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    t.clock.advance(60 * 60 * 1000);
    const again = await guessUntilPaused(mover);
    expect(again.statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('an unknown e-mail gets the same answers and waits as a registered one (no account enumeration)', async () => {
    const mover = await t.createMover();
    const run = async (username: string) => {
      const seen: string[] = [];
      for (let attempt = 0; attempt < 16; attempt += 1) {
        const response = await logIn(username, WRONG);
        seen.push(
          `${response.statusCode} ${response.headers['retry-after'] ?? '-'} ${response.body}`,
        );
        if (response.statusCode === 429)
          t.clock.advance(Number(response.headers['retry-after']) * 1000);
      }
      return seen;
    };
    const known = await run(mover.email);
    const unknown = await run(`nobody-${mover.accountId}@example.com`);
    expect(known.filter((line) => line.startsWith('429')).length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
  });

  it("the e-mail says when log-in opens again and links to the brand's password reset", async () => {
    const mover = await t.createMover();
    t.clock.set('2026-03-02T14:00:00Z');
    for (let pause = 0; pause < 6; pause += 1) {
      const { paused } = await guessUntilPaused(mover);
      if (pause < 5) t.clock.advance(Number(paused.headers['retry-after']) * 1000);
    }
    // Ten wrong passwords by 14:00:31; log-in opens again at 14:15:31.
    const [message] = await pauseMessagesTo(mover.email);
    expect(message?.channel).toBe('email');
    expect(message?.textBody).toContain('2:16pm on Monday 2 March 2026 (UK time)');
    expect(message?.textBody).toContain(
      'Reset my password: http://localhost:3000/default/password-reset-request',
    );
    expect(message?.htmlBody).toContain(
      'href="http://localhost:3000/default/password-reset-request"',
    );
    expect(message?.meta.links[0]).toBe('http://localhost:3000/default/password-reset-request');
  });
});
