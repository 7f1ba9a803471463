import type { AffiliateCategory, AffiliateDeal, AffiliatesByCategory } from '@threshold/domain/schemas/affiliates';
import type { AccessClaims } from '../../auth/access-tokens';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { ENROLMENT_NOT_FOUND_MESSAGE, type EnrolmentService } from '../enrolment/enrolment.service';
import type { DealRow, OffersRepo } from './offers.repo';

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
export function createOffersService(deps: { db: Db; repo: OffersRepo; enrolmentService: EnrolmentService }) {
  const { db, repo, enrolmentService } = deps;

  return {
    /**
     * GET /api/affiliates-by-category: active deals by category, empty categories left out; an
     * estate agent group's movers never receive the insurance categories (service-journeys 6).
     */
    async affiliatesFor(claims: AccessClaims): Promise<AffiliatesByCategory> {
      const row = claims.enrolmentId ? await enrolmentService.findRow(claims.enrolmentId) : undefined;
      if (!row || row.forgottenAt) throw new AppError('ENROLMENT_NOT_FOUND', ENROLMENT_NOT_FOUND_MESSAGE, { status: 404 });
      const branding = await enrolmentService.brandingOf(row);
      const [categoryRows, dealRows] = [await repo.listCategories(db), await repo.listActiveDeals(db)];
      const affiliateCategories: AffiliateCategory[] = categoryRows
        .filter((category) => !(branding.isEstateAgentGroup && category.isInsurance))
        .map((category) => ({
          id: category.id,
          name: category.name,
          isInsurance: category.isInsurance,
          affiliateDeals: dealRows.filter((deal) => deal.categoryId === category.id).map(toDeal),
        }))
        .filter((category) => category.affiliateDeals.length > 0);
      return { affiliateCategories, affiliateDeals: affiliateCategories.flatMap((category) => category.affiliateDeals) };
    },
  };
}
