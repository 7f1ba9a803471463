import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { brands, partnerSignInCodes, partnerUsers } from '../../db/schema';

export type PartnerUserRow = typeof partnerUsers.$inferSelect;
export type PartnerSignInCodeRow = typeof partnerSignInCodes.$inferSelect;
export type PartnerUsersRepo = ReturnType<typeof createPartnerUsersRepo>;

/** partner_users and partner_sign_in_codes, and the brand tree the console scopes them by. */
export function createPartnerUsersRepo(db: Db) {
  return {
    async findActiveByEmail(email: string): Promise<PartnerUserRow | undefined> {
      const [row] = await db
        .select()
        .from(partnerUsers)
        .where(and(eq(partnerUsers.email, email), isNull(partnerUsers.removedAt)))
        .limit(1);
      return row;
    },

    async findActiveById(id: string, via: DbOrTx = db): Promise<PartnerUserRow | undefined> {
      const [row] = await via
        .select()
        .from(partnerUsers)
        .where(and(eq(partnerUsers.id, id), isNull(partnerUsers.removedAt)))
        .limit(1);
      return row;
    },

    /** A new user; undefined when the address already belongs to a user not removed. */
    async insert(
      tx: DbOrTx,
      row: Pick<PartnerUserRow, 'brandId' | 'email' | 'role' | 'invitedBy'> & { createdAt: Date },
    ): Promise<PartnerUserRow | undefined> {
      const [inserted] = await tx
        .insert(partnerUsers)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted;
    },

    /** A user with their brand node's own name (a branch's, not the partner's it shows movers). */
    async findWithBrandName(via: DbOrTx, id: string) {
      const [row] = await via
        .select({
          id: partnerUsers.id,
          email: partnerUsers.email,
          role: partnerUsers.role,
          brandId: partnerUsers.brandId,
          brandName: brands.name,
          createdAt: partnerUsers.createdAt,
        })
        .from(partnerUsers)
        .innerJoin(brands, eq(brands.id, partnerUsers.brandId))
        .where(eq(partnerUsers.id, id))
        .limit(1);
      return row;
    },

    /** Every brand node below the default brand's root, for the tree rule (a few hundred rows). */
    async listBrandNodes(via: DbOrTx = db) {
      return via
        .select({
          id: brands.id,
          parentId: brands.parentId,
          level: brands.level,
          name: brands.name,
          urlRoute: brands.urlRoute,
          branchCode: brands.branchCode,
        })
        .from(brands)
        .orderBy(asc(brands.id));
    },

    /** The users not removed of these brands, with their brand's name, oldest first. */
    async listActiveUsers(brandIds: readonly number[]) {
      if (brandIds.length === 0) return [];
      return db
        .select({
          id: partnerUsers.id,
          email: partnerUsers.email,
          role: partnerUsers.role,
          brandId: partnerUsers.brandId,
          brandName: brands.name,
          createdAt: partnerUsers.createdAt,
        })
        .from(partnerUsers)
        .innerJoin(brands, eq(brands.id, partnerUsers.brandId))
        .where(and(inArray(partnerUsers.brandId, [...brandIds]), isNull(partnerUsers.removedAt)))
        .orderBy(asc(partnerUsers.createdAt), asc(partnerUsers.email));
    },

    /**
     * Locks the owners (not removed) of a brand until the transaction ends and answers their ids:
     * two owners removing each other at once are served one after the other, so the second sees
     * the first removal and the brand keeps an owner.
     */
    async lockActiveOwners(tx: DbOrTx, brandId: number): Promise<string[]> {
      const rows = await tx
        .select({ id: partnerUsers.id })
        .from(partnerUsers)
        .where(
          and(
            eq(partnerUsers.brandId, brandId),
            eq(partnerUsers.role, 'owner'),
            isNull(partnerUsers.removedAt),
          ),
        )
        // One order for every locker, so two removals never wait on each other's rows.
        .orderBy(asc(partnerUsers.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Removes the user and ends their tokens (the version moves); false when already removed. */
    async remove(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(partnerUsers)
        .set({ removedAt: now, tokenVersion: sql`${partnerUsers.tokenVersion} + 1` })
        .where(and(eq(partnerUsers.id, id), isNull(partnerUsers.removedAt)))
        .returning({ id: partnerUsers.id });
      return rows.length === 1;
    },

    // ── Sign-in codes ──────────────────────────────────────────────────────────────────────────

    async insertCode(tx: DbOrTx, row: typeof partnerSignInCodes.$inferInsert): Promise<void> {
      await tx.insert(partnerSignInCodes).values(row);
    },

    /** Deletes codes asked for before `before` (long dead: a code lives 10 minutes). */
    async purgeCodes(tx: DbOrTx, before: Date): Promise<void> {
      await tx.delete(partnerSignInCodes).where(lt(partnerSignInCodes.createdAt, before));
    },

    async findCode(id: string): Promise<PartnerSignInCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(partnerSignInCodes)
        .where(eq(partnerSignInCodes.id, id))
        .limit(1);
      return row;
    },

    /**
     * Counts a try before the code is compared, in one conditional statement (as movers' codes
     * do): false, counting nothing, once the code is used, expired or out of tries.
     */
    async countTry(id: string, now: Date, maxTries: number): Promise<boolean> {
      const rows = await db
        .update(partnerSignInCodes)
        .set({ failedAttempts: sql`${partnerSignInCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(partnerSignInCodes.id, id),
            lt(partnerSignInCodes.failedAttempts, maxTries),
            isNull(partnerSignInCodes.consumedAt),
            gt(partnerSignInCodes.expiresAt, now),
          ),
        )
        .returning({ id: partnerSignInCodes.id });
      return rows.length === 1;
    },

    /** Uses the code after a right try (giving the try back); false when another request used it first. */
    async consumeCode(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(partnerSignInCodes)
        .set({
          consumedAt: now,
          failedAttempts: sql`greatest(${partnerSignInCodes.failedAttempts} - 1, 0)`,
        })
        .where(and(eq(partnerSignInCodes.id, id), isNull(partnerSignInCodes.consumedAt)))
        .returning({ id: partnerSignInCodes.id });
      return rows.length === 1;
    },
  };
}
