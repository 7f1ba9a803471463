import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimitCounters } from '../db/schema';

export type CounterHit = {
  /** Hits in the current window, this one included. */
  hits: number;
  windowEndsAt: Date;
};

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;

/**
 * Fixed-window counters in the database, so every replica shares them. One statement counts the
 * hit and answers the new total: concurrent requests each see a distinct count, never a stale one.
 * Keys must not hold personal data: pass an HMAC of an address or number, never the contact.
 */
export function createRateLimitCounters() {
  return {
    async hit(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<CounterHit> {
      const windowEndsAt = new Date(now.getTime() + windowMs);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, windowEndsAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${rateLimitCounters.windowEndsAt} <= ${now} then 1 else ${rateLimitCounters.hits} + 1 end`,
            windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} <= ${now} then ${windowEndsAt} else ${rateLimitCounters.windowEndsAt} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
      if (!row) throw new Error('rate limit counter: no row returned');
      return { hits: row.hits, windowEndsAt: new Date(row.windowEndsAt) };
    },

    /**
     * One hit per entry of `keys` (a key may repeat), in one statement: each entry gets its own
     * count, in order, as if `hit` had been called for each. The rows are written in key order, so
     * concurrent calls lock them in the same order and cannot deadlock.
     */
    async hitMany(
      db: DbOrTx,
      keys: readonly string[],
      windowMs: number,
      now: Date,
    ): Promise<CounterHit[]> {
      if (keys.length === 0) return [];
      const added = new Map<string, number>();
      for (const key of keys) added.set(key, (added.get(key) ?? 0) + 1);
      const windowEndsAt = new Date(now.getTime() + windowMs);
      const rows = await db
        .insert(rateLimitCounters)
        .values(
          [...added.keys()].sort().map((key) => ({ key, hits: added.get(key) ?? 0, windowEndsAt })),
        )
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${rateLimitCounters.windowEndsAt} <= ${now} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
            windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} <= ${now} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
          },
        })
        .returning({
          key: rateLimitCounters.key,
          hits: rateLimitCounters.hits,
          windowEndsAt: rateLimitCounters.windowEndsAt,
        });
      const totals = new Map(rows.map((row) => [row.key, row]));
      const counted = new Map<string, number>();
      return keys.map((key) => {
        const total = totals.get(key);
        if (!total) throw new Error('rate limit counter: no row returned');
        const before = total.hits - (added.get(key) ?? 0);
        const nth = (counted.get(key) ?? 0) + 1;
        counted.set(key, nth);
        return { hits: before + nth, windowEndsAt: new Date(total.windowEndsAt) };
      });
    },

    /** Removes counters whose window has ended (housekeeping; an ended window counts from 1 anyway). */
    async purgeEnded(db: DbOrTx, now: Date): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now));
    },
  };
}
