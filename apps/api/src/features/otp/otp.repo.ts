import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, linkTokens, otpCodes } from '../../db/schema';

export type OtpCodeRow = typeof otpCodes.$inferSelect;
export type OtpRepo = ReturnType<typeof createOtpRepo>;

export function createOtpRepo() {
  return {
    async insert(tx: DbOrTx, row: typeof otpCodes.$inferInsert): Promise<void> {
      await tx.insert(otpCodes).values(row);
    },

    async findById(tx: DbOrTx, id: string): Promise<OtpCodeRow | undefined> {
      const [row] = await tx.select().from(otpCodes).where(eq(otpCodes.id, id)).limit(1);
      return row;
    },

    /**
     * Counts a try before its code is compared, in one conditional statement: answers false (and
     * counts nothing) when the code is used, expired or already has `maxTries` tries, so concurrent
     * guesses can never get past the limit. A right code gives its try back when it is used up.
     */
    async countTry(tx: DbOrTx, id: string, now: Date, maxTries: number): Promise<boolean> {
      const rows = await tx
        .update(otpCodes)
        .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(otpCodes.id, id),
            lt(otpCodes.failedAttempts, maxTries),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, now),
          ),
        )
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    /** Uses the code after a counted try that was right (the try is not a failure); false when another request used it first. */
    async consume(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(otpCodes)
        .set({ consumedAt: now, failedAttempts: sql`greatest(${otpCodes.failedAttempts} - 1, 0)` })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    async findBrandIdByRoute(tx: DbOrTx, urlRoute: string): Promise<number | undefined> {
      const [row] = await tx
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.urlRoute, urlRoute))
        .limit(1);
      return row?.id;
    },

    /** A link token in any state (used or not), to tell "already used" from "unknown". */
    async findLinkToken(tx: DbOrTx, purpose: string, tokenHash: string) {
      const [row] = await tx
        .select({
          enrolmentId: linkTokens.enrolmentId,
          usedAt: linkTokens.usedAt,
          expiresAt: linkTokens.expiresAt,
        })
        .from(linkTokens)
        .where(and(eq(linkTokens.tokenHash, tokenHash), eq(linkTokens.purpose, purpose)))
        .limit(1);
      return row;
    },
  };
}
