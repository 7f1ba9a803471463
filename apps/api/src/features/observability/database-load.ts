import type pg from 'pg';
import type { Database } from '../../db/client';

/** What the database's connections are doing, as Prometheus gauges show it. */
export type DatabaseLoad =
  | { driver: 'postgres'; total: number; idle: number; waiting: number }
  | { driver: 'pglite'; queued: number };

type PgliteLike = {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
};

/** Operations started and not yet finished on each PGlite instance (counted once per instance). */
const pgliteInFlight = new WeakMap<object, { count: number }>();

/**
 * PGlite runs one operation at a time and queues the rest behind a private lock that it does not
 * expose; so its public entry points (a statement, a script, a transaction) are counted in and
 * out here. Everything started beyond the one running waits in that queue.
 */
function countPgliteOperations(client: PgliteLike): { count: number } {
  const known = pgliteInFlight.get(client);
  if (known) return known;
  const inFlight = { count: 0 };
  pgliteInFlight.set(client, inFlight);
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      inFlight.count += 1;
      try {
        return await original(...args);
      } finally {
        inFlight.count -= 1;
      }
    };
  }
  return inFlight;
}

/**
 * Reads the database's load: node-postgres's pool (connections open, idle, and requests waiting
 * for one) or PGlite's queue. Drizzle keeps the driver's client as `$client`.
 */
export function watchDatabaseLoad(database: Database): () => DatabaseLoad {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.driver === 'postgres') {
    const pool = client as pg.Pool;
    return () => ({
      driver: 'postgres',
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
  }
  const inFlight = countPgliteOperations(client as PgliteLike);
  return () => ({ driver: 'pglite', queued: Math.max(0, inFlight.count - 1) });
}
