import { fixedClock } from '@threshold/domain/dates/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createPasswordHasher } from '../../auth/password-hashing';
import { seedDatabase } from '../../seeding/seed';
import { TEST_OPERATOR_KEY, testConfig } from '../../test-support/test-app';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { BroadbandCatalogueFaults } from '../../providers/broadband-catalogue/faulty-broadband-catalogue';
import type { EnergyCatalogueFaults } from '../../providers/energy-catalogue/faulty-energy-catalogue';
import { createDevClock } from './dev-clock';
import { DEV_CONTROLS_OPERATOR_ONLY_MESSAGE } from './dev-controls.service';

const START = '2026-03-02T10:00:00.000Z';

describe('dev controls: the e2e server clock and reminder sweep', () => {
  let database: TestDatabase;
  let app: App;
  let production: App;
  const devClock = createDevClock(fixedClock(START));
  const energyCatalogueFaults: EnergyCatalogueFaults = { fault: null };
  const broadbandCatalogueFaults: BroadbandCatalogueFaults = { fault: null };

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = testConfig();
    await seedDatabase({
      db: database.db,
      passwordHasher: createPasswordHasher(config.passwordHashing),
      includeDemoMover: false,
    });
    app = await buildApp({
      config,
      db: database,
      clock: devClock,
      devClock,
      energyCatalogueFaults,
      broadbandCatalogueFaults,
    });
    production = await buildApp({
      config: testConfig({ nodeEnv: 'production' }),
      db: database,
      clock: devClock,
      devClock,
    });
  });
  afterAll(async () => {
    await app.close();
    await production.close();
    await database.destroy();
  });

  const call = (
    target: App,
    method: 'POST' | 'DELETE',
    url: string,
    key?: string,
    payload?: object,
  ) =>
    target.inject({
      method,
      url,
      headers: key === undefined ? {} : { 'x-operator-key': key },
      ...(payload ? { payload } : {}),
    });

  it('moves the clock forward by whole days with the operator key, and back to the real time', async () => {
    const moved = await call(app, 'POST', '/api/dev/clock', TEST_OPERATOR_KEY, { advanceDays: 2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ now: '2026-03-04T10:00:00.000Z', offsetDays: 2 });
    expect(devClock.now().toISOString()).toBe('2026-03-04T10:00:00.000Z');

    const reset = await call(app, 'DELETE', '/api/dev/clock', TEST_OPERATOR_KEY);
    expect(reset.json()).toEqual({ now: START, offsetDays: 0 });
  });

  it('makes the energy catalogue fail and heals it with the operator key', async () => {
    const failing = await call(app, 'POST', '/api/dev/faults', TEST_OPERATOR_KEY, {
      provider: 'energy-catalogue',
      fault: 'third-party',
    });
    expect(failing.statusCode).toBe(200);
    expect(failing.json()).toEqual([
      { provider: 'energy-catalogue', fault: 'third-party' },
      { provider: 'broadband-catalogue', fault: null },
    ]);
    expect(energyCatalogueFaults.fault).toBe('third-party');
    expect(
      (
        await call(app, 'POST', '/api/dev/faults', 'wrong-key', {
          provider: 'energy-catalogue',
          fault: null,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(app, 'DELETE', '/api/dev/faults')).statusCode).toBe(401);
    expect(energyCatalogueFaults.fault).toBe('third-party');
    const healed = await call(app, 'DELETE', '/api/dev/faults', TEST_OPERATOR_KEY);
    expect(healed.json()).toEqual([
      { provider: 'energy-catalogue', fault: null },
      { provider: 'broadband-catalogue', fault: null },
    ]);
    expect(energyCatalogueFaults.fault).toBeNull();
    expect(
      (
        await call(app, 'POST', '/api/dev/faults', TEST_OPERATOR_KEY, {
          provider: 'addresses',
          fault: 'retrieval',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(production, 'POST', '/api/dev/faults', TEST_OPERATOR_KEY, {
          provider: 'energy-catalogue',
          fault: 'retrieval',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('makes the broadband searches fail one side, both, or not answer, and heals them', async () => {
    for (const fault of ['wombb', 'partner', 'combined', 'no-answer'] as const) {
      const failing = await call(app, 'POST', '/api/dev/faults', TEST_OPERATOR_KEY, {
        provider: 'broadband-catalogue',
        fault,
      });
      expect(failing.statusCode).toBe(200);
      expect(broadbandCatalogueFaults.fault).toBe(fault);
    }
    expect(
      (
        await call(app, 'POST', '/api/dev/faults', TEST_OPERATOR_KEY, {
          provider: 'broadband-catalogue',
          fault: 'retrieval',
        })
      ).statusCode,
    ).toBe(400);
    await call(app, 'DELETE', '/api/dev/faults', TEST_OPERATOR_KEY);
    expect(broadbandCatalogueFaults.fault).toBeNull();
  });

  it('runs one reminder sweep now', async () => {
    const response = await call(app, 'POST', '/api/dev/reminders/run', TEST_OPERATOR_KEY);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 0 });
  });

  it('refuses a caller without the operator key (401) or with a wrong one (403), and leaves the clock alone', async () => {
    const without = await call(app, 'POST', '/api/dev/clock', undefined, { advanceDays: 2 });
    expect(without.statusCode).toBe(401);
    expect(without.json().message).toBe(DEV_CONTROLS_OPERATOR_ONLY_MESSAGE);
    expect((await call(app, 'POST', '/api/dev/reminders/run', 'wrong-key')).statusCode).toBe(403);
    expect((await call(app, 'DELETE', '/api/dev/clock', 'wrong-key')).statusCode).toBe(403);
    expect(devClock.now().toISOString()).toBe(START);
  });

  it('refuses a step that is not whole days ahead', async () => {
    expect(
      (await call(app, 'POST', '/api/dev/clock', TEST_OPERATOR_KEY, { advanceDays: -1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(app, 'POST', '/api/dev/clock', TEST_OPERATOR_KEY, { advanceDays: 1.5 }))
        .statusCode,
    ).toBe(400);
  });

  it('does not exist in production', async () => {
    expect(
      (await call(production, 'POST', '/api/dev/clock', TEST_OPERATOR_KEY, { advanceDays: 2 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(production, 'POST', '/api/dev/reminders/run', TEST_OPERATOR_KEY)).statusCode,
    ).toBe(404);
  });
});
