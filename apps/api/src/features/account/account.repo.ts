import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrolments } from '../../db/schema';

export type AccountRepo = ReturnType<typeof createAccountRepo>;

/** The confirm-details lock, counted in the database so every replica sees the same count. */
export function createAccountRepo() {
  return {
    /**
     * Counts an answer before it is compared, in one conditional statement: nothing is counted
     * (undefined) while the enrolment is locked; the `maxTries`-th try sets the lock at once (and
     * starts the count again for the next period), so concurrent answers can never get more tries.
     * Answers the lock this try set, or null when tries remain.
     */
    async countTry(
      tx: DbOrTx,
      enrolmentId: string,
      now: Date,
      maxTries: number,
      lockUntil: Date,
    ): Promise<{ lockedUntil: Date | null } | undefined> {
      const isLastTry = sql`${enrolments.validationFailures} + 1 >= ${maxTries}`;
      const [row] = await tx
        .update(enrolments)
        .set({
          validationFailures: sql`case when ${isLastTry} then 0 else ${enrolments.validationFailures} + 1 end`,
          lockedUntil: sql`case when ${isLastTry} then ${lockUntil.toISOString()}::timestamptz else null end`,
          updatedAt: now,
        })
        .where(
          and(
            eq(enrolments.id, enrolmentId),
            or(isNull(enrolments.lockedUntil), lte(enrolments.lockedUntil, now)),
          ),
        )
        .returning({ lockedUntil: enrolments.lockedUntil });
      return row ? { lockedUntil: row.lockedUntil ? new Date(row.lockedUntil) : null } : undefined;
    },

    async clearFailures(tx: DbOrTx, enrolmentId: string, now: Date): Promise<void> {
      await tx
        .update(enrolments)
        .set({ lockedUntil: null, validationFailures: 0, updatedAt: now })
        .where(eq(enrolments.id, enrolmentId));
    },
  };
}
