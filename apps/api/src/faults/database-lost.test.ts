import { SERVER_ERROR_MESSAGE } from '@threshold/domain/schemas/api-error';
import { inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createSecretHasher } from '../auth/secret-hash';
import { openPostgres, type Database } from '../db/client';
import { enrolments, outboxMessages } from '../db/schema';
import { createBrandRepo } from '../features/brand/brand.repo';
import { createBrandService } from '../features/brand/brand.service';
import { createPartnerKeysRepo } from '../features/partner-leads/partner-keys.repo';
import { createPartnerKeysService } from '../features/partner-leads/partner-keys.service';
import { SEEDED_POSTGRES_TEMPLATE_ENV } from '../test-support/seeded-snapshot';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';
import { createTestClock } from '../test-support/test-clock';
import { ownPostgresDatabase } from './server-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * The database lost and back: health says so, requests fail in the spec's words within a bound
 * (never hang, never a stack), nothing is half-written, and the service recovers by itself.
 */

/** Well past every deadline the API has on the database (connect 5 s, statements 15 s): a hang. */
const HANG_MS = 45_000;

async function answered(request: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms`)), HANG_MS);
  });
  return Promise.race([request, hang]).finally(() => clearTimeout(timer));
}

function lead(email: string) {
  return {
    title: 'Mr',
    firstName: 'Lost',
    surname: 'Link',
    emailAddress: email,
    moveInDate: '2026-12-20',
    postcode: 'LS1 4AP',
    enrolmentType: 'Social',
  };
}

/** The failure a mover or partner sees: the spec's sentence, and nothing of what went wrong. */
function expectCleanFailure(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(500);
  expect(response.json()).toEqual({ message: SERVER_ERROR_MESSAGE, code: 'SERVER_ERROR' });
}

describe('a request while the database has stopped', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers in the spec's words, never a hang or what went wrong", async () => {
    const partnerKey = await t.partnerKey('harbour-lettings', 'database stopped');
    await t.database.close();
    const response = await answered(
      t.app.inject({
        method: 'POST',
        url: '/api/partner/leads',
        headers: { authorization: `Bearer ${partnerKey}` },
        payload: lead('stopped@example.com'),
      }),
    );
    expectCleanFailure(response);
    expect((await t.app.inject({ method: 'GET', url: '/api/liveness' })).statusCode).toBe(200);
  });
});

// Only PostgreSQL is reached over a network; the API layer runs this when TEST_DATABASE_URL is set.
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  describe('PostgreSQL lost and back, through a TCP proxy of the test own', () => {
    let proxy: TcpProxy;
    let database: Database;
    let own: Awaited<ReturnType<typeof ownPostgresDatabase>>;
    let app: App;
    let partnerKey: string;
    let viaProxyUrl: string;

    beforeAll(async () => {
      own = await ownPostgresDatabase(
        adminUrl,
        'threshold_lost',
        process.env[SEEDED_POSTGRES_TEMPLATE_ENV],
      );
      const target = new URL(own.url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(own.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      viaProxyUrl = viaProxy.toString();
      // A short statement deadline keeps the test quick; the default is QUERY_TIMEOUT_MS.
      database = await openPostgres(viaProxyUrl, { maxConnections: 4, queryTimeoutMs: 3_000 });
      const config = testConfig();
      const clock = createTestClock();
      app = await buildApp({ config, db: database, clock });
      await app.ready();
      const keys = createPartnerKeysService({
        repo: createPartnerKeysRepo(database.db),
        brandService: createBrandService({ repo: createBrandRepo(database.db), clock }),
        hasher: createSecretHasher(config.tokenSecret),
        clock,
      });
      partnerKey = (await keys.issue('harbour-lettings', 'database lost')).key;
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await proxy?.close();
      await own?.drop();
    });

    const get = (url: string) => answered(app.inject({ method: 'GET', url }));
    const postLead = (email: string) =>
      answered(
        app.inject({
          method: 'POST',
          url: '/api/partner/leads',
          headers: { authorization: `Bearer ${partnerKey}` },
          payload: lead(email),
        }),
      );

    /** What a separate connection (not the API's pool) finds for these e-mail addresses. */
    async function storedFor(emails: string[]) {
      const direct = new pg.Client({ connectionString: own.url });
      await direct.connect();
      try {
        const found = await direct.query<{ email_address: string }>(
          'select email_address from enrolments where email_address = any($1)',
          [emails],
        );
        const messages = await direct.query<{ recipient: string }>(
          'select recipient from outbox_messages where recipient = any($1)',
          [emails],
        );
        return {
          enrolments: found.rows.map((row) => row.email_address).sort(),
          messages: messages.rows.map((row) => row.recipient).sort(),
        };
      } finally {
        await direct.end();
      }
    }

    it('fails health and requests cleanly while cut, writes nothing half, and recovers without a restart', async () => {
      expect((await get('/api/healthcheck')).statusCode).toBe(200);
      // Leads at once, so the pool holds several open connections when the link goes.
      const beforeCut = Array.from({ length: 4 }, (_, n) => `before.cut.${n}@example.com`);
      for (const response of await Promise.all(beforeCut.map(postLead)))
        expect(response.statusCode, response.body).toBe(201);

      proxy.cut();
      // More requests than the pool has connections, at once: each answers, none hangs.
      const duringCut = Array.from({ length: 6 }, (_, n) => `during.cut.${n}@example.com`);
      for (const response of await Promise.all(duringCut.map(postLead)))
        expectCleanFailure(response);
      const health = await get('/api/healthcheck');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable' });
      const readiness = await get('/api/readiness');
      expect(readiness.statusCode).toBe(503);
      expect(readiness.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
      expect((await get('/api/liveness')).statusCode).toBe(200);

      proxy.restore();
      let recovered = false;
      for (let tries = 0; tries < 60 && !recovered; tries += 1) {
        recovered = (await get('/api/healthcheck')).statusCode === 200;
        if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(recovered).toBe(true);
      expect((await get('/api/readiness')).statusCode).toBe(200);

      // Writes after the link is back are acknowledged and committed, seen from another connection.
      const afterCut = Array.from({ length: 8 }, (_, n) => `after.cut.${n}@example.com`);
      for (const response of await Promise.all(afterCut.map(postLead)))
        expect(response.statusCode, response.body).toBe(201);
      const stored = await storedFor([...beforeCut, ...duringCut, ...afterCut]);
      const acknowledged = [...beforeCut, ...afterCut].sort();
      // A lead refused while the link was cut left neither its enrolment nor its invitation.
      expect(stored).toEqual({ enrolments: acknowledged, messages: acknowledged });
    }, 180_000);

    it('does not let a transaction the cut broke off swallow the writes that follow it on its connection', async () => {
      // One connection, so the write after the cut can only go where the broken transaction was.
      const single = await openPostgres(viaProxyUrl, { maxConnections: 1, queryTimeoutMs: 1_000 });
      try {
        await single.db.execute(sql`create table cut_probe (n integer)`);
        const broken = single.db.transaction(async (tx) => {
          await tx.execute(sql`insert into cut_probe values (0)`);
          proxy.cut();
          await tx.execute(sql`insert into cut_probe values (1)`);
        });
        await expect(broken).rejects.toThrow();
        proxy.restore();
        for (const n of [11, 12, 13])
          await single.db.execute(sql`insert into cut_probe values (${n})`);
      } finally {
        await single.close();
      }
      const direct = new pg.Client({ connectionString: own.url });
      await direct.connect();
      try {
        const { rows } = await direct.query<{ n: number }>('select n from cut_probe order by n');
        // The broken transaction's rows are gone; each write after it was committed.
        expect(rows.map((row) => row.n)).toEqual([11, 12, 13]);
      } finally {
        await direct.end();
      }
    }, 60_000);

    it('answers through a database read after recovery in the same process (no stale connection left)', async () => {
      const rows = await database.db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(inArray(enrolments.emailAddress, ['before.cut.0@example.com']));
      expect(rows).toHaveLength(1);
      const messages = await database.db.select({ id: outboxMessages.id }).from(outboxMessages);
      expect(messages.length).toBeGreaterThan(0);
    });
  });
}
