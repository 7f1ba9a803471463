import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';
import { leaseWorkerPglite } from './worker-pglite';

export type TestDatabase = Database & {
  /** Closes the database and, on PostgreSQL, drops the database made for this test file. */
  destroy(): Promise<void>;
};

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database: PGlite in memory (the worker's own put back to its migrated rows when
 * the global setup left a dump and no one else in this worker holds it), or — when
 * TEST_DATABASE_URL is set — a new PostgreSQL database on that server, made for the caller and
 * dropped by destroy().
 */
export async function openTestDatabase(
  /** PostgreSQL: copy this database (migrated already) instead of making an empty one. */
  options: { template?: string } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const leased = await leaseWorkerPglite('migrated');
    if (leased) return leased;
    const database = await openPglite();
    await database.migrate();
    return { ...database, destroy: () => database.close() };
  }

  const name = `threshold_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      options.template
        ? `create database ${name} template ${options.template}`
        : `create database ${name}`,
    );
  } finally {
    await admin.end();
  }
  const database = await openPostgres(withDatabaseName(adminUrl, name), { maxConnections: 4 });
  if (!options.template) await database.migrate();
  return {
    ...database,
    async destroy() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
