import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import {
  contentBlockSchema,
  contentPortalSchema,
  contentResponseSchema,
} from '@threshold/domain/schemas/content';
import { cookieDetailsResponseSchema } from '@threshold/domain/schemas/cookie-details';
import { reviewRatingSchema } from '@threshold/domain/schemas/review-rating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorContentResponseSchema } from './content-input';
import type { ContentService } from './content.service';

export type ContentRoutesOptions = { contentService: ContentService };

const operatorHeaders = z.object({ 'x-operator-key': z.string().max(200).optional() });
const operatorErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** CMS content, the cookie list and the review rating: public, no token needed; operators edit content. */
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
          /** Whose words: the tenant portal's (default) or the telephony portal's, else the tenant's. */
          portal: contentPortalSchema.default('tenant'),
        }),
        response: { 200: contentResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      contentService.getContent(request.query.brand, request.query.branch, request.query.portal),
  );

  app.get(
    '/operator/content',
    {
      schema: {
        tags: ['operator'],
        summary: "Operators: a brand's own blocks of one portal (tenant or telephony)",
        headers: operatorHeaders,
        querystring: z.object({
          brand: z.string().min(1).max(60).default(DEFAULT_BRAND_ROUTE),
          portal: z.string().min(1).max(20).default('tenant'),
        }),
        response: { 200: operatorContentResponseSchema, ...operatorErrors },
      },
    },
    async (request) =>
      contentService.listOwn(
        request.headers['x-operator-key'],
        request.query.brand,
        request.query.portal,
      ),
  );

  app.put(
    '/operator/content/:brand/:portal/:key',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Operators: writes a brand's block of a portal (title, subtitle, HTML description sanitised where shown)",
        headers: operatorHeaders,
        params: z.object({
          brand: z.string().min(1).max(60),
          portal: z.string().min(1).max(20),
          key: z.string().min(1).max(80),
        }),
        // Checked by the service after the operator key, with the block's rules.
        body: z.unknown(),
        response: { 200: contentBlockSchema, ...operatorErrors },
      },
    },
    async (request) =>
      contentService.saveBlock(
        request.headers['x-operator-key'],
        request.params.brand,
        request.params.portal,
        request.params.key,
        request.body,
      ),
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
