import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

export type AccountForLogIn = {
  id: string;
  /** Null for a log-in without a password yet (made by the onboarding journey's code). */
  passwordHash: string | null;
  enrolmentId: string | null;
  tokenVersion: number;
};

export type SessionRepo = ReturnType<typeof createSessionRepo>;

export function createSessionRepo(db: Db) {
  return {
    async findAccountByEmail(email: string): Promise<AccountForLogIn | undefined> {
      const [row] = await db
        .select({
          id: accounts.id,
          passwordHash: accounts.passwordHash,
          enrolmentId: accounts.enrolmentId,
          tokenVersion: accounts.tokenVersion,
        })
        .from(accounts)
        .where(eq(accounts.email, email))
        .limit(1);
      return row;
    },
  };
}
