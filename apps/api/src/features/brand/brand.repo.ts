import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';

export type BrandRow = typeof brands.$inferSelect;
export type BrandRepo = ReturnType<typeof createBrandRepo>;

export function createBrandRepo(db: Db) {
  return {
    async findByUrlRoute(urlRoute: string): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brands).where(eq(brands.urlRoute, urlRoute)).limit(1);
      return row;
    },

    async findByBranchCode(branchCode: string): Promise<BrandRow | undefined> {
      const [row] = await db
        .select()
        .from(brands)
        .where(eq(brands.branchCode, branchCode))
        .limit(1);
      return row;
    },

    /** `via` lets a caller inside a transaction read through it (PGlite has one connection). */
    async findById(id: number, via: Pick<Db, 'select'> = db): Promise<BrandRow | undefined> {
      const [row] = await via.select().from(brands).where(eq(brands.id, id)).limit(1);
      return row;
    },
  };
}
