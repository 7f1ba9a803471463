import type { DbOrTx } from '../../auth/link-tokens.repo';
import { enrolments } from '../../db/schema';

export type LeadEnrolmentInsert = typeof enrolments.$inferInsert;
export type PartnerLeadsRepo = ReturnType<typeof createPartnerLeadsRepo>;

/** A lead's pending enrolment: the one write this feature makes to enrolments. */
export function createPartnerLeadsRepo() {
  return {
    async insertEnrolment(db: DbOrTx, row: LeadEnrolmentInsert): Promise<{ id: string }> {
      const [inserted] = await db.insert(enrolments).values(row).returning({ id: enrolments.id });
      if (!inserted) throw new Error('enrolment insert returned no row');
      return inserted;
    },
  };
}
