import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/client';
import {
  createTestApp,
  TEST_OPERATOR_KEY,
  testConfig,
  type TestApp,
} from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';

/** A local port nothing listens on: a PostgreSQL server that has stopped. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

describe('service status: GET and PUT /api/gbg-status-check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const getStatus = () => t.app.inject({ method: 'GET', url: '/api/gbg-status-check' });
  const putStatus = (status: string, key?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/gbg-status-check',
      headers: key ? { 'x-operator-key': key } : {},
      payload: { status },
    });

  it('starts Up, anonymously readable and never cached', async () => {
    const response = await getStatus();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'Up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lets an operator set Degraded and Down, and back to Up', async () => {
    for (const status of ['Degraded', 'Down', 'Up']) {
      const put = await putStatus(status, TEST_OPERATOR_KEY);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ status });
      expect((await getStatus()).json()).toEqual({ status });
    }
  });

  it('refuses a change without the operator key (401) or with a wrong one (403)', async () => {
    expect((await putStatus('Down')).statusCode).toBe(401);
    expect((await putStatus('Down', 'not-the-operator-key')).statusCode).toBe(403);
    expect((await getStatus()).json()).toEqual({ status: 'Up' });
  });

  it('refuses a status that is not Up, Degraded or Down with a 400 naming the field', async () => {
    const response = await putStatus('Sideways', TEST_OPERATOR_KEY);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { status: expect.any(String) },
    });
  });
});

describe('GET /api/healthcheck', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 200 while the database answers, and 503 once it has stopped', async () => {
    const healthy = await t.app.inject({ method: 'GET', url: '/api/healthcheck' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok' });

    await t.database.close();
    const down = await t.app.inject({ method: 'GET', url: '/api/healthcheck' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable' });
  });
});

describe('GET /api/healthcheck over PostgreSQL that is not running', () => {
  it('answers 503 {status: "unavailable"} when the server refuses connections', async () => {
    const database = await openPostgres(
      `postgres://postgres@127.0.0.1:${await closedPort()}/threshold`,
    );
    const app = await buildApp({ config: testConfig(), db: database, clock: createTestClock() });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/healthcheck' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
