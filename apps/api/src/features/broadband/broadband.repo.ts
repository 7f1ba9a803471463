import { desc, eq } from 'drizzle-orm';
import { callerRowPart } from '../../auth/caller';
import type { DbOrTx } from '../../db/client';
import { broadbandCallbackRequests, entertainmentJourneys, handOffs } from '../../db/schema';

export type EntertainmentJourneyRow = typeof entertainmentJourneys.$inferSelect;
export type EntertainmentJourneyPatch = Partial<
  Omit<typeof entertainmentJourneys.$inferInsert, 'enrolmentId' | 'updatedAt'>
>;

/** The caller's entertainment journey row, read in the request context's statement. */
export const entertainmentJourneyPart = callerRowPart(
  'entertainmentJourney',
  entertainmentJourneys,
  entertainmentJourneys.enrolmentId,
);

/** The mover's broadband journey row; undefined before anything was saved. */
export async function findEntertainmentJourney(
  db: DbOrTx,
  enrolmentId: string,
): Promise<EntertainmentJourneyRow | undefined> {
  const [row] = await db
    .select()
    .from(entertainmentJourneys)
    .where(eq(entertainmentJourneys.enrolmentId, enrolmentId))
    .limit(1);
  return row;
}

/** Writes fields of the mover's broadband journey, creating the row on the first write. */
export async function saveEntertainmentJourney(
  db: DbOrTx,
  enrolmentId: string,
  patch: EntertainmentJourneyPatch,
  now: Date,
): Promise<EntertainmentJourneyRow> {
  const values = { ...patch, updatedAt: now };
  const [row] = await db
    .insert(entertainmentJourneys)
    .values({ enrolmentId, ...values })
    .onConflictDoUpdate({ target: entertainmentJourneys.enrolmentId, set: values })
    .returning();
  if (!row) throw new Error('entertainment journey upsert returned no row');
  return row;
}

/** A call-back request's details, under its hand-off's id. */
export type CallbackInsert = Omit<typeof broadbandCallbackRequests.$inferInsert, 'createdAt'>;

export async function insertCallbackRequest(
  db: DbOrTx,
  values: CallbackInsert,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(broadbandCallbackRequests)
    .values(values)
    .returning({ id: broadbandCallbackRequests.id });
  if (!row) throw new Error('call-back request insert returned no row');
  return row;
}

/** The mover's latest call-back request with its delivery state (its hand-off's). */
export async function findLatestCallback(db: DbOrTx, enrolmentId: string) {
  const [row] = await db
    .select({
      id: broadbandCallbackRequests.id,
      slot: broadbandCallbackRequests.slot,
      reference: broadbandCallbackRequests.reference,
      createdAt: broadbandCallbackRequests.createdAt,
      state: handOffs.state,
      stateAt: handOffs.stateAt,
    })
    .from(broadbandCallbackRequests)
    .innerJoin(handOffs, eq(handOffs.id, broadbandCallbackRequests.id))
    .where(eq(broadbandCallbackRequests.enrolmentId, enrolmentId))
    .orderBy(desc(broadbandCallbackRequests.createdAt))
    .limit(1);
  return row;
}
