import { LOGIN_LINK_INVALID_MESSAGE } from '@threshold/domain/schemas/login-token';
import { tokenResponseSchema } from '@threshold/domain/schemas/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logger';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, createLead } from './access-fixtures';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('auto log-in: POST /api/oauth/token grant_type=login_token', () => {
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

  const grant = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: FORM,
      payload: new URLSearchParams({ grant_type: 'login_token', token }).toString(),
    });

  it('logs the mover in once with the link: a user token for their enrolment', async () => {
    const lead = await createLead(t, { withAccount: true });
    const token = await lead.linkToken('login');
    const response = await grant(token);
    expect(response.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(response.json());
    expect(body).toMatchObject({ kind: 'user', enrolmentId: lead.enrolmentId });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/enrolment-auth',
          headers: bearer(body.access_token),
        })
      ).statusCode,
    ).toBe(200);

    const again = await grant(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_GRANT',
      message: LOGIN_LINK_INVALID_MESSAGE,
    });
  });

  it('a lead without a log-in gets an anonymous token for its enrolment', async () => {
    const lead = await createLead(t);
    const body = (await grant(await lead.linkToken('login'))).json();
    expect(body).toMatchObject({ kind: 'anonymous', enrolmentId: lead.enrolmentId });
  });

  it('refuses an expired link, another purpose and a forgotten enrolment', async () => {
    const lead = await createLead(t, { withAccount: true });
    const expiring = await lead.linkToken('login');
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await grant(expiring)).statusCode).toBe(400);
    expect((await grant(await lead.linkToken('saveAndContinue'))).statusCode).toBe(400);
    const forgotten = await createLead(t, { forgotten: true });
    expect((await grant(await forgotten.linkToken('login'))).statusCode).toBe(400);
  });

  it('the password grant keeps its own validation messages, and passwords are never logged', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: FORM,
      payload: new URLSearchParams({
        grant_type: 'password',
        username: '',
        password: 'Never-Logged-55',
      }).toString(),
    });
    expect(response.json().errors.username).toBe('Please enter your email address');
    const mover = await t.createMover({ password: 'Never-Logged-66' });
    await t.userToken(mover);
    // The requests were logged (so the check below looks at something), without the passwords.
    expect(
      logLines.filter((line) => line.includes('/api/oauth/token')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(logLines.join('\n')).not.toMatch(/Never-Logged/);
  });
});
