import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema';

export type PasswordResetRepo = ReturnType<typeof createPasswordResetRepo>;

export function createPasswordResetRepo() {
  return {
    /**
     * New password hash, and a new token version: every session of the account ends. A log-in
     * paused after wrong passwords opens again: whoever guessed no longer guesses this password.
     */
    async replacePassword(
      tx: DbOrTx,
      accountId: string,
      passwordHash: string,
      now: Date,
    ): Promise<void> {
      await tx
        .update(accounts)
        .set({
          passwordHash,
          tokenVersion: sql`${accounts.tokenVersion} + 1`,
          logInFailures: 0,
          logInFailedAt: null,
          logInBlockedUntil: null,
          updatedAt: now,
        })
        .where(eq(accounts.id, accountId));
    },
  };
}
