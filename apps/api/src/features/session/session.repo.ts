import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Db } from '../../db/client';
import { accounts, enrolments, rateLimitCounters } from '../../db/schema';

export type AccountForLogIn = {
  id: string;
  email: string;
  /** Null for a log-in without a password yet (made by the onboarding journey's code). */
  passwordHash: string | null;
  enrolmentId: string | null;
  /** The brand of the account's enrolment (its e-mails speak for it); null without an enrolment. */
  brandId: number | null;
  tokenVersion: number;
};

/**
 * The per-account schedule of password tries (ASVS: at most 100 failures an hour, no permanent
 * lock a stranger can cause). Every try counts before its password is compared; the count starts
 * again an hour after the last counted try, and a right password (or a password reset) clears it.
 */
export const LOG_IN_TRIES = {
  /** The count starts again when the last counted try is this old. */
  windowMs: 60 * 60 * 1000,
  /** From this try on, the next one must wait 1 s, then 2, 4, 8, 16 s... */
  delayFrom: 5,
  /** ...until this try, after which every try pauses log-in for `lockSeconds`. */
  lockAt: 10,
  lockSeconds: 15 * 60,
} as const;

/** The count stops growing here (the column is a smallint); the pause is the same from `lockAt` on. */
const MAX_COUNTED = 10_000;

/** After the n-th counted try, no password is compared for this many seconds (SQL, n an integer). */
function waitAfterSql(tries: SQL): SQL {
  const { delayFrom, lockAt, lockSeconds } = LOG_IN_TRIES;
  return sql`(case when ${tries} >= ${lockAt} then ${lockSeconds}::float8 when ${tries} >= ${delayFrom} then power(2::float8, (${tries} - ${delayFrom})::float8) else 0::float8 end)`;
}

/** A counted try: how many in this count (this one included). */
export type CountedTry = { counted: true; tries: number; blockedUntil: Date };
/** A try made while log-in is paused: nothing compared, nothing counted. */
export type RefusedTry = { counted: false; blockedUntil: Date };

export type SessionRepo = ReturnType<typeof createSessionRepo>;

export function createSessionRepo(db: Db) {
  return {
    async findAccountByEmail(email: string): Promise<AccountForLogIn | undefined> {
      const [row] = await db
        .select({
          id: accounts.id,
          email: accounts.email,
          passwordHash: accounts.passwordHash,
          enrolmentId: accounts.enrolmentId,
          brandId: enrolments.brandId,
          tokenVersion: accounts.tokenVersion,
        })
        .from(accounts)
        .leftJoin(enrolments, eq(enrolments.id, accounts.enrolmentId))
        .where(eq(accounts.email, email))
        .limit(1);
      return row;
    },

    /**
     * Counts a try against an account in one conditional UPDATE, so concurrent tries from any
     * number of IPs or replicas each get their own count and none slips past a pause.
     */
    async countAccountTry(
      tx: DbOrTx,
      accountId: string,
      now: Date,
    ): Promise<CountedTry | RefusedTry> {
      const countStartsAgain = new Date(now.getTime() - LOG_IN_TRIES.windowMs);
      const tries = sql`(case when ${accounts.logInFailedAt} is null or ${accounts.logInFailedAt} <= ${countStartsAgain}::timestamptz then 1 else least(${accounts.logInFailures} + 1, ${MAX_COUNTED}) end)`;
      const [counted] = await tx
        .update(accounts)
        .set({
          logInFailures: tries,
          logInFailedAt: now,
          logInBlockedUntil: sql`${now}::timestamptz + make_interval(secs => ${waitAfterSql(tries)})`,
        })
        .where(
          sql`${accounts.id} = ${accountId} and (${accounts.logInBlockedUntil} is null or ${accounts.logInBlockedUntil} <= ${now}::timestamptz)`,
        )
        .returning({ tries: accounts.logInFailures, blockedUntil: accounts.logInBlockedUntil });
      if (counted)
        return {
          counted: true,
          tries: counted.tries,
          blockedUntil: new Date(counted.blockedUntil ?? now),
        };
      const [paused] = await tx
        .select({ blockedUntil: accounts.logInBlockedUntil })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return { counted: false, blockedUntil: new Date(paused?.blockedUntil ?? now) };
    },

    /**
     * The same schedule for an e-mail no account has, so its answers and waits are a registered
     * one's: a shared counter under `key` (an HMAC, never the address) whose window ends an hour
     * after the last counted try; the pause is worked out from that time and the count.
     */
    async countUnknownTry(tx: DbOrTx, key: string, now: Date): Promise<CountedTry | RefusedTry> {
      const windowEndsAt = new Date(now.getTime() + LOG_IN_TRIES.windowMs);
      const windowSql = sql.raw(`interval '${LOG_IN_TRIES.windowMs / 1000} seconds'`);
      const blockedUntilSql = (table: SQL) =>
        sql`(${table}.window_ends_at - ${windowSql} + make_interval(secs => ${waitAfterSql(sql`${table}.hits`)}))`;
      const current = sql.raw('"rate_limit_counters"');
      const [counted] = await tx
        .insert(rateLimitCounters)
        .values({ key, hits: 1, windowEndsAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${rateLimitCounters.windowEndsAt} <= ${now}::timestamptz then 1 else least(${rateLimitCounters.hits} + 1, ${MAX_COUNTED}) end`,
            windowEndsAt,
          },
          setWhere: sql`${rateLimitCounters.windowEndsAt} <= ${now}::timestamptz or ${blockedUntilSql(current)} <= ${now}::timestamptz`,
        })
        .returning({
          tries: rateLimitCounters.hits,
          blockedUntil: sql<string>`${blockedUntilSql(current)}`,
        });
      if (counted)
        return {
          counted: true,
          tries: counted.tries,
          blockedUntil: new Date(counted.blockedUntil),
        };
      const [paused] = await tx
        .select({ blockedUntil: sql<string>`${blockedUntilSql(current)}` })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, key));
      return { counted: false, blockedUntil: new Date(paused?.blockedUntil ?? now) };
    },

    /** A right password: the count starts again. */
    async clearTries(accountId: string): Promise<void> {
      await db
        .update(accounts)
        .set({ logInFailures: 0, logInFailedAt: null, logInBlockedUntil: null })
        .where(eq(accounts.id, accountId));
    },
  };
}
