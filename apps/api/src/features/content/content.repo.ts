import type { ContentPortal } from '@threshold/domain/schemas/content';
import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentBlocks, cookieItems, reviewRatings } from '../../db/schema';

export type ContentRepo = ReturnType<typeof createContentRepo>;

export type ContentBlockWords = {
  title: string;
  subtitle: string | null;
  descriptionHtml: string | null;
};

const blockColumns = {
  brandId: contentBlocks.brandId,
  portal: contentBlocks.portal,
  key: contentBlocks.key,
  title: contentBlocks.title,
  subtitle: contentBlocks.subtitle,
  descriptionHtml: contentBlocks.descriptionHtml,
  sortOrder: contentBlocks.sortOrder,
};

export function createContentRepo(db: Db) {
  return {
    /** The blocks of these brands in these portals, in their order. */
    async listBlocks(brandIds: number[], portals: readonly ContentPortal[]) {
      if (brandIds.length === 0 || portals.length === 0) return [];
      return db
        .select(blockColumns)
        .from(contentBlocks)
        .where(
          and(
            inArray(contentBlocks.brandId, brandIds),
            inArray(contentBlocks.portal, [...portals]),
          ),
        )
        .orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.id));
    },

    /**
     * Writes a brand's block of a portal: new words for a key it has, else a new block placed
     * after every block (any brand's: a brand's blocks are shown among its parents').
     */
    async upsertBlock(
      brandId: number,
      portal: ContentPortal,
      key: string,
      words: ContentBlockWords,
    ) {
      const nextSortOrder = sql<number>`(select coalesce(max(${contentBlocks.sortOrder}) + 1, 0) from ${contentBlocks})`;
      const [row] = await db
        .insert(contentBlocks)
        .values({ brandId, portal, key, ...words, sortOrder: nextSortOrder })
        .onConflictDoUpdate({
          target: [contentBlocks.brandId, contentBlocks.portal, contentBlocks.key],
          set: { ...words, updatedAt: sql`now()` },
        })
        .returning(blockColumns);
      if (!row) throw new Error('The content block was not written');
      return row;
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
