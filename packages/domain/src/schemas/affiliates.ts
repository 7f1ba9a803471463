import { z } from 'zod';

/** Affiliate deal (service-journeys 3). */
export const affiliateDealSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  logo: z.string(),
  link: z.string(),
  category: z.number().int(),
  showInConfirmationPage: z.boolean(),
});
export type AffiliateDeal = z.infer<typeof affiliateDealSchema>;

export const affiliateCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isInsurance: z.boolean(),
  affiliateDeals: z.array(affiliateDealSchema),
});
export type AffiliateCategory = z.infer<typeof affiliateCategorySchema>;

/**
 * GET /api/affiliates-by-category: the categories and deals the caller's brand may show (insurance
 * already left out for an estate agent group), and the flattened list.
 */
export const affiliatesByCategorySchema = z.object({
  affiliateCategories: z.array(affiliateCategorySchema),
  affiliateDeals: z.array(affiliateDealSchema),
});
export type AffiliatesByCategory = z.infer<typeof affiliatesByCategorySchema>;

/**
 * Category 1 (fixed id): "Moving home" (removals, storage, cleaning). The confirmation page hides it
 * for an estate agent group, which brings its own moving partners (service-journeys 6; docs/decisions.md).
 */
export const MOVING_HOME_CATEGORY_ID = 1;

/**
 * The product's own neutral name, the same under every brand: where the spec asks for it in place
 * of "Tili" (the offers title), a partner's name would not do.
 */
export const PRODUCT_NEUTRAL_NAME = 'Threshold';

/** The offers page title (service-journeys 2: "Tili" replaced by the product's own neutral name). */
export const OFFERS_TITLE = `Check out your exclusive ${PRODUCT_NEUTRAL_NAME} offers`;

/** "A deal whose title mentions the postal service has action text 'Redirect mail'". */
export const REDIRECT_MAIL_ACTION = 'Redirect mail';
/** Every other deal's link text (the spec names none: docs/decisions.md). */
export const VIEW_OFFER_ACTION = 'View offer';

const POSTAL_SERVICE = /\b(royal mail|post office|postal service)\b/i;

export function isPostalServiceDeal(deal: Pick<AffiliateDeal, 'title'>): boolean {
  return POSTAL_SERVICE.test(deal.title);
}

export function dealActionText(deal: Pick<AffiliateDeal, 'title'>): string {
  return isPostalServiceDeal(deal) ? REDIRECT_MAIL_ACTION : VIEW_OFFER_ACTION;
}
