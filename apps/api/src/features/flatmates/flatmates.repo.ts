import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { flatmateInvitations } from '../../db/schema';

export type FlatmateInvitationRow = typeof flatmateInvitations.$inferSelect;

/** The flatmate invitations a mover has sent (personal data: they go with the enrolment). */
export function createFlatmatesRepo() {
  return {
    async insert(
      tx: DbOrTx,
      row: typeof flatmateInvitations.$inferInsert,
    ): Promise<{ id: string }> {
      const [inserted] = await tx
        .insert(flatmateInvitations)
        .values(row)
        .returning({ id: flatmateInvitations.id });
      if (!inserted) throw new Error('flatmate invitation: no row returned');
      return inserted;
    },

    async listForEnrolment(db: DbOrTx, enrolmentId: string): Promise<FlatmateInvitationRow[]> {
      return db
        .select()
        .from(flatmateInvitations)
        .where(eq(flatmateInvitations.enrolmentId, enrolmentId))
        .orderBy(desc(flatmateInvitations.createdAt));
    },
  };
}
export type FlatmatesRepo = ReturnType<typeof createFlatmatesRepo>;
