import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const LIMIT = 20;

/** 40 requests from one socket, each naming another client in X-Forwarded-For. */
async function spoofedRequests(t: TestApp, remoteAddress: string) {
  const statuses: number[] = [];
  for (let i = 1; i <= 2 * LIMIT; i += 1) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/gbg-status-check',
      remoteAddress,
      headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('the client address behind a proxy (TRUST_PROXY lists the proxies)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: ['10.0.0.0/8'], rateLimitPerMinute: LIMIT } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes the address the trusted proxy saw, so a client cannot pick a new one for each request', async () => {
    const statuses = await spoofedRequests(t, '10.1.2.3');
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);
  });

  it('ignores X-Forwarded-For from a client that is not one of the proxies', async () => {
    const statuses = await spoofedRequests(t, '192.0.2.44');
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT);
  });

  it('tells the client how long to wait', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/gbg-status-check',
      remoteAddress: '192.0.2.44',
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toMatchObject({
      message: 'You have made too many requests. Please wait a moment and try again.',
    });
  });
});

describe('requests refused before their route runs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitPerMinute: LIMIT } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('count against the per-IP limit, so a flood of made-up tokens is slowed down like any other', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 5; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/enrolment-auth',
        remoteAddress: '192.0.2.77',
        headers: { authorization: `Bearer made-up-token-${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);
  });

  it('leave a route with limits of its own to those', async () => {
    // The health check has none: a load balancer polling it is never refused.
    for (let i = 0; i < LIMIT + 5; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/liveness',
        remoteAddress: '192.0.2.78',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
