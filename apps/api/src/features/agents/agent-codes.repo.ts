import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { agentSignInCodes, agents, brands } from '../../db/schema';

export type AgentCodeRow = typeof agentSignInCodes.$inferSelect;
export type AgentCodesRepo = ReturnType<typeof createAgentCodesRepo>;

/** The admin portal's e-mail codes (table agent_sign_in_codes). */
export function createAgentCodesRepo(db: Db) {
  return {
    async findAgentByEmail(email: string) {
      const [row] = await db
        .select()
        .from(agents)
        .where(eq(agents.email, email.trim().toLowerCase()))
        .limit(1);
      return row;
    },

    /** The brand the code's e-mail speaks for: the default brand (agents belong to none). */
    async defaultBrandId(): Promise<number> {
      const [row] = await db
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.urlRoute, DEFAULT_BRAND_ROUTE))
        .limit(1);
      if (!row) throw new Error('the default brand is not seeded');
      return row.id;
    },

    async insert(
      tx: DbOrTx,
      input: { agentId: string; codeHash: string; expiresAt: Date },
      now: Date,
    ): Promise<void> {
      await tx.insert(agentSignInCodes).values({ ...input, createdAt: now });
    },

    /** The agent's newest code that is unused, unexpired and not worn out by wrong tries. */
    async findLive(agentId: string, now: Date, maxWrongTries: number) {
      const [row] = await db
        .select()
        .from(agentSignInCodes)
        .where(
          and(
            eq(agentSignInCodes.agentId, agentId),
            isNull(agentSignInCodes.usedAt),
            gt(agentSignInCodes.expiresAt, now),
            lt(agentSignInCodes.failedAttempts, maxWrongTries),
          ),
        )
        .orderBy(desc(agentSignInCodes.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Counts a try before its code is compared, in one conditional statement (as one-time codes
     * do): false, counting nothing, when the code is used, expired or out of tries, so concurrent
     * guesses can never get past the limit.
     */
    async countTry(id: string, now: Date, maxTries: number): Promise<boolean> {
      const rows = await db
        .update(agentSignInCodes)
        .set({ failedAttempts: sql`${agentSignInCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(agentSignInCodes.id, id),
            lt(agentSignInCodes.failedAttempts, maxTries),
            isNull(agentSignInCodes.usedAt),
            gt(agentSignInCodes.expiresAt, now),
          ),
        )
        .returning({ id: agentSignInCodes.id });
      return rows.length === 1;
    },

    /** Uses the code after a counted try that was right (giving the try back); false when another request used it first. */
    async markUsed(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(agentSignInCodes)
        .set({
          usedAt: now,
          failedAttempts: sql`greatest(${agentSignInCodes.failedAttempts} - 1, 0)`,
        })
        .where(and(eq(agentSignInCodes.id, id), isNull(agentSignInCodes.usedAt)))
        .returning({ id: agentSignInCodes.id });
      return rows.length > 0;
    },
  };
}
