import { FORGOTTEN_PASSWORD_SENT_MESSAGE } from '@threshold/domain/messages/access';
import { EMAIL_MESSAGES, PASSWORD_MESSAGE } from '@threshold/domain/schemas/fields';
import { RETURN_URL_MESSAGE } from '@threshold/domain/schemas/password-reset';
import {
  PASSWORD_CHANGED_MESSAGE,
  RESET_EMAIL_MISMATCH_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from '@threshold/domain/schemas/password-reset-response';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { statementsOf } from '../../test-support/sql-statements';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, createLead } from '../enrolment/access-fixtures';

const NEW_PASSWORD = 'Brand-new-pass-9';
let ipCounter = 0;

async function waitForMessages(t: TestApp, email: string, atLeast: number, template?: string) {
  for (let attempt = 0; ; attempt += 1) {
    const rows = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email.toLowerCase()))
      .orderBy(desc(outboxMessages.createdAt));
    const matching = template ? rows.filter((row) => row.template === template) : rows;
    if (matching.length >= atLeast || attempt >= 200) return matching;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('password reset', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      logger: createLogger('trace', { write: (line: string) => logLines.push(line) }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
    return t.app.inject({
      method,
      url,
      headers: bearer(await t.appToken()),
      payload,
      remoteAddress: `10.1.0.${(ipCounter += 1) % 250}`,
    });
  }
  /** The newest first; waits up to two seconds for `atLeast` of them (a reset e-mail is written just after the answer). */
  async function messagesTo(email: string, atLeast = 0) {
    return waitForMessages(t, email, atLeast);
  }
  async function requestLink(email: string): Promise<string> {
    const sent = (await messagesTo(email)).length;
    await call('POST', '/api/password-reset-request', {
      emailAddress: email,
      returnUrl: '/default/password-reset',
    });
    const [message] = await messagesTo(email, sent + 1);
    const link = message?.meta.links.find((href) => href.includes('/password-reset/'));
    if (!link) throw new Error('no reset link sent');
    return link.split('/').pop() ?? '';
  }

  it('answers a known and an unknown address identically; only the known one gets a passwordReset e-mail', async () => {
    const lead = await createLead(t, { withAccount: true });
    const known = await call('POST', '/api/password-reset-request', {
      emailAddress: lead.email,
      returnUrl: '/default/password-reset',
    });
    const unknown = await call('POST', '/api/password-reset-request', {
      emailAddress: 'nobody-here@example.com',
      returnUrl: '/default/password-reset',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    const [message] = await messagesTo(lead.email, 1);
    expect(message).toMatchObject({
      template: 'passwordReset',
      channel: 'email',
      enrolmentId: lead.enrolmentId,
    });
    expect(
      message?.meta.links.some((href) =>
        href.startsWith('http://localhost:3000/default/password-reset/'),
      ),
    ).toBe(true);
    expect(await messagesTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('checks a link: valid, then 404 with a clear message once used', async () => {
    const lead = await createLead(t, { withAccount: true });
    const token = await requestLink(lead.email);
    const check = await call('GET', `/api/password-reset-request/${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ isValid: true });

    const reset = await call('POST', `/api/account/reset-password/${token}`, {
      emailAddress: lead.email,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE });

    const again = await call('POST', `/api/account/reset-password/${token}`, {
      emailAddress: lead.email,
      password: 'Another-pass-7',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await call('GET', `/api/password-reset-request/${token}`)).statusCode).toBe(404);
    expect(
      (await t.userToken({ email: lead.email, password: NEW_PASSWORD })).length,
    ).toBeGreaterThan(20);
  });

  it('a link expires after one hour', async () => {
    const lead = await createLead(t, { withAccount: true });
    const token = await requestLink(lead.email);
    t.clock.advance(60 * 60 * 1000 + 1000);
    const reset = await call('POST', `/api/account/reset-password/${token}`, {
      emailAddress: lead.email,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(404);
  });

  it('a new link replaces the previous one', async () => {
    const lead = await createLead(t, { withAccount: true });
    const first = await requestLink(lead.email);
    await requestLink(lead.email);
    expect((await call('GET', `/api/password-reset-request/${first}`)).statusCode).toBe(404);
  });

  it('resetting ends every other session of the account', async () => {
    const lead = await createLead(t, { withAccount: true });
    const session = await t.userToken(lead);
    const token = await requestLink(lead.email);
    await call('POST', `/api/account/reset-password/${token}`, {
      emailAddress: lead.email,
      password: NEW_PASSWORD,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(session),
    });
    expect(me.statusCode).toBe(401);
  });

  it('a token used just before a reset is refused straight after it, without waiting', async () => {
    const lead = await createLead(t, { withAccount: true });
    const session = await t.userToken(lead);
    const me = () => t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(session) });
    expect((await me()).statusCode).toBe(200);
    const token = await requestLink(lead.email);
    const reset = await call('POST', `/api/account/reset-password/${token}`, {
      emailAddress: lead.email,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has expired. Please log in again.');
  });

  it('a password reset lifts a log-in pause at once', async () => {
    const lead = await createLead(t, { withAccount: true });
    const logIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        payload: { grant_type: 'password', username: lead.email, password },
        remoteAddress: `10.2.0.${(ipCounter += 1) % 250}`,
      });
    let wait = '';
    for (let attempt = 0; attempt < 30 && wait !== '900'; attempt += 1) {
      const response = await logIn('Wrong-password-1');
      if (response.statusCode === 429) {
        wait = String(response.headers['retry-after']);
        if (wait !== '900') t.clock.advance(Number(wait) * 1000);
      }
    }
    expect(wait).toBe('900');
    expect((await logIn(lead.password)).statusCode).toBe(429);

    const token = await requestLink(lead.email);
    const reset = await call('POST', `/api/account/reset-password/${token}`, {
      emailAddress: lead.email,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    const afterReset = await logIn(NEW_PASSWORD);
    expect(afterReset.statusCode).toBe(200);
    expect(afterReset.json().kind).toBe('user');
  });

  it('runs the same SQL statements before answering for a registered and an unknown address (the link is written after the answer)', async () => {
    const token = await t.appToken();
    const ask = (emailAddress: string) =>
      statementsOf(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/password-reset-request',
          headers: bearer(token),
          payload: { emailAddress, returnUrl: '/default/password-reset' },
          remoteAddress: `10.4.0.${(ipCounter += 1) % 250}`,
        }),
      );
    // Waits until every link written after an earlier answer is in: the statements of a later
    // request are then its own. (A link is written after the answers that came before it.)
    const settleWithKnownAddress = async () => {
      const lead = await createLead(t, { withAccount: true });
      await ask(lead.email);
      await messagesTo(lead.email, 1);
    };
    await settleWithKnownAddress(); // the app token's revocation check is cached from here on
    for (let round = 0; round < 3; round += 1) {
      const lead = await createLead(t, { withAccount: true });
      const known = await ask(lead.email);
      expect(await messagesTo(lead.email, 1)).toHaveLength(1);
      const unknown = await ask(`nobody-${round}-${lead.enrolmentId}@example.com`);
      await settleWithKnownAddress();
      expect(known.length).toBeGreaterThan(0);
      expect(
        known.every((statement) => statement.startsWith('insert into "rate_limit_counters"')),
      ).toBe(true);
      expect(unknown).toEqual(known);
    }
  });

  it('refuses another e-mail address and keeps the link usable', async () => {
    const lead = await createLead(t, { withAccount: true });
    const token = await requestLink(lead.email);
    const wrong = await call('POST', `/api/account/reset-password/${token}`, {
      emailAddress: 'someone.else@example.com',
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.emailAddress).toBe(RESET_EMAIL_MISMATCH_MESSAGE);
    expect((await call('GET', `/api/password-reset-request/${token}`)).statusCode).toBe(200);
  });

  it.each([
    [{ emailAddress: '', password: NEW_PASSWORD }, 'emailAddress', EMAIL_MESSAGES.required],
    [{ emailAddress: 'a@example.com', password: 'short' }, 'password', PASSWORD_MESSAGE],
    [{ emailAddress: 'a@example.com', password: 'alllowercase1!' }, 'password', PASSWORD_MESSAGE],
  ])('validates the reset form %#', async (payload, field, message) => {
    const response = await call('POST', '/api/account/reset-password/some-token', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('validates the request: e-mail required, return URL must be a path on this site', async () => {
    const noEmail = await call('POST', '/api/password-reset-request', {
      emailAddress: '',
      returnUrl: '/default/password-reset',
    });
    expect(noEmail.json().errors.emailAddress).toBe(EMAIL_MESSAGES.required);
    const elsewhere = await call('POST', '/api/password-reset-request', {
      emailAddress: 'a@example.com',
      returnUrl: 'https://evil.example/reset',
    });
    expect(elsewhere.json().errors.returnUrl).toBe(RETURN_URL_MESSAGE);
  });

  it(`forgotten password sends a 'forgottenPassword' e-mail and says "${FORGOTTEN_PASSWORD_SENT_MESSAGE}"`, async () => {
    const lead = await createLead(t, { withAccount: true });
    const response = await call('POST', '/api/commclick/forgottenpassword', {
      emailAddress: lead.email,
      returnUrl: '/default/password-reset',
    });
    expect(response.json()).toEqual({ message: FORGOTTEN_PASSWORD_SENT_MESSAGE });
    const [message] = await messagesTo(lead.email, 1);
    expect(message?.template).toBe('forgottenPassword');
    const unknown = await call('POST', '/api/commclick/forgottenpassword', {
      emailAddress: 'ghost@example.com',
      returnUrl: '/default/password-reset',
    });
    expect(unknown.body).toBe(response.body);
  });

  it('answers 429 with Retry-After after 10 reset e-mails a minute from one address', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/password-reset-request',
        payload: { emailAddress: 'x@example.com', returnUrl: '/default/password-reset' },
        remoteAddress: '10.8.8.8',
      });
    const token = await t.appToken();
    const results: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset-request',
        headers: bearer(token),
        payload: { emailAddress: 'x@example.com', returnUrl: '/default/password-reset' },
        remoteAddress: '10.8.8.8',
      });
      results.push(response.statusCode);
      if (response.statusCode === 429)
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(results.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(results[10]).toBe(429);
    expect((await send()).statusCode).toBe(401);
  });

  it('never logs a password or a reset token', async () => {
    const lead = await createLead(t, { withAccount: true });
    const token = await requestLink(lead.email);
    await call('POST', `/api/account/reset-password/${token}`, {
      emailAddress: lead.email,
      password: 'Secret-Logged-7',
    });
    const lines = logLines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines).not.toContain('Secret-Logged-7');
    expect(lines).not.toContain(token);
    expect(lines).not.toContain(lead.email);
  });
});

describe('reset e-mails to one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('36 requests from 3 IPs send at most 3 reset e-mails an hour; every answer is the one an unknown address gets', async () => {
    const lead = await createLead(t, { withAccount: true });
    const token = await t.appToken();
    const send = (
      emailAddress: string,
      remoteAddress: string,
      url = '/api/password-reset-request',
    ) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: bearer(token),
        payload: { emailAddress, returnUrl: '/default/password-reset' },
        remoteAddress,
      });
    const answers = [];
    for (let request = 0; request < 36; request += 1)
      answers.push(await send(lead.email, `10.7.0.${(request % 3) + 1}`));
    // Each IP may ask ten times a minute: 30 answers, 6 refusals by the per-IP limit.
    const answered = answers.filter((answer) => answer.statusCode === 200);
    expect(answered).toHaveLength(30);
    const unknown = await send('ghost-of-nobody@example.com', '10.7.0.9');
    expect(unknown.statusCode).toBe(200);
    expect(JSON.parse(unknown.body)).toEqual({
      message:
        "If an account uses that email address, we've sent it a link to reset the password. Please check your email inbox for reset instructions",
    });
    expect(answered.every((answer) => answer.body === unknown.body)).toBe(true);

    // The forgotten-password call shares the cap; its answer is the unknown address's too.
    const forgotten = await send(lead.email, '10.7.0.10', '/api/commclick/forgottenpassword');
    const forgottenUnknown = await send(
      'ghost-of-nobody@example.com',
      '10.7.0.11',
      '/api/commclick/forgottenpassword',
    );
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.body).toBe(forgottenUnknown.body);

    // An hour later the address may have a link again.
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await send(lead.email, '10.7.0.12')).statusCode).toBe(200);

    await t.app.close(); // lets every e-mail still being written finish
    const messages = await waitForMessages(t, lead.email, 0);
    expect(messages.filter((message) => message.template === 'passwordReset')).toHaveLength(4);
    expect(messages.filter((message) => message.template === 'forgottenPassword')).toHaveLength(0);
    expect(await waitForMessages(t, 'ghost-of-nobody@example.com', 0)).toHaveLength(0);
  });
});
