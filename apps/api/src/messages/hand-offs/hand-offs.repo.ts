import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { handOffs, outboxMessages } from '../../db/schema';

export type HandOffRow = typeof handOffs.$inferSelect;

/** A message's final outcome, as the outbox worker records it. */
export type SettledOutcome =
  { status: 'sent'; at: Date } | { status: 'failed'; at: Date } | { status: 'suppressed' };

export async function insertHandOff(
  db: DbOrTx,
  values: Pick<
    typeof handOffs.$inferInsert,
    'enrolmentId' | 'kind' | 'recipient' | 'state' | 'outboxMessageId'
  >,
): Promise<HandOffRow> {
  const [row] = await db.insert(handOffs).values(values).returning();
  if (!row) throw new Error('hand-off insert returned no row');
  return row;
}

/**
 * Moves the hand-off a message carries (if any) to the message's outcome: sent or failed at that
 * time. A message the worker suppressed (its address unsubscribed after it was queued) never went:
 * failed, at the time it was queued.
 */
export async function settleHandOff(
  db: DbOrTx,
  outboxMessageId: string,
  outcome: SettledOutcome,
): Promise<void> {
  await db
    .update(handOffs)
    .set(
      outcome.status === 'suppressed'
        ? { state: 'failed' }
        : { state: outcome.status, stateAt: outcome.at },
    )
    .where(and(eq(handOffs.outboxMessageId, outboxMessageId), eq(handOffs.state, 'queued')));
}

/**
 * Cancels the hand-off's message while it is still waiting to go (pending, and not leased by a
 * worker sending it now), in one conditional UPDATE; then the hand-off never happened and its
 * record goes (a feature's details row with it). False when the message has gone, is going or
 * failed: then everything stays as it is.
 */
export async function withdrawHandOff(db: DbOrTx, handOffId: string, now: Date): Promise<boolean> {
  const cancelled = await db
    .update(outboxMessages)
    .set({ status: 'cancelled', leasedUntil: null })
    .where(
      and(
        inArray(
          outboxMessages.id,
          db
            .select({ id: handOffs.outboxMessageId })
            .from(handOffs)
            .where(eq(handOffs.id, handOffId)),
        ),
        eq(outboxMessages.status, 'pending'),
        or(isNull(outboxMessages.leasedUntil), lt(outboxMessages.leasedUntil, now)),
      ),
    )
    .returning({ id: outboxMessages.id });
  if (cancelled.length === 0) return false;
  await db.delete(handOffs).where(eq(handOffs.id, handOffId));
  return true;
}
