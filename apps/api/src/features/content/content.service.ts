import type { ContentBlock, ContentResponse } from '@threshold/domain/schemas/content';
import type { CookieItem } from '@threshold/domain/schemas/cookie-details';
import type { ReviewRating } from '@threshold/domain/schemas/review-rating';
import { AppError } from '../../http/app-error';
import type { BrandService } from '../brand/brand.service';
import type { ContentRepo } from './content.repo';

export type ContentService = ReturnType<typeof createContentService>;

export function createContentService(deps: { repo: ContentRepo; brandService: BrandService }) {
  const { repo, brandService } = deps;
  return {
    /** The brand's blocks; a block the brand does not word itself comes from its parents, then the default brand. */
    async getContent(urlRoute: string, branchId?: string): Promise<ContentResponse> {
      const chain = await brandService.findChain(urlRoute, branchId);
      const rows = await repo.listBlocks(chain.map((brand) => brand.id));
      const nearness = new Map(chain.map((brand, index) => [brand.id, index]));
      const chosen = new Map<
        string,
        { block: ContentBlock; nearness: number; sortOrder: number }
      >();
      for (const row of rows) {
        const rowNearness = nearness.get(row.brandId) ?? Number.MAX_SAFE_INTEGER;
        const current = chosen.get(row.key);
        if (current && current.nearness <= rowNearness) continue;
        chosen.set(row.key, {
          block: {
            key: row.key,
            title: row.title,
            subtitle: row.subtitle,
            descriptionHtml: row.descriptionHtml,
          },
          nearness: rowNearness,
          // Keep the place the default brand gives a block, so an override does not move it.
          sortOrder: current ? Math.min(current.sortOrder, row.sortOrder) : row.sortOrder,
        });
      }
      const blocks = [...chosen.values()]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((entry) => entry.block);
      return { blocks };
    },

    async getCookieDetails(): Promise<CookieItem[]> {
      const rows = await repo.listCookieItems();
      return rows.map((row) => ({
        group: row.groupName,
        title: row.cookieNames,
        description: row.description,
        time: row.duration,
        type: row.cookieType,
        vendor: row.vendor,
      }));
    },

    async getReviewRating(): Promise<ReviewRating> {
      const row = await repo.findCurrentRating();
      if (!row)
        throw new AppError('RATING_NOT_FOUND', 'No review rating is configured.', { status: 404 });
      return {
        trustScore: row.trustScoreTenths / 10,
        reviewCount: row.reviewCount,
        sourceName: row.sourceName,
        sourceUrl: row.sourceUrl,
      };
    },
  };
}
