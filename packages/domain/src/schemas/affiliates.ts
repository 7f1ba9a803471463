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
