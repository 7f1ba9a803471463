import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type OutboxStats = {
  /** Pending and due now: waiting for the worker. */
  due: number;
  /** Pending with a later send time (follow-ups, retries backing off). */
  scheduled: number;
  /** Pending after at least one failed attempt. */
  retrying: number;
  /** Given up on after the last attempt. */
  failed: number;
  /** How long the oldest due message has waited past its send time, in seconds (0: none). */
  oldestDueAgeSeconds: number;
};

/**
 * The outbox as an operator watches it, in one statement over the (status, send_after) index:
 * only pending and failed rows are read, never the sent ones that pile up. The database's count,
 * so every replica reports the same figure.
 */
export function createOutboxStatsRepo(db: Db) {
  return {
    async stats(now: Date): Promise<OutboxStats> {
      const pending = eq(outboxMessages.status, 'pending');
      const isDue = and(pending, lte(outboxMessages.sendAfter, now));
      const [row] = await db
        .select({
          due: sql<number>`count(*) filter (where ${isDue})`.mapWith(Number),
          scheduled:
            sql<number>`count(*) filter (where ${and(pending, gt(outboxMessages.sendAfter, now))})`.mapWith(
              Number,
            ),
          retrying:
            sql<number>`count(*) filter (where ${and(pending, gt(outboxMessages.attempts, 0))})`.mapWith(
              Number,
            ),
          failed:
            sql<number>`count(*) filter (where ${eq(outboxMessages.status, 'failed')})`.mapWith(
              Number,
            ),
          oldestDueAgeSeconds:
            sql<number>`coalesce(extract(epoch from (${now.toISOString()}::timestamptz - min(${outboxMessages.sendAfter}) filter (where ${isDue}))), 0)`.mapWith(
              Number,
            ),
        })
        .from(outboxMessages)
        .where(inArray(outboxMessages.status, ['pending', 'failed']));
      return row ?? { due: 0, scheduled: 0, retrying: 0, failed: 0, oldestDueAgeSeconds: 0 };
    },
  };
}
export type OutboxStatsRepo = ReturnType<typeof createOutboxStatsRepo>;
