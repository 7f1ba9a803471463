import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyJourneys, enrolments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createEnrolmentReadCache } from './enrolment-read-cache';

describe('a read kept per enrolment until the database announces a change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function readCounting(enrolmentId: string) {
    let loads = 0;
    const cache = createEnrolmentReadCache({
      changes: t.database.enrolmentChanges,
      load: async (id) => {
        loads += 1;
        const [row] = await t.database.db.select().from(enrolments).where(eq(enrolments.id, id));
        return { firstName: row?.firstName ?? null };
      },
    });
    await cache.get(enrolmentId);
    return { cache, loads: () => loads };
  }

  it('answers from memory until any writer changes the enrolment, then reads the change', async () => {
    const mover = await t.createMover();
    const { cache, loads } = await readCounting(mover.enrolmentId);
    await cache.get(mover.enrolmentId);
    const keptLoads = loads();
    // A write that bypasses every service (a tool, a scrubber): the trigger still announces it.
    await t.database.db
      .update(enrolments)
      .set({ firstName: 'Changed' })
      .where(eq(enrolments.id, mover.enrolmentId));
    expect(await cache.get(mover.enrolmentId)).toEqual({ firstName: 'Changed' });
    if (t.database.enrolmentChanges) {
      expect(keptLoads).toBe(1);
      expect(loads()).toBe(2);
    }
  });

  it('drops the read when the energy journey changes, or a change is rolled back it keeps it', async () => {
    const mover = await t.createMover();
    const { cache, loads } = await readCounting(mover.enrolmentId);
    await t.database.db.insert(energyJourneys).values({ enrolmentId: mover.enrolmentId });
    await cache.get(mover.enrolmentId);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx
          .update(enrolments)
          .set({ firstName: 'Never' })
          .where(eq(enrolments.id, mover.enrolmentId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await cache.get(mover.enrolmentId)).not.toEqual({ firstName: 'Never' });
    if (t.database.enrolmentChanges) expect(loads()).toBe(2);
  });
});
