import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type PartnerWebhooksRepo = ReturnType<typeof createPartnerWebhooksRepo>;

/** The most deliveries an endpoint's list shows (newest first). */
const DELIVERY_PAGE = 100;

/** webhook_endpoints as owners manage them, and their deliveries and attempts. */
export function createPartnerWebhooksRepo(db: Db) {
  return {
    async insertEndpoint(row: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
      const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
      if (!inserted) throw new Error('webhook endpoint insert returned no row');
      return inserted;
    },

    async listEndpoints(brandIds: number[]): Promise<WebhookEndpointRow[]> {
      if (brandIds.length === 0) return [];
      return db
        .select()
        .from(webhookEndpoints)
        .where(inArray(webhookEndpoints.brandId, brandIds))
        .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
    },

    /** An endpoint, only when it is on one of these brands. */
    async findEndpoint(id: string, brandIds: number[]): Promise<WebhookEndpointRow | undefined> {
      if (brandIds.length === 0) return undefined;
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), inArray(webhookEndpoints.brandId, brandIds)))
        .limit(1);
      return row;
    },

    async setDisabledAt(id: string, disabledAt: Date | null): Promise<WebhookEndpointRow> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ disabledAt })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (!row) throw new Error('webhook endpoint vanished');
      return row;
    },

    /** Deletes the endpoint with its deliveries and their attempts (cascade). */
    async deleteEndpoint(id: string): Promise<void> {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /** The newest deliveries of an endpoint with every attempt of each, oldest attempt first. */
    async listDeliveries(
      endpointId: string,
    ): Promise<{ delivery: WebhookDeliveryRow; attempts: WebhookAttemptRow[] }[]> {
      const deliveries = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.seq))
        .limit(DELIVERY_PAGE);
      if (deliveries.length === 0) return [];
      const attempts = await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            deliveries.map((delivery) => delivery.id),
          ),
        )
        .orderBy(webhookAttempts.id);
      return deliveries.map((delivery) => ({
        delivery,
        attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
      }));
    },

    /**
     * Queues a delivery again (a replay): due now with a fresh retry budget, keeping its id (so
     * its webhook-id); false when the endpoint has no such delivery.
     */
    async replay(endpointId: string, deliveryId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now, isReplay: true })
        .where(
          and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)),
        )
        .returning({ id: webhookDeliveries.id });
      return rows.length === 1;
    },

    async findDelivery(
      endpointId: string,
      deliveryId: string,
    ): Promise<{ delivery: WebhookDeliveryRow; attempts: WebhookAttemptRow[] } | undefined> {
      const [delivery] = await db
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)),
        );
      if (!delivery) return undefined;
      const attempts = await db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, deliveryId))
        .orderBy(webhookAttempts.id);
      return { delivery, attempts };
    },
  };
}
