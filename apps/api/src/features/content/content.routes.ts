import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import { contentResponseSchema } from '@threshold/domain/schemas/content';
import { cookieDetailsResponseSchema } from '@threshold/domain/schemas/cookie-details';
import { reviewRatingSchema } from '@threshold/domain/schemas/review-rating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentService } from './content.service';

export type ContentRoutesOptions = { contentService: ContentService };

/** CMS content, the cookie list and the review rating: public, no token needed. */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { contentService },
) => {
  app.get(
    '/content',
    {
      schema: {
        tags: ['content'],
        summary: "A brand's CMS blocks (page intros), falling back to the default brand's",
        querystring: z.object({
          brand: z.string().min(1).max(60).default(DEFAULT_BRAND_ROUTE),
          branch: z.string().min(1).max(12).optional(),
        }),
        response: { 200: contentResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => contentService.getContent(request.query.brand, request.query.branch),
  );

  app.get(
    '/cookie-details',
    {
      schema: {
        tags: ['content'],
        summary: 'The cookie list of the cookie policy page',
        response: { 200: cookieDetailsResponseSchema },
      },
    },
    async () => contentService.getCookieDetails(),
  );

  app.get(
    '/review/rating',
    {
      schema: {
        tags: ['content'],
        summary: "The review site's trust score out of 5",
        response: { 200: reviewRatingSchema, 404: apiErrorSchema },
      },
    },
    async () => contentService.getReviewRating(),
  );
};
