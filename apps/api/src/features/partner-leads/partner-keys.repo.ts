import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerApiKeys } from '../../db/schema';

export type PartnerKeyRow = typeof partnerApiKeys.$inferSelect;
export type PartnerKeysRepo = ReturnType<typeof createPartnerKeysRepo>;

export function createPartnerKeysRepo(db: Db) {
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
  };
}
