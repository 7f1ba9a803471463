import { and, desc, eq, inArray, isNull, lte, or, sql, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { Db } from '../db/client';
import { insertJsonRows } from '../db/insert-json-rows';
import { commsBlocks, outboxMessages } from '../db/schema';
import { settleHandOff, type SettledOutcome } from './hand-offs/hand-offs.repo';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type OutboxInsert = typeof outboxMessages.$inferInsert;
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
/** A message as written: its id, the address as stored, and pending (or suppressed for a blocked address). */
export type EnqueuedMessage = Pick<OutboxRow, 'id' | 'recipient' | 'status'>;

/** SQL of the outbox and of the e-mail blocks it enforces. */
export function createOutboxRepo() {
  return {
    async insert(db: DbOrTx, row: Omit<OutboxInsert, 'createdAt'>): Promise<EnqueuedMessage> {
      const [inserted] = await db
        .insert(outboxMessages)
        // Wall-clock insertion time (not the transaction's start), so the mailbox can order messages.
        .values({ ...row, createdAt: sql`clock_timestamp()` })
        .returning({
          id: outboxMessages.id,
          recipient: outboxMessages.recipient,
          status: outboxMessages.status,
        });
      if (!inserted) throw new Error('outbox insert returned no row');
      return inserted;
    },

    /** Many rows in one statement, each with its own wall-clock insertion time. */
    async insertMany(db: DbOrTx, rows: Omit<OutboxInsert, 'createdAt'>[]): Promise<void> {
      await insertJsonRows(db, outboxMessages, rows, { createdAt: sql`clock_timestamp()` });
    },

    /** The (lower case) addresses among these that are blocked from campaign e-mail. */
    async blockedAmong(db: DbOrTx, emailAddresses: string[]): Promise<Set<string>> {
      if (emailAddresses.length === 0) return new Set();
      const rows = await db
        .select({ emailAddress: commsBlocks.emailAddress })
        .from(commsBlocks)
        .where(
          and(inArray(commsBlocks.emailAddress, emailAddresses), eq(commsBlocks.isBlocked, true)),
        );
      return new Set(rows.map((row) => row.emailAddress));
    },

    /** True when the (lower case) address is blocked from campaign e-mail. */
    async isBlocked(db: DbOrTx, emailAddress: string): Promise<boolean> {
      const [row] = await db
        .select({ isBlocked: commsBlocks.isBlocked })
        .from(commsBlocks)
        .where(eq(commsBlocks.emailAddress, emailAddress))
        .limit(1);
      return row?.isBlocked === true;
    },

    /**
     * Leases up to `limit` due rows until `leasedUntil`. FOR UPDATE SKIP LOCKED plus the lease
     * check means two replicas polling at once never take the same row; a lapsed lease (a worker
     * that died mid-send) is taken again.
     */
    async leaseDue(db: Db, now: Date, leasedUntil: Date, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.status, 'pending'),
            lte(outboxMessages.sendAfter, now),
            or(isNull(outboxMessages.leasedUntil), lt(outboxMessages.leasedUntil, now)),
          ),
        )
        .orderBy(outboxMessages.sendAfter)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxMessages)
        .set({ leasedUntil })
        .where(
          and(
            inArray(outboxMessages.id, due),
            // Re-checked here: under READ COMMITTED another replica may have leased it meanwhile.
            or(isNull(outboxMessages.leasedUntil), lt(outboxMessages.leasedUntil, now)),
          ),
        )
        .returning();
    },

    /** Marks a leased row with its outcome; false when the lease is no longer ours (lapsed and retaken). */
    async finish(
      db: Db,
      id: string,
      lease: Date,
      outcome:
        | { status: 'sent'; at: Date }
        | { status: 'suppressed' }
        | {
            status: 'pending' | 'failed';
            attempts: number;
            sendAfter: Date;
            lastError: string;
            at: Date;
          },
    ): Promise<boolean> {
      const set =
        outcome.status === 'sent'
          ? { status: outcome.status, sentAt: outcome.at, leasedUntil: null }
          : outcome.status === 'suppressed'
            ? { status: outcome.status, leasedUntil: null }
            : {
                status: outcome.status,
                attempts: outcome.attempts,
                sendAfter: outcome.sendAfter,
                lastError: outcome.lastError,
                leasedUntil: null,
                // When the worker gave up: a hand-off shows the mover its failed state and time.
                ...(outcome.status === 'failed' ? { failedAt: outcome.at } : {}),
              };
      const settled: SettledOutcome | undefined =
        outcome.status === 'sent' || outcome.status === 'suppressed'
          ? outcome
          : outcome.status === 'failed'
            ? { status: 'failed', at: outcome.at }
            : undefined;
      const finishIn = async (tx: DbOrTx) => {
        const rows = await tx
          .update(outboxMessages)
          .set(set)
          .where(
            and(
              eq(outboxMessages.id, id),
              eq(outboxMessages.status, 'pending'),
              eq(outboxMessages.leasedUntil, lease),
            ),
          )
          .returning({ id: outboxMessages.id });
        // A hand-off riding on the message takes its outcome in the same transaction.
        if (rows.length === 1 && settled) await settleHandOff(tx, id, settled);
        return rows.length === 1;
      };
      return settled ? db.transaction(finishIn) : finishIn(db);
    },

    /** The pending (not yet sent) messages of a template for an enrolment. */
    async findPending(
      db: DbOrTx,
      enrolmentId: string,
      template: string,
    ): Promise<{ id: string; sendAfter: Date }[]> {
      return db
        .select({ id: outboxMessages.id, sendAfter: outboxMessages.sendAfter })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.enrolmentId, enrolmentId),
            eq(outboxMessages.template, template),
            eq(outboxMessages.status, 'pending'),
          ),
        );
    },

    /** Marks the pending messages of a template for an enrolment cancelled (the worker only sends pending rows). */
    async cancelPending(db: DbOrTx, enrolmentId: string, template: string): Promise<number> {
      const rows = await db
        .update(outboxMessages)
        .set({ status: 'cancelled', leasedUntil: null })
        .where(
          and(
            eq(outboxMessages.enrolmentId, enrolmentId),
            eq(outboxMessages.template, template),
            eq(outboxMessages.status, 'pending'),
          ),
        )
        .returning({ id: outboxMessages.id });
      return rows.length;
    },

    /** The dev mailbox: newest first. */
    async listByRecipient(
      db: Db,
      recipient: string | undefined,
      limit: number,
    ): Promise<OutboxRow[]> {
      const query = db.select().from(outboxMessages);
      const filtered =
        recipient === undefined
          ? query
          : query.where(eq(sql`lower(${outboxMessages.recipient})`, recipient.toLowerCase()));
      return filtered.orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit);
    },

    async findByPreferenceTokenHash(db: DbOrTx, tokenHash: string): Promise<OutboxRow | undefined> {
      const [row] = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.preferenceTokenHash, tokenHash))
        .limit(1);
      return row;
    },
  };
}
