import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrolments } from '../../db/schema';
import type { EnrolmentPatch, EnrolmentRow } from '../../auth/caller';

/** The columns a product selection writes. */
export type ProductSelectionPatch = Pick<
  EnrolmentPatch,
  | 'energyOptIn'
  | 'energyConsented'
  | 'entertainmentOptIn'
  | 'entertainmentConsented'
  | 'councilOptIn'
  | 'councilConsented'
  | 'waterOptIn'
  | 'waterConsented'
  | 'tenantPortalStorage'
  | 'lastJourneyActivityAt'
  | 'journeyRemindersSent'
  | 'updatedAt'
>;

/**
 * Writes a product selection in one conditional UPDATE: only while energy and entertainment are
 * still unanswered (the step is open), so two saves at once cannot both land. Undefined when the
 * row no longer qualifies.
 */
export async function saveProductSelection(
  db: DbOrTx,
  enrolmentId: string,
  patch: ProductSelectionPatch,
): Promise<EnrolmentRow | undefined> {
  const [row] = await db
    .update(enrolments)
    .set(patch)
    .where(
      and(
        eq(enrolments.id, enrolmentId),
        isNull(enrolments.forgottenAt),
        isNull(enrolments.energyConsented),
        isNull(enrolments.entertainmentConsented),
      ),
    )
    .returning();
  return row;
}
