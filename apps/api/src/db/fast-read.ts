import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

/** The one method PGlite and node-postgres's Pool share: text and parameters in, rows out. */
type PlainClient = {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

const dialect = new PgDialect();

/** Lets tests see the statements this path sends (statementsOf in test-support). */
export const fastReadObserver: { onStatement?: (text: string) => void } = {};

/**
 * The first row of one statement through the driver's plainest call. On PGlite, Drizzle's own
 * path costs several times the query itself (a parser per type on every call, then per-column
 * mapping: 3.3 ms for a whole enrolment row against 0.25 ms for the same row as one JSON column
 * here), so hot reads select one JSON column and take it this way; node-postgres parses JSON too.
 * Inside a transaction it goes through the transaction, as any read must.
 */
export async function readFirstRow(
  db: DbOrTx,
  query: SQL,
): Promise<Record<string, unknown> | undefined> {
  const client = (db as Db & { $client?: PlainClient }).$client;
  if (!client || typeof client.query !== 'function') {
    const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows[0];
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  fastReadObserver.onStatement?.(text);
  return (await client.query(text, params)).rows[0];
}
