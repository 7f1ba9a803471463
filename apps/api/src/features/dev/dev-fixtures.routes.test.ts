import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import {
  createTestApp,
  TEST_OPERATOR_KEY,
  testConfig,
  type TestApp,
} from '../../test-support/test-app';

const FIXTURE = '/api/dev/fixtures/mover';

describe('dev fixtures: a mover put at a named journey step', () => {
  let t: TestApp;
  let production: App;

  beforeAll(async () => {
    t = await createTestApp();
    production = await buildApp({
      config: testConfig({ nodeEnv: 'production' }),
      db: t.database,
      clock: t.clock,
    });
  });
  afterAll(async () => {
    await production.close();
    await t.close();
  });

  const create = (target: App, body: object, key: string | null = TEST_OPERATOR_KEY) =>
    target.inject({
      method: 'POST',
      url: FIXTURE,
      headers: key === null ? {} : { 'x-operator-key': key },
      payload: body,
    });

  async function enrolmentOf(accessToken: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Record<string, unknown>>();
  }

  it('signs a new mover up on a brand and stops on moving details', async () => {
    const response = await create(t.app, {
      step: 'moving-details',
      brand: 'harbour-lettings',
      branch: '101',
      surname: 'Shah',
    });
    expect(response.statusCode, response.body).toBe(200);
    const mover = response.json<{
      enrolmentId: string;
      email: string;
      logInPath: string;
      accessToken: string;
    }>();
    expect(mover.logInPath).toMatch(/^\/harbour-lettings\/101\/log-in\/[\w-]+$/);
    expect(await enrolmentOf(mover.accessToken)).toMatchObject({
      id: mover.enrolmentId,
      surname: 'Shah',
      emailAddress: mover.email,
      tenantPortalStorage: 'movingDetails',
    });
    // The mover can log in with the password, as one who signed up in the browser.
    expect(await t.userToken({ email: mover.email, password: 'Moving-day-1' })).toEqual(
      expect.any(String),
    );
  });

  it('saves moving details, products and energy usage for the later steps, as the journey does', async () => {
    const atList = (
      await create(t.app, { step: 'energy-list', postcode: 'LS1 4AP', address: '6 Park Row' })
    ).json<{ accessToken: string; logInPath: string }>();
    const enrolment = await enrolmentOf(atList.accessToken);
    expect(enrolment).toMatchObject({
      energyOptIn: 1,
      entertainmentOptIn: 0,
      councilOptIn: 0,
      waterOptIn: 0,
    });
    // 6 Park Row, LS1 4AP (the number is kept apart from the street).
    expect(enrolment).toMatchObject({ addressLine1: 'Park Row', addressKey: expect.any(String) });
    expect(atList.logInPath).toMatch(/^\/default\/log-in\/[\w-]+$/);

    const atBroadband = (await create(t.app, { step: 'broadband-list' })).json<{
      accessToken: string;
    }>();
    expect(await enrolmentOf(atBroadband.accessToken)).toMatchObject({
      energyOptIn: 0,
      entertainmentOptIn: 1,
    });

    const unknownUsage = (await create(t.app, { step: 'energy-list', knownUsage: 'U' })).json<{
      accessToken: string;
    }>();
    const journey = await t.app.inject({
      method: 'GET',
      url: '/api/energy-journey',
      headers: { authorization: `Bearer ${unknownUsage.accessToken}` },
    });
    expect(journey.statusCode, journey.body).toBe(200);
    expect(journey.json()).toMatchObject({ propertyUsage: { usageInfo: { knownUsage: 'U' } } });

    const atSelection = (await create(t.app, { step: 'product-selection' })).json<{
      accessToken: string;
    }>();
    expect(await enrolmentOf(atSelection.accessToken)).toMatchObject({
      tenantPortalStorage: 'productSelection',
    });
  });

  it('answers a step it cannot make with the reason, and refuses an unknown step', async () => {
    const nowhere = await create(t.app, {
      step: 'product-selection',
      postcode: 'LS1 4AP',
      address: '999 Nowhere Street',
    });
    expect(nowhere.statusCode).toBe(400);
    expect((await create(t.app, { step: 'payment' })).statusCode).toBe(400);
  });

  it('refuses a caller without the operator key (401) or with a wrong one (403)', async () => {
    expect((await create(t.app, { step: 'moving-details' }, null)).statusCode).toBe(401);
    expect((await create(t.app, { step: 'moving-details' }, 'wrong-key')).statusCode).toBe(403);
  });

  it('does not exist in production', async () => {
    expect((await create(production, { step: 'moving-details' })).statusCode).toBe(404);
  });

  it('finds where a text is held anywhere in the database, for operators outside production', async () => {
    const email = `find.me.${Date.now()}@example.com`;
    expect((await create(t.app, { step: 'moving-details', email })).statusCode).toBe(200);
    const find = (target: App, texts: string[], key: string | null = TEST_OPERATOR_KEY) =>
      target.inject({
        method: 'POST',
        url: '/api/dev/find-text',
        headers: key === null ? {} : { 'x-operator-key': key },
        payload: { texts },
      });
    expect((await find(t.app, [email], null)).statusCode).toBe(401);
    expect((await find(t.app, [email], 'wrong')).statusCode).toBe(403);
    const found = (await find(t.app, [email.toUpperCase()])).json() as {
      found: { table: string; column: string; rows: number }[];
    };
    expect(found.found).toContainEqual({ table: 'enrolments', column: 'email_address', rows: 1 });
    expect(found.found).toContainEqual({ table: 'accounts', column: 'email', rows: 1 });
    expect((await find(t.app, ['no-such-text-anywhere'])).json()).toEqual({ found: [] });
    expect((await find(production, [email])).statusCode).toBe(404);
  });
});
