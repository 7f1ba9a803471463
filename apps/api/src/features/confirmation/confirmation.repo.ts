import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrolments } from '../../db/schema';

/**
 * Marks the satisfaction survey requested, only if it never was: one conditional UPDATE, so two
 * page loads at once cannot both send it. Answers true when this call made the request.
 */
export async function markSurveyRequested(
  tx: DbOrTx,
  enrolmentId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(enrolments)
    .set({ surveyRequestedAt: now, updatedAt: now })
    .where(and(eq(enrolments.id, enrolmentId), isNull(enrolments.surveyRequestedAt)))
    .returning({ id: enrolments.id });
  return rows.length > 0;
}
