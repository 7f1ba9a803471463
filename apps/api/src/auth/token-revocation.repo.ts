import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, agents, partnerUsers, revokedTokens } from '../db/schema';
import type { AccessClaims } from './access-tokens';

/** Whether a verified token may still be used, as the database says now. */
export type TokenState = 'usable' | 'revoked' | 'agentInactive';

/**
 * The token's state as one SQL expression, so a read can answer it in the same statement as its
 * own data (the request context does): a mover's token is usable while its account carries the
 * version it was issued with (a partner user's likewise, while not removed); an agent's while the agent is active and its id is not revoked; any
 * other while its id is not revoked. Every replica asks the database, so a log-out on one is seen
 * by all at once.
 */
export function tokenStateExpression(claims: AccessClaims): SQL<TokenState> {
  const revoked = sql`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.tokenId})`;
  if (claims.kind === 'user') {
    return sql<TokenState>`case when (select ${accounts.tokenVersion} from ${accounts} where ${accounts.id} = ${claims.subject}) = ${claims.tokenVersion ?? -1} then 'usable' else 'revoked' end`;
  }
  if (claims.kind === 'partner') {
    return sql<TokenState>`case when (select ${partnerUsers.tokenVersion} from ${partnerUsers} where ${partnerUsers.id} = ${claims.subject} and ${partnerUsers.removedAt} is null) = ${claims.tokenVersion ?? -1} then 'usable' else 'revoked' end`;
  }
  if (claims.kind === 'agent') {
    return sql<TokenState>`case when not coalesce((select ${agents.active} from ${agents} where ${agents.id} = ${claims.subject}), false) then 'agentInactive' when ${revoked} then 'revoked' else 'usable' end`;
  }
  return sql<TokenState>`case when ${revoked} then 'revoked' else 'usable' end`;
}

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

    /** A partner user's current token version; undefined once the user is removed (or never was). */
    async findPartnerTokenVersion(partnerUserId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ tokenVersion: partnerUsers.tokenVersion })
        .from(partnerUsers)
        .where(and(eq(partnerUsers.id, partnerUserId), isNull(partnerUsers.removedAt)))
        .limit(1);
      return row?.tokenVersion;
    },

    /** Partner sign-out: every token of the user issued with `tokenVersion` (or before) ends. */
    async bumpPartnerTokenVersion(partnerUserId: string, tokenVersion: number): Promise<void> {
      await db
        .update(partnerUsers)
        .set({ tokenVersion: sql`${partnerUsers.tokenVersion} + 1` })
        .where(
          and(eq(partnerUsers.id, partnerUserId), eq(partnerUsers.tokenVersion, tokenVersion)),
        );
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
