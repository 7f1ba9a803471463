import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Db } from '../../db/client';
import { accounts, enrolments } from '../../db/schema';
import type { EnrolmentPatch, EnrolmentRow } from '../../auth/caller';

export type { EnrolmentPatch, EnrolmentRow };
export type AccountRow = {
  id: string;
  email: string;
  enrolmentId: string | null;
  tokenVersion: number;
  /** False for the onboarding journey's password-less log-in. */
  hasPassword: boolean;
};

const accountColumns = {
  id: accounts.id,
  email: accounts.email,
  enrolmentId: accounts.enrolmentId,
  tokenVersion: accounts.tokenVersion,
  hasPassword: sql<boolean>`${accounts.passwordHash} is not null`,
};

export type EnrolmentRepo = ReturnType<typeof createEnrolmentRepo>;

/** Enrolments and the log-in that belongs to one. Every method takes the database or an open transaction. */
export function createEnrolmentRepo(db: Db) {
  return {
    db,
    async findById(tx: DbOrTx, id: string): Promise<EnrolmentRow | undefined> {
      const [row] = await tx.select().from(enrolments).where(eq(enrolments.id, id)).limit(1);
      return row;
    },

    async insert(tx: DbOrTx, values: typeof enrolments.$inferInsert): Promise<EnrolmentRow> {
      const [row] = await tx.insert(enrolments).values(values).returning();
      if (!row) throw new Error('enrolment insert returned no row');
      return row;
    },

    async update(tx: DbOrTx, id: string, patch: EnrolmentPatch): Promise<EnrolmentRow> {
      const [row] = await tx.update(enrolments).set(patch).where(eq(enrolments.id, id)).returning();
      if (!row) throw new Error('enrolment update found no row');
      return row;
    },

    async findAccountByEnrolmentId(
      tx: DbOrTx,
      enrolmentId: string,
    ): Promise<AccountRow | undefined> {
      const [row] = await tx
        .select(accountColumns)
        .from(accounts)
        .where(eq(accounts.enrolmentId, enrolmentId))
        .limit(1);
      return row;
    },

    async findAccountByEmail(tx: DbOrTx, email: string): Promise<AccountRow | undefined> {
      const [row] = await tx
        .select(accountColumns)
        .from(accounts)
        .where(eq(accounts.email, email))
        .limit(1);
      return row;
    },

    /** A null passwordHash is the onboarding journey's password-less log-in. */
    async insertAccount(
      tx: DbOrTx,
      values: { email: string; passwordHash: string | null; enrolmentId: string },
    ): Promise<AccountRow> {
      const [row] = await tx.insert(accounts).values(values).returning(accountColumns);
      if (!row) throw new Error('account insert returned no row');
      return row;
    },

    /** Moves a password-less log-in to another e-mail; undefined when the log-in has a password. */
    async updatePasswordlessAccountEmail(
      tx: DbOrTx,
      accountId: string,
      email: string,
      now: Date,
    ): Promise<AccountRow | undefined> {
      const [row] = await tx
        .update(accounts)
        .set({ email, updatedAt: now })
        .where(and(eq(accounts.id, accountId), isNull(accounts.passwordHash)))
        .returning(accountColumns);
      return row;
    },
  };
}
