import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, energyJourneys } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { readCallerEnrolment, readEnrolmentFacts } from './caller';

describe("the request context's facts of the caller's enrolment", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells whether the enrolment has a log-in, with its row, in one read', async () => {
    const mover = await t.createMover();
    const read = await readCallerEnrolment(t.database.db, mover.enrolmentId);
    expect(read?.enrolment.id).toBe(mover.enrolmentId);
    expect(read?.hasAccount).toBe(true);
    expect((await readEnrolmentFacts(t.database.db, mover.enrolmentId)).hasAccount).toBe(true);

    await t.database.db.delete(accounts).where(eq(accounts.enrolmentId, mover.enrolmentId));
    expect((await readCallerEnrolment(t.database.db, mover.enrolmentId))?.hasAccount).toBe(false);
    expect((await readEnrolmentFacts(t.database.db, mover.enrolmentId)).hasAccount).toBe(false);
  });

  it("tells which of the enrolment's tariffs are chosen", async () => {
    const mover = await t.createMover();
    const none = { hasStoredTariff: false, hasStoredSecondaryTariff: false };
    expect((await readCallerEnrolment(t.database.db, mover.enrolmentId))?.storedTariffs).toEqual(
      none,
    );

    await t.database.db
      .insert(energyJourneys)
      .values({ enrolmentId: mover.enrolmentId, selectedTariff: { priceId: 'p-1' } });
    expect((await readCallerEnrolment(t.database.db, mover.enrolmentId))?.storedTariffs).toEqual({
      hasStoredTariff: true,
      hasStoredSecondaryTariff: false,
    });
    await t.database.db
      .update(energyJourneys)
      .set({ selectedTariffSecondary: { priceId: 'p-2' } })
      .where(eq(energyJourneys.enrolmentId, mover.enrolmentId));
    expect((await readEnrolmentFacts(t.database.db, mover.enrolmentId)).storedTariffs).toEqual({
      hasStoredTariff: true,
      hasStoredSecondaryTariff: true,
    });
  });

  it('answers nothing for an unknown enrolment', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await readCallerEnrolment(t.database.db, unknown)).toBeUndefined();
    expect(await readEnrolmentFacts(t.database.db, unknown)).toEqual({
      hasAccount: false,
      storedTariffs: { hasStoredTariff: false, hasStoredSecondaryTariff: false },
    });
  });
});
