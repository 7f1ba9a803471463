import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { callerRowPart } from '../../../auth/caller';
import type { DbOrTx } from '../../../db/client';
import { energyJourneys } from '../../../db/schema';

export type EnergyJourneyRow = typeof energyJourneys.$inferSelect;
export type EnergyJourneyPatch = Partial<
  Omit<typeof energyJourneys.$inferInsert, 'enrolmentId' | 'updatedAt'>
>;

/** The caller's energy journey row, read in the request context's statement. */
export const energyJourneyPart = callerRowPart(
  'energyJourney',
  energyJourneys,
  energyJourneys.enrolmentId,
);

/** The mover's energy journey row; undefined before anything was read or saved. */
export async function findEnergyJourney(
  db: DbOrTx,
  enrolmentId: string,
): Promise<EnergyJourneyRow | undefined> {
  const [row] = await db
    .select()
    .from(energyJourneys)
    .where(eq(energyJourneys.enrolmentId, enrolmentId))
    .limit(1);
  return row;
}

/** The row, created with its defaults the first time it is asked for (one per enrolment). */
export async function ensureEnergyJourney(
  db: DbOrTx,
  enrolmentId: string,
): Promise<EnergyJourneyRow> {
  await db.insert(energyJourneys).values({ enrolmentId }).onConflictDoNothing();
  const row = await findEnergyJourney(db, enrolmentId);
  if (!row) throw new Error('energy journey row missing after insert');
  return row;
}

/** Writes fields of the mover's energy journey, creating the row when it is the first write. */
export async function saveEnergyJourney(
  db: DbOrTx,
  enrolmentId: string,
  patch: EnergyJourneyPatch,
  now: Date,
): Promise<EnergyJourneyRow> {
  const values = { ...patch, updatedAt: now };
  const [row] = await db
    .insert(energyJourneys)
    .values({ enrolmentId, ...values })
    .onConflictDoUpdate({ target: energyJourneys.enrolmentId, set: values })
    .returning();
  if (!row) throw new Error('energy journey upsert returned no row');
  return row;
}

/**
 * Writes fields of an existing journey row (the add-ons, start date, PSR or payment pages, which
 * open once a tariff is chosen); answers the row, undefined when there is none (nothing written).
 */
export async function updateEnergyJourney(
  db: DbOrTx,
  enrolmentId: string,
  patch: EnergyJourneyPatch,
  now: Date,
): Promise<EnergyJourneyRow | undefined> {
  const [row] = await db
    .update(energyJourneys)
    .set({ ...patch, updatedAt: now })
    .where(eq(energyJourneys.enrolmentId, enrolmentId))
    .returning();
  return row;
}

/** What a PSR answer keeps once its needs (health data) were delivered and scrubbed. */
export const SCRUBBED_PSR_RECORD = { removedAfterDelivery: true } as const;

/**
 * Replaces the mover's own PSR answer with SCRUBBED_PSR_RECORD (it stays answered) in one
 * statement, for the journeys whose enrolment is among `enrolmentIds` (a subquery) and whose answer
 * still holds needs.
 */
export async function scrubPsrAnswers(db: DbOrTx, enrolmentIds: SQLWrapper): Promise<void> {
  await db
    .update(energyJourneys)
    .set({ psr: { ...SCRUBBED_PSR_RECORD } })
    .where(
      and(
        sql`jsonb_typeof(${energyJourneys.psr}) = 'object'`,
        sql`${energyJourneys.psr} <> '{}'::jsonb`,
        sql`(${energyJourneys.psr} ->> 'removedAfterDelivery') is null`,
        inArray(energyJourneys.enrolmentId, enrolmentIds),
      ),
    );
}

/**
 * The time the smart-meter offer was first shown: set once, in one statement, so concurrent calls
 * keep the earliest (a later call leaves it as it is). Answers the row.
 */
export async function recordFirstSmartOffer(
  db: DbOrTx,
  enrolmentId: string,
  now: Date,
): Promise<EnergyJourneyRow> {
  const [row] = await db
    .insert(energyJourneys)
    .values({ enrolmentId, smartOfferedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: energyJourneys.enrolmentId,
      set: {
        smartOfferedAt: sql`coalesce(${energyJourneys.smartOfferedAt}, excluded.smart_offered_at)`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('energy journey upsert returned no row');
  return row;
}
