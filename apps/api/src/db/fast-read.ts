import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

/** What PGlite and node-postgres's Pool share: text and parameters in, rows out. */
type PlainClient = {
  query(
    text: string | { name: string; text: string; values: unknown[] },
    params?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[] }>;
};

const dialect = new PgDialect();

/** Lets tests see the statements this path sends (statementsOf in test-support). */
export const fastReadObserver: { onStatement?: (text: string) => void } = {};

/** A statement's name from its text: the same text always names the same prepared statement. */
const statementName = (text: string) =>
  `threshold_read_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/** A parameter as an SQL literal, for PGlite's EXECUTE; undefined for a value it cannot be. */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = value instanceof Date ? value.toISOString() : value;
  if (typeof text !== 'string' || text.includes('\0')) return undefined;
  // standard_conforming_strings is on (PostgreSQL's default): only the quote needs doubling.
  return `'${text.replaceAll("'", "''")}'`;
}

/** Per PGlite instance: the texts prepared there, and those that could not be. */
const preparedOn = new WeakMap<object, Map<string, string | null>>();

async function queryPglite(client: PlainClient, text: string, params: unknown[]) {
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedOn.set(client, prepared);
  }
  let name = prepared.get(text);
  if (name === undefined) {
    name = statementName(text);
    try {
      await client.query(`prepare ${name} as ${text}`);
    } catch {
      name = null;
    }
    prepared.set(text, name);
  }
  const literals = params.map(literalOf);
  if (name === null || literals.some((literal) => literal === undefined)) {
    return client.query(text, params);
  }
  return client.query(`execute ${name}(${literals.join(', ')})`);
}

/**
 * The first row of one statement through the driver's plainest call, as a prepared statement.
 * Measured on PGlite: Drizzle's path costs several times the query itself (a parser per type on
 * every call, then per-column mapping: 3.3 ms for a whole enrolment row, 0.25 ms for the same row
 * as one JSON column here), and planning a statement with several subqueries costs more than
 * running it (2.3 ms planned each time, 0.9 ms prepared). So hot reads select one JSON column,
 * prepared once per text: on PGlite with PREPARE and EXECUTE (its one connection keeps them), on
 * PostgreSQL as node-postgres's named statements (each pooled connection keeps its own).
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
  const isPool = 'totalCount' in client;
  const result = isPool
    ? await client.query({ name: statementName(text), text, values: params })
    : await queryPglite(client, text, params);
  return result.rows[0];
}
