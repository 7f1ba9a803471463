import type { Clock } from '@threshold/domain/dates/clock';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/client';
import type { DueWebhookDelivery, WebhookDeliveriesRepo } from './webhook-deliveries.repo';
import type { WebhookSecretBox } from './webhook-secrets';
import { sendWebhook, type WebhookSendResult } from './webhook-sender';
import { createRepeatingTask } from '../../jobs/repeating-task';

export const WEBHOOK_POLL_MS = 1_000;
/** Each attempt's deadline: connection, answer and all. */
export const WEBHOOK_DEADLINE_MS = 10_000;
export const WEBHOOK_BATCH_SIZE = 10;
/** Longer than a batch of one endpoint's attempts back to back, so a live worker keeps its lease. */
export const WEBHOOK_LEASE_MS = WEBHOOK_BATCH_SIZE * WEBHOOK_DEADLINE_MS + 30_000;
/**
 * The wait after the nth failed attempt (Standard Webhooks' suggested schedule): 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h; the 8th failure gives up, about a day after the event.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

/** Delivered and given-up deliveries are kept this long for owners to see and replay, then deleted. */
export const WEBHOOK_RETENTION_MS = 30 * 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

/** The webhook-id header of a delivery: the same on every attempt and replay. */
export function webhookIdOf(deliveryId: string): string {
  return `msg_${deliveryId.replaceAll('-', '')}`;
}

export type WebhookRunResult = {
  delivered: number;
  retried: number;
  failed: number;
  leaseLost: number;
};

export type WebhookWorkerOptions = {
  db: Db;
  repo: WebhookDeliveriesRepo;
  secrets: WebhookSecretBox;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Production: refuse receivers on private or loopback addresses (SSRF). */
  refusePrivateAddresses: boolean;
  pollMs?: number;
  deadlineMs?: number;
  batchSize?: number;
  leaseMs?: number;
  retryDelaysMs?: readonly number[];
};

/**
 * Delivers partners' webhooks from the webhook outbox: every poll leases due deliveries (so
 * replicas never share one), signs each as Standard Webhooks says (webhook-id, webhook-timestamp
 * in seconds, webhook-signature v1 over "{id}.{timestamp}.{body}"), POSTs it, and records the
 * attempt's status code and time. A 2xx is delivered; anything else is retried on the schedule.
 * One endpoint's deliveries go one after another, in the order they were recorded.
 */
export function createWebhookWorker(options: WebhookWorkerOptions) {
  const { db, repo, secrets, clock, logger } = options;
  const pollMs = options.pollMs ?? WEBHOOK_POLL_MS;
  const deadlineMs = options.deadlineMs ?? WEBHOOK_DEADLINE_MS;
  const batchSize = options.batchSize ?? WEBHOOK_BATCH_SIZE;
  const leaseMs = options.leaseMs ?? WEBHOOK_LEASE_MS;
  const retryDelaysMs = options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  const maxAttempts = retryDelaysMs.length + 1;

  let lastPurgeAt = Number.NEGATIVE_INFINITY;

  async function attempt(delivery: DueWebhookDelivery): Promise<WebhookSendResult> {
    const webhookId = webhookIdOf(delivery.id);
    const sentAt = clock.now();
    const signature = new Webhook(
      secrets.open(delivery.secretCiphertext, delivery.endpointId),
    ).sign(webhookId, sentAt, delivery.body);
    return sendWebhook({
      url: delivery.url,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Threshold-Webhooks/1',
        'webhook-id': webhookId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: delivery.body,
      deadlineMs,
      refusePrivate: options.refusePrivateAddresses,
    });
  }

  async function deliver(
    delivery: DueWebhookDelivery,
    lease: Date,
    result: WebhookRunResult,
  ): Promise<void> {
    const startedAt = clock.now();
    const started = performance.now();
    const sent = await attempt(delivery).catch((): WebhookSendResult => ({
      statusCode: null,
      error: 'connection',
    }));
    const record = {
      attemptedAt: startedAt,
      statusCode: sent.statusCode,
      error: sent.error ?? (sent.statusCode >= 300 && sent.statusCode < 400 ? 'redirect' : null),
      durationMs: Math.round(performance.now() - started),
      isReplay: delivery.isReplay,
    };
    const ok = sent.statusCode !== null && sent.statusCode >= 200 && sent.statusCode < 300;
    const attempts = delivery.attempts + 1;
    const isFinal = !ok && attempts >= maxAttempts;
    const recorded = await repo.finish(
      db,
      delivery.id,
      lease,
      record,
      ok
        ? { status: 'delivered', at: clock.now() }
        : {
            status: isFinal ? 'failed' : 'pending',
            attempts,
            nextAttemptAt: new Date(
              clock.now().getTime() + (retryDelaysMs[attempts - 1] ?? retryDelaysMs.at(-1) ?? 0),
            ),
          },
    );
    if (!recorded) {
      result.leaseLost += 1;
      logger.warn({ webhookDeliveryId: delivery.id }, 'webhook sent after its lease lapsed');
    } else if (ok) result.delivered += 1;
    else {
      if (isFinal) result.failed += 1;
      else result.retried += 1;
      logger.warn(
        {
          webhookDeliveryId: delivery.id,
          statusCode: sent.statusCode,
          error: record.error,
          attempts,
          isFinal,
        },
        'webhook delivery failed',
      );
    }
  }

  /**
   * One poll: (hourly) delete settled deliveries past their retention, then lease due deliveries
   * and deliver them, endpoints side by side. Tests call it directly.
   */
  async function runOnce(): Promise<WebhookRunResult> {
    const result: WebhookRunResult = { delivered: 0, retried: 0, failed: 0, leaseLost: 0 };
    const now = clock.now();
    if (now.getTime() - lastPurgeAt >= PURGE_EVERY_MS) {
      lastPurgeAt = now.getTime();
      await repo.purgeSettled(db, new Date(now.getTime() - WEBHOOK_RETENTION_MS));
    }
    const lease = new Date(now.getTime() + leaseMs);
    const due = await repo.leaseDue(db, now, lease, batchSize);
    const byEndpoint = new Map<string, DueWebhookDelivery[]>();
    for (const delivery of due) {
      const list = byEndpoint.get(delivery.endpointId) ?? [];
      list.push(delivery);
      byEndpoint.set(delivery.endpointId, list);
    }
    await Promise.all(
      [...byEndpoint.values()].map(async (list) => {
        for (const delivery of list) await deliver(delivery, lease, result);
      }),
    );
    return result;
  }

  const polling = createRepeatingTask({
    everyMs: pollMs,
    run: runOnce,
    onError: (error) => logger.error({ err: error }, 'webhook poll failed'),
  });

  return {
    runOnce,
    start: polling.start,
    /** Stops polling and waits for the poll in progress. */
    async stop(): Promise<void> {
      await polling.stop();
    },
  };
}
export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
