import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { insertJsonRows } from '../db/insert-json-rows';
import { linkTokens } from '../db/schema';

export type LinkTokenRow = typeof linkTokens.$inferSelect;

export function createLinkTokensRepo() {
  return {
    async insert(db: DbOrTx, row: typeof linkTokens.$inferInsert): Promise<void> {
      await db.insert(linkTokens).values(row);
    },
    /** Many tokens in one statement (a batch of partner leads). */
    async insertMany(db: DbOrTx, rows: (typeof linkTokens.$inferInsert)[]): Promise<void> {
      await insertJsonRows(db, linkTokens, rows);
    },
    /** The unexpired, unused token with this hash and purpose, if any. */
    async findUsable(
      db: DbOrTx,
      purpose: string,
      tokenHash: string,
      now: Date,
    ): Promise<LinkTokenRow | null> {
      const rows = await db
        .select()
        .from(linkTokens)
        .where(
          and(
            eq(linkTokens.tokenHash, tokenHash),
            eq(linkTokens.purpose, purpose),
            isNull(linkTokens.usedAt),
            gt(linkTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },
    /** Marks the token used; false when another request used it first (single use under races). */
    async markUsed(db: DbOrTx, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(linkTokens)
        .set({ usedAt: now })
        .where(and(eq(linkTokens.id, id), isNull(linkTokens.usedAt)))
        .returning({ id: linkTokens.id });
      return rows.length === 1;
    },
    /** Ends every open token of a purpose for an enrolment (a new one replaces them). */
    async expireAll(db: DbOrTx, enrolmentId: string, purpose: string, now: Date): Promise<void> {
      await db
        .update(linkTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(linkTokens.enrolmentId, enrolmentId),
            eq(linkTokens.purpose, purpose),
            isNull(linkTokens.usedAt),
          ),
        );
    },
  };
}
export type LinkTokensRepo = ReturnType<typeof createLinkTokensRepo>;
