import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { flatmateSchema, tellFlatmatesResponseSchema } from '@threshold/domain/schemas/flatmates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type RequireCaller } from '../../auth/caller';
import type { FlatmatesService } from './flatmates.service';

export type FlatmatesRoutesOptions = {
  flatmatesService: FlatmatesService;
  requireCaller: RequireCaller;
};

/** POST /api/tell-flatmates (service-journeys 7): the flatmate step's one call. */
export const flatmatesRoutes: FastifyPluginAsyncZod<FlatmatesRoutesOptions> = async (
  app,
  { flatmatesService, requireCaller },
) => {
  app.post(
    '/tell-flatmates',
    {
      ...requireCaller('user', 'agent'),
      schema: {
        tags: ['flatmates'],
        security: [{ bearer: [] }],
        summary:
          "Sends a flatmate a branded invitation from the mover's brand (limited per address and per mover a day)",
        body: flatmateSchema,
        response: {
          200: tellFlatmatesResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => flatmatesService.tell(callerOf(request), request.body),
  );
};
