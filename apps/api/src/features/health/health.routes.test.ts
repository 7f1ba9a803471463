import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sql } from 'drizzle-orm';
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

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('is ready while the database answers and every migration is applied', async () => {
    const ready = await get('/api/readiness');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ database: 'ok', migrations: 'applied' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready (503) while a migration this code ships is missing, and ready once it is back', async () => {
    const [last] = (
      (await t.database.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    if (!last) throw new Error('no migration recorded');
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`,
    );
    try {
      const pending = await get('/api/readiness');
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({
        status: 'unavailable',
        database: 'ok',
        migrations: 'pending',
        energyCatalogue: null,
      });
      // The process itself is fine: liveness does not send it to be restarted.
      expect((await get('/api/liveness')).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await get('/api/readiness')).json()).toMatchObject({ migrations: 'applied' });
  });

  it('stays alive (200) when the database has stopped, while readiness and the healthcheck answer 503', async () => {
    await t.database.close();
    const alive = await get('/api/liveness');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'alive' });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await get('/api/readiness');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      database: 'unavailable',
      migrations: 'unknown',
      energyCatalogue: null,
    });
    expect((await get('/api/healthcheck')).statusCode).toBe(503);
  });

  it('lists liveness, readiness and the healthcheck in the OpenAPI document under health', async () => {
    const document = t.app.swagger() as { paths: Record<string, { get?: { tags?: string[] } }> };
    for (const path of ['/api/liveness', '/api/readiness', '/api/healthcheck'])
      expect(document.paths[path]?.get?.tags, path).toEqual(['health']);
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
