import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { onboardingJourneys } from '../../db/schema';

export type OnboardingJourneyRow = typeof onboardingJourneys.$inferSelect;
export type OnboardingJourneyInsert = typeof onboardingJourneys.$inferInsert;
export type OnboardingJourneyPatch = Partial<
  Omit<OnboardingJourneyInsert, 'enrolmentId' | 'createdAt'>
>;

export type OnboardingRepo = ReturnType<typeof createOnboardingRepo>;

/** The onboarding journey: one row per enrolment. Every method takes the database or an open transaction. */
export function createOnboardingRepo() {
  return {
    async findByEnrolmentId(
      tx: DbOrTx,
      enrolmentId: string,
    ): Promise<OnboardingJourneyRow | undefined> {
      const [row] = await tx
        .select()
        .from(onboardingJourneys)
        .where(eq(onboardingJourneys.enrolmentId, enrolmentId))
        .limit(1);
      return row;
    },

    /** The journey's first row; when two first reads race, the one written first stays. */
    async insertIfMissing(
      tx: DbOrTx,
      values: OnboardingJourneyInsert,
    ): Promise<OnboardingJourneyRow> {
      await tx
        .insert(onboardingJourneys)
        .values(values)
        .onConflictDoNothing({ target: onboardingJourneys.enrolmentId });
      const [row] = await tx
        .select()
        .from(onboardingJourneys)
        .where(eq(onboardingJourneys.enrolmentId, values.enrolmentId))
        .limit(1);
      if (!row) throw new Error('onboarding journey insert left no row');
      return row;
    },

    /** Changes a journey that is not committed yet; undefined when it is (or has gone). */
    async updateUncommitted(
      tx: DbOrTx,
      enrolmentId: string,
      patch: OnboardingJourneyPatch,
    ): Promise<OnboardingJourneyRow | undefined> {
      const [row] = await tx
        .update(onboardingJourneys)
        .set(patch)
        .where(
          and(
            eq(onboardingJourneys.enrolmentId, enrolmentId),
            isNull(onboardingJourneys.committedAt),
          ),
        )
        .returning();
      return row;
    },
  };
}
