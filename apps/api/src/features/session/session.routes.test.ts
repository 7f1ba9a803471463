import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_APP_PASSWORD, PORTAL_APP_USERNAME } from '@threshold/domain/schemas/token';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_TTL_SECONDS } from '../../auth/access-tokens';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { INCORRECT_PASSWORD_MESSAGE } from './session.service';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

function decodePayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('POST /api/oauth/token, guards and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const session = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const branding = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/branding/default',
      headers: { authorization: `Bearer ${token}` },
    });

  it('gives the portal app account an app token (form-encoded, as the spec sends it)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: FORM,
      payload: form({
        grant_type: 'password',
        username: PORTAL_APP_USERNAME,
        password: PORTAL_APP_PASSWORD,
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      kind: 'app',
      enrolmentId: null,
      expires_in: TOKEN_TTL_SECONDS.app,
    });
    const claims = decodePayload(body.access_token);
    expect(claims).toMatchObject({
      kind: 'app',
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      sub: PORTAL_APP_USERNAME,
    });
    expect(typeof claims.jti).toBe('string');
    expect(
      JSON.parse(Buffer.from(body.access_token.split('.')[0], 'base64url').toString()),
    ).toMatchObject({ alg: 'HS256' });
  });

  it('gives a mover a user token carrying their enrolment id and token version', async () => {
    const mover = await t.createMover({ email: 'Sam.Mover@Example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: FORM,
      payload: form({
        grant_type: 'password',
        username: 'sam.mover@example.com',
        password: mover.password,
      }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ kind: 'user', enrolmentId: mover.enrolmentId });
    expect(decodePayload(body.access_token)).toMatchObject({
      kind: 'user',
      sub: mover.accountId,
      eid: mover.enrolmentId,
      ver: 0,
    });

    const me = await session(body.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ kind: 'user', enrolmentId: mover.enrolmentId });
  });

  it(`refuses a wrong password with "${INCORRECT_PASSWORD_MESSAGE}"`, async () => {
    const mover = await t.createMover();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'password', username: mover.email, password: 'Not-the-password-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: INCORRECT_PASSWORD_MESSAGE,
      code: 'INCORRECT_PASSWORD',
      errors: { password: INCORRECT_PASSWORD_MESSAGE },
    });
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'password', username: 'nobody@example.com', password: 'Whatever-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INCORRECT_PASSWORD_MESSAGE);
  });

  it('refuses the app account with a wrong password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'password', username: PORTAL_APP_USERNAME, password: 'guess' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INCORRECT_PASSWORD_MESSAGE);
  });

  it('validates the grant with field messages: "Please enter your email address"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: FORM,
      payload: form({ grant_type: 'client_credentials', username: '  ', password: 'x' }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.username).toBe('Please enter your email address');
    expect(typeof body.errors.grant_type).toBe('string');
    expect(typeof body.message).toBe('string');
  });

  it('answers 401 when the token is missing', async () => {
    const response = await session();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  it('answers 403 for a valid token of the wrong kind (an app token on a mover call)', async () => {
    const response = await session(await t.appToken());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers 401 for an expired token, and a fresh one works', async () => {
    const token = await t.appToken();
    expect((await branding(token)).statusCode).toBe(200);
    t.clock.advance(TOKEN_TTL_SECONDS.app * 1000 + 1000);
    const expired = await branding(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect((await branding(await t.appToken())).statusCode).toBe(200);
  });

  it('answers 401 for a token whose signature was tampered with', async () => {
    const token = await t.appToken();
    const [header, payload, signature = ''] = token.split('.');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect((await branding(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
  });

  it('answers 401 for a token whose claims were changed (app → user)', async () => {
    const token = await t.appToken();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...decodePayload(token), kind: 'user', ver: 0 }),
    ).toString('base64url');
    expect((await session(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses alg "none" and any algorithm but HS256', async () => {
    const token = await t.appToken();
    const [, payload] = token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await branding(`${none}.${payload}.`)).statusCode).toBe(401);

    const key = new TextEncoder().encode(t.config.tokenSecret);
    const hs512 = await new SignJWT(decodePayload(token))
      .setProtectedHeader({ alg: 'HS512' })
      .sign(key);
    expect((await branding(hs512)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key, or for another audience', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const claims = { kind: 'app', eid: null };
    const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-0123456789');
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject('x')
      .setJti('j1')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(otherKey);
    expect((await branding(foreign)).statusCode).toBe(401);

    const ownKey = new TextEncoder().encode(t.config.tokenSecret);
    const otherAudience = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience('somebody-else')
      .setSubject('x')
      .setJti('j2')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(ownKey);
    expect((await branding(otherAudience)).statusCode).toBe(401);
  });

  it('logout revokes an app token: the next call answers 401', async () => {
    const token = await t.appToken();
    expect((await branding(token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await branding(token)).statusCode).toBe(401);
    expect((await branding(await t.appToken())).statusCode).toBe(200);
  });

  it("logout ends every one of a mover's tokens; logging in again works", async () => {
    const mover = await t.createMover();
    const first = await t.userToken(mover);
    const second = await t.userToken(mover);
    expect((await session(second)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await session(first)).statusCode).toBe(401);
    expect((await session(second)).statusCode).toBe(401);
    const again = await t.userToken(mover);
    expect(decodePayload(again)).toMatchObject({ ver: 1 });
    expect((await session(again)).statusCode).toBe(200);
  });

  it('logout without a token answers 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('token endpoint rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { tokenRateLimitPerMinute: 2 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with Retry-After after too many mover log-ins from one IP', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        payload: { grant_type: 'password', username: 'someone@example.com', password: 'Guess-123' },
      });
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // The public app account has its own, larger allowance.
    expect((await t.appToken()).length).toBeGreaterThan(20);
  });
});
