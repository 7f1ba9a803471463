import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPasswordHasher } from '../auth/password-hashing';
import { openPostgres } from '../db/client';
import { seedDatabase } from '../seeding/seed';
import {
  SEEDED_POSTGRES_TEMPLATE_ENV,
  SEEDED_SNAPSHOT_ENV,
  writeSeededSnapshot,
} from './seeded-snapshot';
import { testConfig } from './test-app';
import { withDatabaseName } from './test-database';

async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * The API project's global setup: one migrated and seeded database for the whole run, which each
 * test file's database starts from (PGlite: loaded from its dump; PostgreSQL: a copy of it made
 * with CREATE DATABASE ... TEMPLATE), instead of migrating and seeding for every file.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const passwordHasher = createPasswordHasher(testConfig().passwordHashing);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'threshold-api-test-'));
    const file = join(dir, 'seeded.tar');
    await writeSeededSnapshot(file, passwordHasher);
    process.env[SEEDED_SNAPSHOT_ENV] = file;
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const template = `threshold_seeded_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `create database ${template}`);
  // Nothing may stay connected to a template while it is copied.
  const database = await openPostgres(withDatabaseName(adminUrl, template), { maxConnections: 1 });
  try {
    await database.migrate();
    await seedDatabase({ db: database.db, passwordHasher, includeDemoMover: false });
  } finally {
    await database.close();
  }
  process.env[SEEDED_POSTGRES_TEMPLATE_ENV] = template;
  return () => onAdmin(adminUrl, `drop database if exists ${template} with (force)`);
}
