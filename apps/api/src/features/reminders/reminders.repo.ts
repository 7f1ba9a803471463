import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { TENANT_PORTAL_STORAGE } from '@threshold/domain/codes/tenant-portal-storage';
import type { ReminderFacts } from '@threshold/domain/journey/reminders';
import { and, asc, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Db } from '../../db/client';
import { accounts, brands, commsBlocks, enrolments } from '../../db/schema';

/** A mover the sweep may remind, with what the rule and the message need. */
export type ReminderCandidate = ReminderFacts & {
  enrolmentId: string;
  brandId: number;
  firstName: string | null;
};

/** The enrolment's e-mail, else its log-in's (a mover made in one step may have only the latter). */
const recipientEmail = sql<string | null>`coalesce(${enrolments.emailAddress}, ${accounts.email})`;
const isEmailBlocked = sql<boolean>`exists (select 1 from ${commsBlocks} where ${commsBlocks.emailAddress} = lower(${recipientEmail}) and ${commsBlocks.isBlocked})`;

/** The journey is not over: the same conditions as the domain's isJourneyOver, for the database. */
const isStillJourneying = and(
  isNull(enrolments.forgottenAt),
  lt(enrolments.status, ENROLMENT_STATUS.closed),
  isNull(enrolments.servicesCompletedAt),
  sql`${enrolments.tenantPortalStorage} is distinct from ${TENANT_PORTAL_STORAGE.enrolmentCompleted}`,
);

export type RemindersRepo = ReturnType<typeof createRemindersRepo>;

/** SQL of bringing movers back: who may be due, and the claim that makes one reminder one message. */
export function createRemindersRepo() {
  return {
    /** Every brand's id (a small table): the sweep resolves each one's schedule. */
    async brandIds(db: Db): Promise<number[]> {
      return (await db.select({ id: brands.id }).from(brands)).map((row) => row.id);
    },

    /**
     * Movers whose next reminder's day has come by their brand's schedule (`schedules`: brand id
     * to days), oldest step first. The domain rule still decides; this only keeps the read small,
     * and leaves out the unsubscribed so they never crowd out the rest of a batch.
     * The partial index enrolments_reminder_due_idx (migration 0006) serves this read.
     */
    async findCandidates(
      db: Db,
      schedules: Record<number, readonly number[]>,
      now: Date,
      limit: number,
    ): Promise<ReminderCandidate[]> {
      const nextDays = sql`((${JSON.stringify(schedules)}::jsonb -> ${enrolments.brandId}::text) ->> ${enrolments.journeyRemindersSent}::int)::int`;
      return db
        .select({
          enrolmentId: enrolments.id,
          brandId: enrolments.brandId,
          firstName: enrolments.firstName,
          status: enrolments.status,
          tenantPortalStorage: enrolments.tenantPortalStorage,
          servicesCompletedAt: enrolments.servicesCompletedAt,
          forgottenAt: enrolments.forgottenAt,
          lastJourneyActivityAt: enrolments.lastJourneyActivityAt,
          journeyRemindersSent: enrolments.journeyRemindersSent,
          emailAddress: recipientEmail,
          contactNumber: enrolments.contactNumber,
          campaignMedium: enrolments.campaignMedium,
          isEmailBlocked,
        })
        .from(enrolments)
        .leftJoin(accounts, eq(accounts.enrolmentId, enrolments.id))
        .where(
          and(
            isStillJourneying,
            isNotNull(enrolments.lastJourneyActivityAt),
            sql`${enrolments.lastJourneyActivityAt} + make_interval(days => ${nextDays}) <= ${now.toISOString()}::timestamptz`,
            sql`not ${isEmailBlocked}`,
          ),
        )
        .orderBy(asc(enrolments.lastJourneyActivityAt))
        .limit(limit);
    },

    /**
     * Claims reminder `number` for a mover in one conditional UPDATE: only while `sentBefore`
     * reminders are recorded, the step was taken at or before `stepNoLaterThan` and the journey is not
     * over. Two sweeps at once (or a step taken meanwhile) leave exactly one or no claim.
     */
    async claim(
      tx: DbOrTx,
      claim: { enrolmentId: string; sentBefore: number; number: number; stepNoLaterThan: Date },
    ): Promise<boolean> {
      const rows = await tx
        .update(enrolments)
        .set({ journeyRemindersSent: claim.number })
        .where(
          and(
            eq(enrolments.id, claim.enrolmentId),
            eq(enrolments.journeyRemindersSent, claim.sentBefore),
            lte(enrolments.lastJourneyActivityAt, claim.stepNoLaterThan),
            isStillJourneying,
          ),
        )
        .returning({ id: enrolments.id });
      return rows.length === 1;
    },
  };
}
