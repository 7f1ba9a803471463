import type { DbOrTx } from '../../db/client';
import { insertJsonRows } from '../../db/insert-json-rows';
import { enrolments } from '../../db/schema';

export type LeadEnrolmentInsert = typeof enrolments.$inferInsert & { id: string };
export type PartnerLeadsRepo = ReturnType<typeof createPartnerLeadsRepo>;

/** Leads' pending enrolments: the one write this feature makes to enrolments. */
export function createPartnerLeadsRepo() {
  return {
    /** A batch of leads in one statement; each row carries its id (made by the caller). */
    async insertEnrolments(db: DbOrTx, rows: LeadEnrolmentInsert[]): Promise<void> {
      await insertJsonRows(db, enrolments, rows);
    },
  };
}
