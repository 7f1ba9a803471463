import { z } from 'zod';

/** GET /api/review/rating: the review site's score out of 5, shown in the footer. */
export const reviewRatingSchema = z.object({
  trustScore: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  sourceName: z.string(),
  sourceUrl: z.string(),
});
export type ReviewRating = z.infer<typeof reviewRatingSchema>;
export const TRUST_SCORE_OUT_OF = 5;
