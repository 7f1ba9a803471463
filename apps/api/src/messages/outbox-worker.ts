import type { Clock } from '@threshold/domain/dates/clock';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { OutboxRepo, OutboxRow } from './outbox.repo';
import type { Transport } from './transports/transport';
import { createRepeatingTask } from '../jobs/repeating-task';

export const OUTBOX_POLL_MS = 1_000;
/** Longer than any transport's timeouts, so a live worker never loses its lease mid-send. */
export const OUTBOX_LEASE_MS = 60_000;
export const OUTBOX_BATCH_SIZE = 20;
/**
 * With the doubling backoff, 12 tries span about 17 hours: a relay or gateway down overnight delays
 * messages instead of failing them (8 tries gave up after about an hour).
 */
export const OUTBOX_MAX_ATTEMPTS = 12;
export const OUTBOX_BACKOFF_BASE_MS = 30_000;

export type OutboxWorkerOptions = {
  db: Db;
  repo: OutboxRepo;
  transports: Record<OutboxRow['channel'], Transport>;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
};

export type OutboxRunResult = {
  sent: number;
  retried: number;
  failed: number;
  suppressed: number;
  leaseLost: number;
};

/** The wait before attempt n+1 after n failures: 30 s, 1 min, 2 min, 4 min, ... */
export function backoffMs(failedAttempts: number, baseMs = OUTBOX_BACKOFF_BASE_MS): number {
  return baseMs * 2 ** Math.max(0, failedAttempts - 1);
}

/**
 * What is kept of a delivery error: its kind and codes, never its text, which may quote the
 * address or the server's reply about it.
 */
function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return 'UnknownError';
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return [
    error.name,
    typeof code === 'string' ? code : undefined,
    typeof responseCode === 'number' ? String(responseCode) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Delivers the outbox: every poll leases due rows (so replicas never share one), sends each
 * through its channel's transport and records the outcome in a statement that checks the lease.
 * A crash loses nothing: an unsent row stays pending and its lease lapses, so it is taken again.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, repo, transports, clock, logger } = options;
  const pollMs = options.pollMs ?? OUTBOX_POLL_MS;
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const backoffBaseMs = options.backoffBaseMs ?? OUTBOX_BACKOFF_BASE_MS;

  async function deliver(row: OutboxRow, lease: Date, result: OutboxRunResult): Promise<void> {
    const log = { outboxId: row.id, template: row.template, channel: row.channel };
    // A block set after the message was queued (e.g. a reminder weeks ahead) still stops it.
    if (row.isCampaign && row.channel === 'email' && (await repo.isBlocked(db, row.recipient))) {
      if (await repo.finish(db, row.id, lease, { status: 'suppressed' })) result.suppressed += 1;
      return;
    }
    try {
      await transports[row.channel].send(row);
    } catch (error) {
      const attempts = row.attempts + 1;
      const isFinal = attempts >= maxAttempts;
      const recorded = await repo.finish(db, row.id, lease, {
        status: isFinal ? 'failed' : 'pending',
        attempts,
        sendAfter: new Date(clock.now().getTime() + backoffMs(attempts, backoffBaseMs)),
        lastError: errorSummary(error),
        at: clock.now(),
      });
      if (!recorded) result.leaseLost += 1;
      else if (isFinal) result.failed += 1;
      else result.retried += 1;
      logger.warn(
        { ...log, attempts, error: errorSummary(error), isFinal },
        'message delivery failed',
      );
      return;
    }
    if (await repo.finish(db, row.id, lease, { status: 'sent', at: clock.now() })) {
      result.sent += 1;
    } else {
      // Our lease lapsed during the send and another worker took the row: it may send again,
      // with the same Message-ID, which is why the lease is far longer than any send.
      result.leaseLost += 1;
      logger.warn(log, 'message sent after its lease lapsed');
    }
  }

  /** One poll: lease the due rows and deliver them. Tests call it directly. */
  async function runOnce(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, retried: 0, failed: 0, suppressed: 0, leaseLost: 0 };
    const now = clock.now();
    const lease = new Date(now.getTime() + leaseMs);
    const rows = await repo.leaseDue(db, now, lease, batchSize);
    for (const row of rows) await deliver(row, lease, result);
    return result;
  }

  const polling = createRepeatingTask({
    everyMs: pollMs,
    run: runOnce,
    onError: (error) => logger.error({ err: error }, 'outbox poll failed'),
  });

  return {
    runOnce,
    start: polling.start,
    /** Stops polling and waits for the poll in progress, so shutdown never cuts a send short. */
    async stop(): Promise<void> {
      await polling.stop();
      for (const transport of Object.values(transports)) transport.close?.();
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
