import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, agents, revokedTokens } from '../db/schema';

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

    /** An agent's token: usable while its id is not revoked and the agent is active (one statement). */
    async agentTokenState(
      tokenId: string,
      agentId: string,
    ): Promise<'usable' | 'revoked' | 'agentInactive'> {
      const [row] = await db
        .select({
          active: agents.active,
          revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${tokenId})`,
        })
        .from(agents)
        .where(eq(agents.id, agentId))
        .limit(1);
      if (!row?.active) return 'agentInactive';
      return row.revoked ? 'revoked' : 'usable';
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
