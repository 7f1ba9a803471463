import { readFileSync, writeFileSync } from 'node:fs';
import type { PasswordHasher } from '../auth/password-hashing';
import { openPglite, type Database } from '../db/client';
import { seedDatabase } from '../seeding/seed';
import { captureTestState } from './test-states';

/** Where the API project's global setup left the seeded database (the env vars reach every test process). */
export const SEEDED_SNAPSHOT_ENV = 'THRESHOLD_TEST_PGLITE_SNAPSHOT';
/** On PostgreSQL: the name of the seeded database each test file's database is copied from. */
export const SEEDED_POSTGRES_TEMPLATE_ENV = 'THRESHOLD_TEST_POSTGRES_TEMPLATE';

/**
 * A migrated database seeded as at first start (without the demo mover), dumped to `file`, holding
 * copies of its rows as migrated and as seeded. Each test worker's PGlite starts from it once and
 * is put back to one of those states for each test (worker-pglite.ts): making a new PGlite cluster,
 * migrating and seeding took several seconds per file, loading the dump about one, a reset less.
 */
export async function writeSeededSnapshot(
  file: string,
  passwordHasher: PasswordHasher,
): Promise<void> {
  const database = await openPglite();
  try {
    await database.migrate();
    await captureTestState(database.db, 'migrated');
    await seedDatabase({ db: database.db, passwordHasher, includeDemoMover: false });
    await captureTestState(database.db, 'seeded');
    const client = (
      database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
    ).$client;
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** A PGlite in memory from the global setup's seeded dump; undefined when there is none (a script, a single file run by hand). */
export async function openSeededSnapshot(): Promise<Database | undefined> {
  const file = process.env[SEEDED_SNAPSHOT_ENV];
  if (!file) return undefined;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  return openPglite(undefined, { loadDataDir: new Blob([new Uint8Array(bytes)]) });
}
