import {
  affiliatesByCategorySchema,
  type AffiliatesByCategory,
} from '@threshold/domain/schemas/affiliates';
import { callApi } from '../../api/client';

/** GET /api/affiliates-by-category (service-journeys 7: no-store, so fetched on each visit). */
export const affiliatesQuery = {
  queryKey: ['affiliates-by-category'] as const,
  queryFn: async (): Promise<AffiliatesByCategory> =>
    affiliatesByCategorySchema.parse(
      await callApi('/api/affiliates-by-category', { auth: 'user' }),
    ),
  staleTime: 0,
};
