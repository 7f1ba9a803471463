import { and, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, partnerApiKeys } from '../../db/schema';

export type PartnerKeyRow = typeof partnerApiKeys.$inferSelect;
/** A key with the name and branch code of the brand it is scoped to, for the console's list. */
export type PartnerKeyListRow = PartnerKeyRow & { brandName: string; branchCode: string | null };
export type PartnerKeysRepo = ReturnType<typeof createPartnerKeysRepo>;

export function createPartnerKeysRepo(db: Db) {
  const listColumns = {
    id: partnerApiKeys.id,
    brandId: partnerApiKeys.brandId,
    keyPrefix: partnerApiKeys.keyPrefix,
    keyHash: partnerApiKeys.keyHash,
    label: partnerApiKeys.label,
    createdAt: partnerApiKeys.createdAt,
    lastUsedAt: partnerApiKeys.lastUsedAt,
    revokedAt: partnerApiKeys.revokedAt,
    brandName: brands.name,
    branchCode: brands.branchCode,
  };
  return {
    async insert(row: typeof partnerApiKeys.$inferInsert): Promise<PartnerKeyRow> {
      const [inserted] = await db.insert(partnerApiKeys).values(row).returning();
      if (!inserted) throw new Error('partner key insert returned no row');
      return inserted;
    },
    async findByPrefix(keyPrefix: string): Promise<PartnerKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(partnerApiKeys)
        .where(eq(partnerApiKeys.keyPrefix, keyPrefix))
        .limit(1);
      return row;
    },
    /** The keys of these brands, revoked ones too, newest first. */
    async listByBrands(brandIds: number[]): Promise<PartnerKeyListRow[]> {
      if (brandIds.length === 0) return [];
      return db
        .select(listColumns)
        .from(partnerApiKeys)
        .innerJoin(brands, eq(brands.id, partnerApiKeys.brandId))
        .where(inArray(partnerApiKeys.brandId, brandIds))
        .orderBy(desc(partnerApiKeys.createdAt), desc(partnerApiKeys.id));
    },
    async findListRow(id: number): Promise<PartnerKeyListRow | undefined> {
      const [row] = await db
        .select(listColumns)
        .from(partnerApiKeys)
        .innerJoin(brands, eq(brands.id, partnerApiKeys.brandId))
        .where(eq(partnerApiKeys.id, id))
        .limit(1);
      return row;
    },
    /** Revokes a key once: a revoked key keeps the time it was first revoked. */
    async revoke(id: number, at: Date): Promise<void> {
      await db
        .update(partnerApiKeys)
        .set({ revokedAt: at })
        .where(and(eq(partnerApiKeys.id, id), isNull(partnerApiKeys.revokedAt)));
    },
    /**
     * Records a use unless one was recorded since `notAfter` (a minute ago): the condition is in
     * the UPDATE, so replicas racing on the same key still write it once.
     */
    async touch(id: number, at: Date, notAfter: Date): Promise<void> {
      await db
        .update(partnerApiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(partnerApiKeys.id, id),
            or(isNull(partnerApiKeys.lastUsedAt), lte(partnerApiKeys.lastUsedAt, notAfter)),
          ),
        );
    },
  };
}
