import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { enrolments } from '../../db/schema';
import { replaceAuthorityCatalogue } from '../council-water/authority-catalogue';
import { createDatasetAddressProvider } from '../../providers/addresses/dataset-address-provider';
import { lookedUpAddressPatch } from './address-patch';
import { statementsOf } from '../../test-support/sql-statements';
import { createTestApp, testConfig, type TestApp } from '../../test-support/test-app';
import { testAddressProvider } from '../addresses/test-addresses';
import { bearer } from './access-fixtures';

// The test clock stands at 2026-03-02: ten days on is inside every move-in window.
const IN_TEN_DAYS = '2026-03-12';

const isTransactionControl = /^(begin|commit|rollback|savepoint|release)\b/i;

/** Statements that read the enrolments table as their main table (a SELECT ... FROM "enrolments"). */
const enrolmentReads = (statements: string[]) =>
  statements.filter((statement) => /^select\b[\s\S]*\bfrom "enrolments"/i.test(statement.trim()));

/**
 * The hot calls of a journey page read the caller's enrolment once per request (the request
 * context) and run no more statements than counted here: a regression fails this test. Before the
 * request context (a trusted token, so no token-version check): saving moving details ran 9
 * statements reading the row 3 times, confirmationdetails 8 reading it twice, enrolment-auth 3.
 * The hot reads are now one statement each, the token's check included (issue 21).
 */
describe('statements the hot calls run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ addressProvider: testAddressProvider() });
  });
  afterAll(async () => {
    await t.close();
  });

  async function mover() {
    const created = await t.createMover();
    await t.database.db
      .update(enrolments)
      .set({
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: 'movingDetails',
        firstName: 'Robin',
      })
      .where(eq(enrolments.id, created.enrolmentId));
    const token = await t.userToken(created);
    // A first call: the token's check against the database is then trusted for a few seconds, as
    // on every page after the first.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/enrolment-auth', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    return { ...created, token };
  }

  const saveMovingDetails = (token: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/address',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
      payload: new URLSearchParams({
        moveInDate: IN_TEN_DAYS,
        residentialStatus: '201',
        addressKey: 'test-home',
      }).toString(),
    });

  async function counted(call: () => Promise<{ statusCode: number }>) {
    let status = 0;
    const recorded = await statementsOf(async () => {
      status = (await call()).statusCode;
    });
    // node-postgres sends a transaction's begin and commit as statements too; PGlite does not.
    const statements = recorded.filter((statement) => !isTransactionControl.test(statement.trim()));
    expect(status).toBe(200);
    return {
      total: statements.length,
      enrolmentReads: enrolmentReads(statements).length,
      statements,
    };
  }

  it('PUT /api/address (saving moving details)', async () => {
    const { token } = await mover();
    const counts = await counted(() => saveMovingDetails(token));
    // The caller (row, log-in, tariffs), the save limit, the update, the follow-up cancelled, the tellings.
    expect(counts.enrolmentReads).toBe(1);
    expect(counts.total).toBeLessThanOrEqual(5);
  });

  it('GET /api/confirmationdetails', async () => {
    const { token } = await mover();
    expect((await saveMovingDetails(token)).statusCode).toBe(200);
    const details = () =>
      t.app.inject({ method: 'GET', url: '/api/confirmationdetails', headers: bearer(token) });
    // The first call in a process loads the authority catalogue's copy.
    expect((await details()).statusCode).toBe(200);
    const counts = await counted(details);
    // The token, the caller, the tellings, the catalogue's version, the energy journey and its
    // sign-ups, the broadband journey: one statement.
    expect(counts.enrolmentReads).toBe(1);
    expect(counts.total).toBe(1);
  });

  it('GET /api/council-water', async () => {
    const { token } = await mover();
    expect((await saveMovingDetails(token)).statusCode).toBe(200);
    const councilWater = () =>
      t.app.inject({ method: 'GET', url: '/api/council-water', headers: bearer(token) });
    // The first call in a process loads the authority catalogue's copy.
    expect((await councilWater()).statusCode).toBe(200);
    const counts = await counted(councilWater);
    // The token, the caller, the tellings and the catalogue's version: one statement.
    expect(counts.enrolmentReads).toBe(1);
    expect(counts.total).toBe(1);
  });

  it.each(['/api/energy-journey', '/api/entertainment/state', '/api/affiliates-by-category'])(
    'GET %s',
    async (url) => {
      const { token } = await mover();
      const call = () => t.app.inject({ method: 'GET', url, headers: bearer(token) });
      // The energy journey's first read makes its row.
      expect((await call()).statusCode).toBe(200);
      const counts = await counted(call);
      // The token, the caller and the journey's row (or the deals): one statement.
      expect(counts.total).toBe(1);
    },
  );

  it('GET /api/enrolment-auth', async () => {
    const { token } = await mover();
    const counts = await counted(() =>
      t.app.inject({ method: 'GET', url: '/api/enrolment-auth', headers: bearer(token) }),
    );
    // The caller's row with its log-in and chosen tariffs: one statement.
    expect(counts.enrolmentReads).toBe(1);
    expect(counts.total).toBe(1);
  });
});

/**
 * The token's check rides in the caller's statement, asked of the database on every request: a
 * log-out on one replica refuses the token on another at once, though that one trusted it a
 * moment before (its own trust would have lasted seconds).
 */
