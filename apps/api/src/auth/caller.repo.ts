import { eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { accounts, energyJourneys, enrolments } from '../db/schema';

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
const qualified = (column: AnyPgColumn) =>
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
