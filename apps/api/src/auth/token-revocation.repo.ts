import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, revokedTokens } from '../db/schema';

export type TokenRevocationRepo = ReturnType<typeof createTokenRevocationRepo>;

export function createTokenRevocationRepo(db: Db) {
  return {
    async isTokenIdRevoked(tokenId: string): Promise<boolean> {
      const [row] = await db
        .select({ jti: revokedTokens.jti })
        .from(revokedTokens)
        .where(eq(revokedTokens.jti, tokenId))
        .limit(1);
      return row !== undefined;
    },

    /** Denies one token id until it would have expired anyway, and purges entries past their expiry. */
    async revokeTokenId(tokenId: string, expiresAt: Date, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
        await tx.insert(revokedTokens).values({ jti: tokenId, expiresAt }).onConflictDoNothing();
      });
    },

    /** The account's current token version; undefined when the account no longer exists. */
    async findTokenVersion(accountId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ tokenVersion: accounts.tokenVersion })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .limit(1);
      return row?.tokenVersion;
    },

    /** Makes every token issued with `tokenVersion` (or before) unusable. */
    async bumpTokenVersion(accountId: string, tokenVersion: number, now: Date): Promise<void> {
      await db
        .update(accounts)
        .set({ tokenVersion: sql`${accounts.tokenVersion} + 1`, updatedAt: now })
        .where(and(eq(accounts.id, accountId), eq(accounts.tokenVersion, tokenVersion)));
    },
  };
}
