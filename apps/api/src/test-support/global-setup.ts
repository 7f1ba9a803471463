import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPasswordHasher } from '../auth/password-hashing';
import { SEEDED_SNAPSHOT_ENV, writeSeededSnapshot } from './seeded-snapshot';
import { testConfig } from './test-app';

/**
 * The API project's global setup: on PGlite (no TEST_DATABASE_URL), one migrated and seeded
 * database for the whole run, which each test file's database is loaded from.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => undefined;
  const dir = mkdtempSync(join(tmpdir(), 'threshold-api-test-'));
  const file = join(dir, 'seeded.tar');
  await writeSeededSnapshot(file, createPasswordHasher(testConfig().passwordHashing));
  process.env[SEEDED_SNAPSHOT_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
