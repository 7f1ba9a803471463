import type {
  AffiliateCategory,
  AffiliateDeal,
  AffiliatesByCategory,
} from '@threshold/domain/schemas/affiliates';
import { preloaded, type Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { activeDealsPart, categoriesPart, type DealRow, type OffersRepo } from './offers.repo';

/** What GET /api/affiliates-by-category reads with the caller's row: one statement in all. */
export const AFFILIATES_PARTS = [categoriesPart, activeDealsPart];

function toDeal(row: DealRow): AffiliateDeal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    logo: row.logoUrl,
    link: row.linkUrl,
    category: row.categoryId,
    showInConfirmationPage: row.showInConfirmationPage,
  };
}

export type OffersService = ReturnType<typeof createOffersService>;

/** The affiliate deals a mover's brand may show. */
export function createOffersService(deps: { db: Db; repo: OffersRepo }) {
  const { db, repo } = deps;

  return {
    /**
     * GET /api/affiliates-by-category: active deals by category, empty categories left out; an
     * estate agent group's movers never receive the insurance categories (service-journeys 6).
     */
    async affiliatesFor(caller: Caller): Promise<AffiliatesByCategory> {
      const { branding } = caller;
      const categoryRows = preloaded(caller, categoriesPart) ?? (await repo.listCategories(db));
      const dealRows = preloaded(caller, activeDealsPart) ?? (await repo.listActiveDeals(db));
      const affiliateCategories: AffiliateCategory[] = categoryRows
        .filter((category) => !(branding.isEstateAgentGroup && category.isInsurance))
        .map((category) => ({
          id: category.id,
          name: category.name,
          isInsurance: category.isInsurance,
          affiliateDeals: dealRows.filter((deal) => deal.categoryId === category.id).map(toDeal),
        }))
        .filter((category) => category.affiliateDeals.length > 0);
      return {
        affiliateCategories,
        affiliateDeals: affiliateCategories.flatMap((category) => category.affiliateDeals),
      };
    },
  };
}