describe('a logged-out token on another replica', () => {
  let t: TestApp;
  let replica: App;
  beforeAll(async () => {
    t = await createTestApp({ addressProvider: testAddressProvider() });
    replica = await buildApp({ config: testConfig(), db: t.database, clock: t.clock });
  });
  afterAll(async () => {
    await replica.close();
    await t.close();
  });

  const enrolmentAuth = (app: App, token: string) =>
    app.inject({ method: 'GET', url: '/api/enrolment-auth', headers: bearer(token) });

  it('is refused at once by the replica that trusted it', async () => {
    const created = await t.createMover();
    const token = await t.userToken(created);
    expect((await enrolmentAuth(replica, token)).statusCode).toBe(200);
    expect((await enrolmentAuth(t.app, token)).statusCode).toBe(200);

    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(loggedOut.statusCode).toBe(204);

    const refused = await enrolmentAuth(replica, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ code: string }>().code).toBe('TOKEN_REVOKED');
    // A new log-in works on both.
    const again = await t.userToken(created);
    expect((await enrolmentAuth(replica, again)).statusCode).toBe(200);
  });
});

/** Answers read in one statement are never stale: a write on any replica shows at once. */
describe('hot reads after a write', () => {
  let t: TestApp;
  let replica: App;
  beforeAll(async () => {
    t = await createTestApp({ addressProvider: testAddressProvider() });
    replica = await buildApp({
      config: testConfig(),
      db: t.database,
      clock: t.clock,
      addressProvider: testAddressProvider(),
    });
  });
  afterAll(async () => {
    await replica.close();
    await t.close();
  });

  it("shows the authority catalogue an operator replaced, and the caller's tellings, at once", async () => {
    const created = await t.createMover();
    await t.database.db
      .update(enrolments)
      .set({
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: 'movingDetails',
        firstName: 'Robin',
        councilOptIn: 1,
        councilConsented: true,
        waterOptIn: 1,
        waterConsented: true,
      })
      .where(eq(enrolments.id, created.enrolmentId));
    const token = await t.userToken(created);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/address',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
      payload: new URLSearchParams({
        moveInDate: IN_TEN_DAYS,
        residentialStatus: '201',
        addressKey: 'test-home',
      }).toString(),
    });
    expect(saved.statusCode).toBe(200);
    type CouncilWater = {
      council: { councilLogoUrl: string | null; notification: { reference: string } | null };
    };
    const councilWater = async () => {
      const answer = await replica.inject({
        method: 'GET',
        url: '/api/council-water',
        headers: bearer(token),
      });
      expect(answer.statusCode).toBe(200);
      return answer.json<CouncilWater>().council;
    };
    expect((await councilWater()).councilLogoUrl).not.toBe('/authority-logos/leeds-new.svg');

    const replaced = await replaceAuthorityCatalogue(
      t.database.db,
      JSON.stringify([
        {
          kind: 'council',
          code: 'E08000035',
          name: 'Leeds City Council',
          emailAddress: 'council-tax@leeds.example',
          logoUrl: '/authority-logos/leeds-new.svg',
        },
      ]),
    );
    expect(replaced).toMatchObject({ ok: true });
    expect((await councilWater()).councilLogoUrl).toBe('/authority-logos/leeds-new.svg');

    expect((await councilWater()).notification).toBeNull();
    const told = await t.app.inject({
      method: 'POST',
      url: '/api/council-water/notify',
      headers: bearer(token),
      payload: { page: '/enrolment/council-services' },
    });
    expect(told.statusCode, told.body).toBe(200);
    expect((await councilWater()).notification?.reference).toMatch(/^TH-/);
  });
});

/**
 * The energy and broadband lists, which a page repeats as the mover filters: on PGlite a repeat
 * answers from kept reads with no statement (the database announces every change to an
 * enrolment); on PostgreSQL it reads the caller and the list's journey row. Either way a change or
 * a log-out shows at once.
 */
describe('a repeated list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const addresses = createDatasetAddressProvider();
  async function homeAt(addressKey: string) {
    const record = await addresses.findByKey(addressKey);
    if (!record) throw new Error(`No address ${addressKey} in the dataset`);
    return lookedUpAddressPatch(record);
  }

  it.each(['/api/quotes', '/api/entertainment/broadband'])('POST %s', async (url) => {
    const created = await t.createMover();
    await t.database.db
      .update(enrolments)
      .set({
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: 'productSelection',
        firstName: 'Robin',
        moveInDate: IN_TEN_DAYS,
        ...(await homeAt('LS63BN-2')),
        energyOptIn: 1,
        energyConsented: true,
        entertainmentOptIn: 1,
        entertainmentConsented: true,
      })
      .where(eq(enrolments.id, created.enrolmentId));
    const token = await t.userToken(created);
    const list = () => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: {} });
    // The first list keeps what it worked out (the quote, the journey's row): a change, which the
    // second reads again; from then on the list is unchanged.
    expect((await list()).statusCode).toBe(200);
    const first = await list();
    expect(first.statusCode, first.body).toBe(200);

    let repeat = { statusCode: 0, body: '' };
    const statements = (
      await statementsOf(async () => {
        repeat = await list();
      })
    ).filter((statement) => !isTransactionControl.test(statement.trim()));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(first.body);
    // PostgreSQL: the caller, then the list's journey row (not yet read with the caller).
    expect(statements, statements.join('\n')).toHaveLength(t.database.driver === 'pglite' ? 0 : 2);

    // The new home is in London: the list is the one there, at once.
    await t.database.db
      .update(enrolments)
      .set(await homeAt('SW1V3LA-1'))
      .where(eq(enrolments.id, created.enrolmentId));
    const moved = await list();
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.body).not.toBe(first.body);

    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(loggedOut.statusCode).toBe(204);
    expect((await list()).statusCode).toBe(401);
  });
});
