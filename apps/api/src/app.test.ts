import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERROR_MESSAGE } from '@threshold/domain/schemas/api-error';
import { createLogger } from './http/logger';
import { createTestApp, type TestApp } from './test-support/test-app';

function captureLogs() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join('') };
}

describe('errors, logs and documentation', () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp({ logger: logs.logger });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-call' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('answers any other unknown path with a JSON 404 when no portal is built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/default/cookie-policy' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/gbg-status-check',
      headers: { 'content-type': 'application/json' },
      payload: '{"status":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('gives JSON answers the API security headers and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gbg-status-check' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets no cache keep a JSON answer, a refusal or a not-found as much as a success', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/gbg-status-check' }),
      t.app.inject({ method: 'GET', url: '/api/branding/default' }),
      t.app.inject({ method: 'POST', url: '/api/quotes', payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 401, 404]);
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual([
      'no-store',
      'no-store',
      'no-store',
      'no-store',
    ]);
  });

  it('gives pages (the API docs) the page policy: own scripts, inline styles, images from here and data:', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/oauth/token',
        '/api/logout',
        '/api/branding/{brand}',
        '/api/branding/{brand}/{branch}',
        '/api/content',
        '/api/cookie-details',
        '/api/review/rating',
        '/api/gbg-status-check',
        '/api/healthcheck',
      ]),
    );
  });

  it('keeps e-mails, passwords and tokens out of the logs', async () => {
    const mover = await t.createMover({
      email: 'private.person@example.com',
      password: 'Secret-pass-9',
    });
    const token = await t.userToken(mover);
    await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/content?brand=default&email=private.person%40example.com',
    });
    const text = logs.text();
    expect(text).toContain('request completed');
    expect(text).not.toContain('private.person');
    expect(text).not.toContain('Secret-pass-9');
    expect(text).not.toContain(token);
  });

  it('answers 500 with the fixed sentence when the database fails, logging the cause with the request id only', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/review/rating' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: SERVER_ERROR_MESSAGE, code: 'SERVER_ERROR' });
    expect(response.body).not.toMatch(/closed|pglite|pool|select|stack/i);
    const requestId = String(response.headers['x-request-id']);
    const errorLine = logs
      .text()
      .split('\n')
      .find((line) => line.includes('"unhandled error"') && line.includes(requestId));
    expect(errorLine).toBeDefined();
    expect(errorLine).toContain('"err"');
  });
});

describe('serving the built portal', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'threshold-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    mkdirSync(join(webDist, 'brand-assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><title>Threshold</title><div id="root"></div>',
    );
    writeFileSync(join(webDist, 'assets', 'index-3f9a1c2b.js'), 'console.log("portal")');
    writeFileSync(
      join(webDist, 'brand-assets', 'default.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/default/',
    '/default/cookie-policy',
    '/harbour-lettings/101/pending/personal-details?utm=x',
  ])('answers the page %s with index.html, never cached', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets cached for a year, and other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await t.app.inject({ method: 'GET', url: '/brand-assets/default.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer a missing asset, an /api or a /dev path with the page', async () => {
    for (const url of ['/assets/missing-0000.js', '/api/missing', '/dev/missing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
    }
  });
});
