import {
  contentPortalSchema,
  type ContentBlock,
  type ContentPortal,
  type ContentResponse,
} from '@threshold/domain/schemas/content';
import type { CookieItem } from '@threshold/domain/schemas/cookie-details';
import type { ReviewRating } from '@threshold/domain/schemas/review-rating';
import { assertOperatorKey } from '../../auth/operator-key';
import { AppError } from '../../http/app-error';
import type { BrandService } from '../brand/brand.service';
import { contentBlockInputSchema, contentKeySchema } from './content-input';
import type { ContentRepo } from './content.repo';

export type ContentService = ReturnType<typeof createContentService>;

export const CONTENT_OPERATOR_ONLY_MESSAGE = 'Sorry, only operators can edit content.';

type BlockRow = Awaited<ReturnType<ContentRepo['listBlocks']>>[number];

function blockOf(row: BlockRow): ContentBlock {
  return {
    key: row.key,
    title: row.title,
    subtitle: row.subtitle,
    descriptionHtml: row.descriptionHtml,
    portal: row.portal,
  };
}

function invalid(message: string): AppError {
  return new AppError('VALIDATION', message, { status: 400 });
}

export function createContentService(deps: {
  repo: ContentRepo;
  brandService: BrandService;
  operatorKey: string;
}) {
  const { repo, brandService, operatorKey } = deps;

  /** The brand a url route names (404 when none), for the operators' edits. */
  async function brandOf(urlRoute: string) {
    const [brand] = await brandService.findChain(urlRoute);
    if (!brand)
      throw new AppError('BRAND_NOT_FOUND', 'Sorry, we could not find a brand.', { status: 404 });
    return brand;
  }

  function portalOf(portal: string): ContentPortal {
    const parsed = contentPortalSchema.safeParse(portal);
    if (!parsed.success) throw invalid('The portal must be tenant or telephony.');
    return parsed.data;
  }

  return {
    /**
     * The brand's blocks; a block the brand does not word itself comes from its parents, then the
     * default brand. For the telephony portal, key by key: the nearest brand's telephony block,
     * else the nearest tenant block (a telephony page without its own words shows the tenant's).
     */
    async getContent(
      urlRoute: string,
      branchId?: string,
      portal: ContentPortal = 'tenant',
    ): Promise<ContentResponse> {
      const chain = await brandService.findChain(urlRoute, branchId);
      const portals: ContentPortal[] =
        portal === 'telephony' ? ['telephony', 'tenant'] : ['tenant'];
      const rows = await repo.listBlocks(
        chain.map((brand) => brand.id),
        portals,
      );
      const nearness = new Map(chain.map((brand, index) => [brand.id, index]));
      // Rank: the asked portal's words first, then the nearer brand's.
      const rank = (row: BlockRow) =>
        (row.portal === portal ? 0 : chain.length + 1) +
        (nearness.get(row.brandId) ?? chain.length);
      const chosen = new Map<string, { block: ContentBlock; rank: number; sortOrder: number }>();
      for (const row of rows) {
        const rowRank = rank(row);
        const current = chosen.get(row.key);
        // Keep the place the default brand gives a block, so an override does not move it.
        const sortOrder = current ? Math.min(current.sortOrder, row.sortOrder) : row.sortOrder;
        if (current && current.rank <= rowRank) {
          current.sortOrder = sortOrder;
          continue;
        }
        chosen.set(row.key, { block: blockOf(row), rank: rowRank, sortOrder });
      }
      const blocks = [...chosen.values()]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((entry) => entry.block);
      return { blocks };
    },

    /** Operators: a brand's own blocks of one portal (no fallback), in their order. */
    async listOwn(givenKey: string | undefined, urlRoute: string, portal: string) {
      assertOperatorKey(givenKey, operatorKey, CONTENT_OPERATOR_ONLY_MESSAGE);
      const thePortal = portalOf(portal);
      const brand = await brandOf(urlRoute);
      const rows = await repo.listBlocks([brand.id], [thePortal]);
      return { brand: urlRoute.toLowerCase(), portal: thePortal, blocks: rows.map(blockOf) };
    },

    /** Operators: writes a brand's block of a portal (the HTML is stored as given, sanitised where shown). */
    async saveBlock(
      givenKey: string | undefined,
      urlRoute: string,
      portal: string,
      key: string,
      body: unknown,
    ): Promise<ContentBlock> {
      assertOperatorKey(givenKey, operatorKey, CONTENT_OPERATOR_ONLY_MESSAGE);
      const thePortal = portalOf(portal);
      const theKey = contentKeySchema.safeParse(key);
      if (!theKey.success) throw invalid(theKey.error.issues[0]?.message ?? 'Please enter a key');
      const input = contentBlockInputSchema.safeParse(body ?? {});
      if (!input.success) throw invalid(input.error.issues[0]?.message ?? 'Please enter a title');
      const brand = await brandOf(urlRoute);
      const row = await repo.upsertBlock(brand.id, thePortal, theKey.data, {
        title: input.data.title,
        subtitle: input.data.subtitle || null,
        descriptionHtml: input.data.descriptionHtml ?? null,
      });
      return blockOf(row);
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
