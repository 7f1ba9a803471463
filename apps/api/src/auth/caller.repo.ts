import { eq, getTableName, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { readFirstRow } from '../db/fast-read';
import { rowFromJson } from '../db/json-rows';
import { accounts, energyJourneys, enrolments } from '../db/schema';
import type { AccessClaims } from './access-tokens';
import { tokenStateExpression, type TokenState } from './token-revocation.repo';

/** An enrolment as stored; services get the caller's from the request context. */
export type EnrolmentRow = typeof enrolments.$inferSelect;
export type EnrolmentPatch = Partial<Omit<typeof enrolments.$inferInsert, 'id' | 'createdAt'>>;

/** Whether energy tariffs are chosen (energy_journeys.selectedTariff / selectedTariffSecondary). */
export type StoredTariffFacts = { hasStoredTariff: boolean; hasStoredSecondaryTariff: boolean };

/**
 * A column named with its table. Drizzle leaves the columns of a one-table SELECT unqualified,
 * and inside a subquery an unqualified "id" is the subquery's own table's: a correlated subquery
 * names the outer row's columns this way.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
const enrolmentId = qualified(enrolments.id);

/**
 * Whether the enrolment has a log-in and which tariffs are chosen, as columns of a SELECT on
 * enrolments (correlated subqueries, so one statement answers them with the row).
 */
const factColumns = {
  hasAccount: sql<boolean>`exists (select 1 from ${accounts} where ${qualified(accounts.enrolmentId)} = ${enrolmentId})`,
  hasStoredTariff: sql<
    boolean | null
  >`(select ${qualified(energyJourneys.selectedTariff)} is not null from ${energyJourneys} where ${qualified(energyJourneys.enrolmentId)} = ${enrolmentId})`,
  hasStoredSecondaryTariff: sql<
    boolean | null
  >`(select ${qualified(energyJourneys.selectedTariffSecondary)} is not null from ${energyJourneys} where ${qualified(energyJourneys.enrolmentId)} = ${enrolmentId})`,
};

/** What the Enrolment answer needs beside the row. */
export type EnrolmentFacts = { hasAccount: boolean; storedTariffs: StoredTariffFacts };

function factsOf(found: {
  hasAccount: boolean;
  hasStoredTariff: boolean | null;
  hasStoredSecondaryTariff: boolean | null;
}): EnrolmentFacts {
  return {
    hasAccount: found.hasAccount === true,
    storedTariffs: {
      hasStoredTariff: found.hasStoredTariff === true,
      hasStoredSecondaryTariff: found.hasStoredSecondaryTariff === true,
    },
  };
}

/** The caller's enrolment and what the Enrolment answer needs beside it, in one round trip. */
export async function readCallerEnrolment(
  db: DbOrTx,
  enrolmentId: string,
): Promise<({ enrolment: EnrolmentRow } & EnrolmentFacts) | undefined> {
  const [found] = await db
    .select({ enrolment: enrolments, ...factColumns })
    .from(enrolments)
    .where(eq(enrolments.id, enrolmentId))
    .limit(1);
  return found ? { enrolment: found.enrolment, ...factsOf(found) } : undefined;
}

/** Whether an enrolment has a log-in and which tariffs are chosen (none for an unknown id), in one statement. */
export async function readEnrolmentFacts(db: DbOrTx, enrolmentId: string): Promise<EnrolmentFacts> {
  const [found] = await db
    .select(factColumns)
    .from(enrolments)
    .where(eq(enrolments.id, enrolmentId))
    .limit(1);
  return factsOf(
    found ?? { hasAccount: false, hasStoredTariff: null, hasStoredSecondaryTariff: null },
  );
}

/**
 * More of the caller's data read in the request context's statement: a SQL expression over the
 * caller's enrolment row (name its columns with `qualified`, e.g. a correlated subquery answering
 * JSON) and how to make its value into what the service uses. A route names the parts its service
 * needs; the service takes them from the caller (`preloaded`) and reads them itself otherwise.
 */
export type CallerPart<T> = {
  /** Unique among parts: the key of its value in the statement's JSON. */
  key: string;
  expression: SQL;
  parse(raw: unknown): T;
};

/**
 * A part answering the caller's one row of a table keyed by enrolment (a journey's row), as Drizzle's
 * select would; undefined when there is none.
 */
export function callerRowPart<T extends PgTable>(
  key: string,
  table: T,
  enrolmentIdColumn: AnyPgColumn,
): CallerPart<InferSelectModel<T> | undefined> {
  return {
    key,
    expression: sql`(select row_to_json(${table}) from ${table} where ${qualified(enrolmentIdColumn)} = ${enrolmentId})`,
    parse: (raw) =>
      raw === null || raw === undefined
        ? undefined
        : rowFromJson(table, raw as Record<string, unknown>),
  };
}

export type CallerContextRead = {
  tokenState: TokenState;
  /** The caller's enrolment and its facts; undefined when the token names none or it has gone. */
  caller?: { enrolment: EnrolmentRow } & EnrolmentFacts & { parts: Record<string, unknown> };
};

type RawCallerRead = {
  tokenState: TokenState;
  caller: {
    enrolment: Record<string, unknown>;
    hasAccount: boolean;
    hasStoredTariff: boolean | null;
    hasStoredSecondaryTariff: boolean | null;
    parts: Record<string, unknown> | null;
  } | null;
};

/**
 * The request context's one round trip: whether the token may still be used (its version or
 * revocation, asked of the database, so a log-out on any replica holds at once), the caller's
 * enrolment row with its log-in and chosen tariffs, and the parts the route asked for, as one JSON
 * value through the driver's plainest path (see readFirstRow). The statement answers one row even
 * when the token names no enrolment, so the token's state is always known.
 */
export async function readCallerContext(
  db: DbOrTx,
  claims: AccessClaims,
  parts: readonly CallerPart<unknown>[] = [],
): Promise<CallerContextRead> {
  const partsJson =
    parts.length === 0
      ? sql`null`
      : sql`json_build_object(${sql.join(
          parts.map((part) => sql`${part.key}::text, ${part.expression}`),
          sql`, `,
        )})`;
  const row = await readFirstRow(
    db,
    sql`select json_build_object(
      'tokenState', ${tokenStateExpression(claims)},
      'caller', (select json_build_object(
        'enrolment', row_to_json(${enrolments}),
        'hasAccount', ${factColumns.hasAccount},
        'hasStoredTariff', ${factColumns.hasStoredTariff},
        'hasStoredSecondaryTariff', ${factColumns.hasStoredSecondaryTariff},
        'parts', ${partsJson}
      ) from ${enrolments} where ${enrolmentId} = ${claims.enrolmentId ?? null}::uuid)
    ) as "read"`,
  );
  const read = (typeof row?.read === 'string' ? JSON.parse(row.read) : row?.read) as RawCallerRead;
  if (!read.caller) return { tokenState: read.tokenState };
  return {
    tokenState: read.tokenState,
    caller: {
      enrolment: rowFromJson(enrolments, read.caller.enrolment),
      ...factsOf(read.caller),
      parts: read.caller.parts ?? {},
    },
  };
}
