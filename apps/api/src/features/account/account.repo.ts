import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../auth/link-tokens.repo';
import { enrolments } from '../../db/schema';

export type AccountRepo = ReturnType<typeof createAccountRepo>;

/** The confirm-details lock, counted in the database so every replica sees the same count. */
export function createAccountRepo() {
  return {
    /** Adds one failure and answers the new count (atomic under concurrent attempts). */
    async addValidationFailure(tx: DbOrTx, enrolmentId: string, now: Date): Promise<number> {
      const [row] = await tx
        .update(enrolments)
        .set({ validationFailures: sql`${enrolments.validationFailures} + 1`, updatedAt: now })
        .where(eq(enrolments.id, enrolmentId))
        .returning({ failures: enrolments.validationFailures });
      return row?.failures ?? 0;
    },

    /** Locks until `lockedUntil` and starts the count again for the next period. */
    async lock(tx: DbOrTx, enrolmentId: string, lockedUntil: Date, now: Date): Promise<void> {
      await tx.update(enrolments).set({ lockedUntil, validationFailures: 0, updatedAt: now }).where(eq(enrolments.id, enrolmentId));
    },

    async clearFailures(tx: DbOrTx, enrolmentId: string, now: Date): Promise<void> {
      await tx
        .update(enrolments)
        .set({ lockedUntil: null, validationFailures: 0, updatedAt: now })
        .where(eq(enrolments.id, enrolmentId));
    },
  };
}
