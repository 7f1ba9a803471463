import type { ReviewRating } from '@threshold/domain/schemas/review-rating';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api/client';

/** GET /api/review/rating: shown in the footer when the brand has a trust score configured. */
export const reviewRatingQuery = queryOptions({
  queryKey: ['review-rating'],
  queryFn: () => callApi<ReviewRating>('/api/review/rating'),
  staleTime: 60 * 60_000,
});
