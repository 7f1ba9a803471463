import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { leadSearchCondition } from './partner-console-leads.repo';

/**
 * The lead search must stay fast at 100,000 leads: its two LIKE expressions are exactly those of the
 * trigram indexes of migration 0028, or PostgreSQL reads every lead of the brand again. With
 * sequential scans made as dear as possible, the plan shows whether each index can serve its half.
 */
describe('the console lead search and its trigram indexes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads a search by name, e-mail or postcode through both indexes', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = (await tx.execute(
        sql`explain select e.id from enrolments e where ${leadSearchCondition('priya')}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('enrolments_lead_search_text_trgm');
    expect(plan).toContain('enrolments_lead_search_postcode_trgm');
  });
});
