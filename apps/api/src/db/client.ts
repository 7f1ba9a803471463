import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type DbSchema = typeof schema;
/** Drizzle over either driver: repos only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, DbSchema>;
/** Either the database or an open transaction: a repo call joins the caller's write when given one. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Tells listeners the id of each enrolment whose row or energy journey a commit changed. */
export type EnrolmentChanges = {
  subscribe(listener: (enrolmentId: string) => void): () => void;
};

/** The channel migration 0008's triggers announce enrolment changes on. */
const ENROLMENT_CHANGED_CHANNEL = 'enrolment_changed';

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * PGlite: every committed change to an enrolment, from any code, announced before the writing
   * call returns (the database is this process's alone). PostgreSQL: null, since other replicas
   * write too and their announcements arrive late; nothing keeps enrolment reads in memory there.
   */
  enrolmentChanges: EnrolmentChanges | null;
  /** Answers when the database does; rejects after `timeoutMs` otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Applies the committed SQL migrations. */
  migrate(): Promise<void>;
  /** Runs `work` while no other API process runs its own (PostgreSQL advisory lock; PGlite is single-process). */
  runExclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite: CHECKPOINT, close and release the DATA_DIR lock. PostgreSQL: end the pool. Safe to call twice. */
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Arbitrary constant naming "Threshold start-up" for pg_advisory_lock. */
const STARTUP_LOCK_KEY = 7_340_211;

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`database did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * PGlite: PostgreSQL in WebAssembly, in this process. One connection; PGlite queues queries and
 * transactions itself, so concurrent requests are serialised. `dataDir` undefined = in memory.
 */
export async function openPglite(
  dataDir?: string,
  /** In memory only: start from this dump of another database (PGlite's dumpDataDir). */
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  const changeListeners = new Set<(enrolmentId: string) => void>();
  let client: PGlite;
  try {
    client = dataDir
      ? await PGlite.create(join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS })
      : await PGlite.create({ loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS });
    // Listening from the start, so no change can fall between a read and a subscription.
    await client.listen(ENROLMENT_CHANGED_CHANNEL, (enrolmentId) => {
      for (const listener of changeListeners) listener(enrolmentId);
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  let closing: Promise<void> | undefined;
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    enrolmentChanges: {
      subscribe(listener) {
        changeListeners.add(listener);
        return () => changeListeners.delete(listener);
      },
    },
    async ping(timeoutMs = 2_000) {
      if (client.closed) throw new Error('database is closed');
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    runExclusive: (work) => work(),
    close() {
      closing ??= (async () => {
        try {
          if (!client.closed) {
            await client.exec('CHECKPOINT');
            await client.close();
          }
        } finally {
          lock?.release();
        }
      })();
      return closing;
    },
  };
}

export type PostgresOptions = {
  maxConnections?: number;
  /** How long one statement through the pool may wait for its answer (default QUERY_TIMEOUT_MS). */
  queryTimeoutMs?: number;
  /** Called for errors on idle connections (a restarted server), which must not crash the process. */
  onIdleError?: (error: Error) => void;
};

/** How long one statement through the pool may wait for its answer. */
export const QUERY_TIMEOUT_MS = 15_000;

/** node-postgres keeps these on the client; pg-pool reads `_queryable` itself to drop a client. */
type PoolClientState = {
  _queryable: boolean;
  _getActiveQuery?: () => unknown;
  _queryQueue?: unknown[];
  connection?: { stream?: { destroy(): void } };
};

/**
 * A connection handed back to the pool with a statement still waiting on it (one that timed out
 * while the link was cut: drizzle hands back a failed transaction's connection as if it were
 * fine) would run that statement, perhaps a stale BEGIN, when the link came back, and the next
 * request's writes would land in a transaction nobody commits. It is closed instead of reused.
 */
function closeIfStillBusy(client: pg.PoolClient): void {
  const state = client as unknown as PoolClientState;
  const busy = Boolean(state._getActiveQuery?.()) || (state._queryQueue?.length ?? 0) > 0;
  if (!busy) return;
  state._queryable = false;
  state.connection?.stream?.destroy();
}

/** Real PostgreSQL through node-postgres: a pool shared by all requests of this replica. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // While the link to the server is cut a query gets no answer at all: it fails after this
    // instead of holding its request (and its pool connection) forever.
    query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  pool.on('release', (_error, client) => closeIfStillBusy(client));
  const db = drizzleNodePg({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    enrolmentChanges: null,
    async ping(timeoutMs = 2_000) {
      if (closing) throw new Error('database is closed');
      // The statement's own deadline too, so a ping on a cut link frees its connection in time.
      // (node-postgres reads a per-statement query_timeout; its types do not list it.)
      const ping: pg.QueryConfig = { text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig;
      await withTimeout(pool.query(ping), timeoutMs);
    },
    async migrate() {
      // A connection of its own with no query deadline: a migration may rightly take minutes.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await migrateNodePg(drizzleNodePg({ client, schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await client.end();
      }
    },
    async runExclusive(work) {
      // Its own connection too: waiting for another replica's start-up may outlast any deadline.
      const lockClient = new pg.Client({ connectionString: url });
      await lockClient.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
          .catch(() => undefined);
        await lockClient.end().catch(() => undefined);
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** PostgreSQL when a URL is given, else PGlite in `dataDir`. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { onIdleError: options.onIdleError })
    : openPglite(options.dataDir);
}
