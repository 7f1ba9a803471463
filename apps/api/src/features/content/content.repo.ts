import { asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentBlocks, cookieItems, reviewRatings } from '../../db/schema';

export type ContentRepo = ReturnType<typeof createContentRepo>;

export function createContentRepo(db: Db) {
  return {
    async listBlocks(brandIds: number[]) {
      if (brandIds.length === 0) return [];
      return db
        .select({
          brandId: contentBlocks.brandId,
          key: contentBlocks.key,
          title: contentBlocks.title,
          subtitle: contentBlocks.subtitle,
          descriptionHtml: contentBlocks.descriptionHtml,
          sortOrder: contentBlocks.sortOrder,
        })
        .from(contentBlocks)
        .where(inArray(contentBlocks.brandId, brandIds))
        .orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.id));
    },

    async listCookieItems() {
      return db.select().from(cookieItems).orderBy(asc(cookieItems.sortOrder), asc(cookieItems.id));
    },

    async findCurrentRating() {
      const [row] = await db.select().from(reviewRatings).orderBy(desc(reviewRatings.id)).limit(1);
      return row;
    },
  };
}
