import { and, asc, eq, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';

/** A leased delivery with what the worker needs of its endpoint. */
export type DueWebhookDelivery = {
  id: string;
  endpointId: string;
  body: string;
  attempts: number;
  isReplay: boolean;
  url: string;
  secretCiphertext: string;
};

export type WebhookAttemptRecord = {
  attemptedAt: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  isReplay: boolean;
};

export type WebhookDeliveriesRepo = ReturnType<typeof createWebhookDeliveriesRepo>;

/** SQL of the webhook worker: leasing due deliveries, and recording each attempt with its outcome. */
export function createWebhookDeliveriesRepo() {
  return {
    /**
     * Leases up to `limit` due deliveries of enabled endpoints until `leasedUntil`, oldest first.
     * FOR UPDATE SKIP LOCKED plus the lease check keep two replicas off the same row.
     */
    async leaseDue(
      db: Db,
      now: Date,
      leasedUntil: Date,
      limit: number,
    ): Promise<DueWebhookDelivery[]> {
      const free = or(
        isNull(webhookDeliveries.leasedUntil),
        lt(webhookDeliveries.leasedUntil, now),
      );
      const due = db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, now),
            isNull(webhookEndpoints.disabledAt),
            free,
          ),
        )
        .orderBy(asc(webhookDeliveries.seq))
        .limit(limit)
        .for('update', { of: webhookDeliveries, skipLocked: true });
      const leased = await db
        .update(webhookDeliveries)
        .set({ leasedUntil })
        .where(and(inArray(webhookDeliveries.id, due), free))
        .returning({ id: webhookDeliveries.id });
      if (leased.length === 0) return [];
      const rows = await db
        .select({
          id: webhookDeliveries.id,
          endpointId: webhookDeliveries.endpointId,
          body: webhookDeliveries.body,
          attempts: webhookDeliveries.attempts,
          url: webhookEndpoints.url,
          secretCiphertext: webhookEndpoints.secretCiphertext,
          isReplay: webhookDeliveries.isReplay,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          inArray(
            webhookDeliveries.id,
            leased.map((row) => row.id),
          ),
        )
        .orderBy(asc(webhookDeliveries.seq));
      return rows;
    },

    /** Deletes settled deliveries (delivered or given up) recorded before `before`, with their attempts. */
    async purgeSettled(db: Db, before: Date): Promise<number> {
      const rows = await db
        .delete(webhookDeliveries)
        .where(
          and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)),
        )
        .returning({ id: webhookDeliveries.id });
      return rows.length;
    },

    /**
     * Records an attempt and the delivery's new state, if the lease is still ours; false when it
     * lapsed and another worker took the row.
     */
    async finish(
      db: Db,
      id: string,
      lease: Date,
      attempt: WebhookAttemptRecord,
      outcome:
        | { status: 'delivered'; at: Date }
        | { status: 'pending' | 'failed'; attempts: number; nextAttemptAt: Date },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(webhookDeliveries)
          .set(
            outcome.status === 'delivered'
              ? {
                  status: 'delivered',
                  deliveredAt: outcome.at,
                  leasedUntil: null,
                  attempts: 0,
                  isReplay: false,
                }
              : {
                  status: outcome.status,
                  attempts: outcome.attempts,
                  nextAttemptAt: outcome.nextAttemptAt,
                  leasedUntil: null,
                  ...(outcome.status === 'failed' ? { isReplay: false } : {}),
                },
          )
          .where(
            and(
              eq(webhookDeliveries.id, id),
              eq(webhookDeliveries.status, 'pending'),
              eq(webhookDeliveries.leasedUntil, lease),
            ),
          )
          .returning({ id: webhookDeliveries.id });
        if (updated.length !== 1) return false;
        await tx.insert(webhookAttempts).values({ deliveryId: id, ...attempt });
        return true;
      });
    },
  };
}
