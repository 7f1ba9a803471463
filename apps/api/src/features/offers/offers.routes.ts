import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { affiliatesByCategorySchema } from '@threshold/domain/schemas/affiliates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type RequireCaller } from '../../auth/caller';
import { AFFILIATES_PARTS, type OffersService } from './offers.service';

export type OffersRoutesOptions = { offersService: OffersService; requireCaller: RequireCaller };

/** The offers and confirmation pages' deals (service-journeys 7: a no-store answer). */
export const offersRoutes: FastifyPluginAsyncZod<OffersRoutesOptions> = async (
  app,
  { offersService, requireCaller },
) => {
  app.get(
    '/affiliates-by-category',
    {
      ...requireCaller.reading(AFFILIATES_PARTS, 'user', 'agent'),
      schema: {
        tags: ['offers'],
        security: [{ bearer: [] }],
        summary:
          "The affiliate deals by category that the mover's brand shows (insurance left out for an estate agent group)",
        response: {
          200: affiliatesByCategorySchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => offersService.affiliatesFor(callerOf(request)),
  );
};
