import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('GET /api/telephony/admin-portal: where an agent goes after log-out or a refused call', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  it('answers null without ADMIN_PORTAL_URL (the portal’s own /agent), with no token needed', async () => {
    const t = await createTestApp();
    apps.push(t);
    const answer = await t.app.inject({ method: 'GET', url: '/api/telephony/admin-portal' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ url: null });
  });

  it('answers the configured address', async () => {
    const t = await createTestApp({
      config: { adminPortalUrl: 'https://admin.example.com/portal' },
    });
    apps.push(t);
    const answer = await t.app.inject({ method: 'GET', url: '/api/telephony/admin-portal' });
    expect(answer.json()).toEqual({ url: 'https://admin.example.com/portal' });
  });

  it('ADMIN_PORTAL_URL is optional and must be an http(s) URL', () => {
    const base = { NODE_ENV: 'test', TOKEN_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).adminPortalUrl).toBeUndefined();
    expect(loadConfig({ ...base, ADMIN_PORTAL_URL: '' }).adminPortalUrl).toBeUndefined();
    expect(
      loadConfig({ ...base, ADMIN_PORTAL_URL: 'https://admin.example.com/' }).adminPortalUrl,
    ).toBe('https://admin.example.com/');
    expect(() => loadConfig({ ...base, ADMIN_PORTAL_URL: 'ftp://admin.example.com' })).toThrow(
      new ConfigError('Configuration error: ADMIN_PORTAL_URL: must be an http(s) URL'),
    );
  });
});
