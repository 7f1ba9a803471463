import type { Branding } from '@threshold/domain/schemas/brand';
import type { TokenKind } from '@threshold/domain/schemas/token';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { accounts, energyJourneys, enrolments } from '../db/schema';
import { AppError } from '../http/app-error';
import type { AccessClaims } from './access-tokens';
import { authOf, type RequireKind } from './guards';

/** An enrolment as stored; services get the caller's from the request context. */
export type EnrolmentRow = typeof enrolments.$inferSelect;
export type EnrolmentPatch = Partial<Omit<typeof enrolments.$inferInsert, 'id' | 'createdAt'>>;

/** Whether energy tariffs are chosen (energy_journeys.selectedTariff / selectedTariffSecondary). */
export type StoredTariffFacts = { hasStoredTariff: boolean; hasStoredSecondaryTariff: boolean };

export const ENROLMENT_NOT_FOUND_MESSAGE = 'Sorry, we could not find that enrolment.';

export function enrolmentNotFound(): AppError {
  return new AppError('ENROLMENT_NOT_FOUND', ENROLMENT_NOT_FOUND_MESSAGE, { status: 404 });
}

/**
 * The request context of a mover's call: the verified claims, their enrolment row, its branding,
 * whether it has a log-in and which tariffs are chosen, read once per request (one statement)
 * before the handler runs and handed to services as an argument. Values read when the request
 * began: a service that must decide on the row as it is inside its transaction reads it there.
 */
export type Caller = {
  claims: AccessClaims;
  enrolment: EnrolmentRow;
  branding: Branding;
  hasAccount: boolean;
  storedTariffs: StoredTariffFacts;
};

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

export type EnrolmentFacts = Pick<Caller, 'hasAccount' | 'storedTariffs'>;

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

/** Request decorator holding the caller once requireCaller's hooks have run. */
export const CALLER_DECORATOR = 'caller';

export type CallerGuard = {
  onRequest: onRequestHookHandler;
  preHandler: preHandlerAsyncHookHandler;
};
export type RequireCaller = (...kinds: TokenKind[]) => CallerGuard;

/**
 * `requireCaller('user')` → the route options `{ onRequest, preHandler }` to spread into a route:
 * the token guard (401 / 403 as requireKind), then, once the body is validated, the caller's
 * enrolment read once (404 ENROLMENT_NOT_FOUND when the token carries none or it has gone).
 */
export function createRequireCaller(deps: {
  requireKind: RequireKind;
  db: Db;
  brandingOf: (brandId: number) => Promise<Branding>;
}): RequireCaller {
  const { requireKind, db, brandingOf } = deps;
  const loadCaller: preHandlerAsyncHookHandler = async (request) => {
    const claims = authOf(request);
    const read = claims.enrolmentId ? await readCallerEnrolment(db, claims.enrolmentId) : undefined;
    if (!read || read.enrolment.forgottenAt) throw enrolmentNotFound();
    const branding = await brandingOf(read.enrolment.brandId);
    request.setDecorator<Caller>(CALLER_DECORATOR, { claims, branding, ...read });
  };
  return (...kinds) => ({ onRequest: requireKind(...kinds), preHandler: loadCaller });
}

/** The caller requireCaller read; only call it on a route guarded by requireCaller. */
export function callerOf(request: FastifyRequest): Caller {
  const caller = request.getDecorator<Caller | null>(CALLER_DECORATOR);
  if (!caller) throw new Error('callerOf() called on a route without a requireCaller guard');
  return caller;
}
