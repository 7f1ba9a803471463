import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import { productSelectionBodySchema } from '@threshold/domain/schemas/product-selection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type RequireCaller } from '../../auth/caller';
import type { ProductSelectionService } from './product-selection.service';

export type ProductSelectionRoutesOptions = {
  productSelectionService: ProductSelectionService;
  requireCaller: RequireCaller;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Product selection's save (service-journeys 2): a logged-in mover's own enrolment only. */
export const productSelectionRoutes: FastifyPluginAsyncZod<ProductSelectionRoutesOptions> = async (
  app,
  { productSelectionService, requireCaller },
) => {
  app.put(
    '/enrolment/product-selection',
    {
      ...requireCaller('user', 'agent'),
      schema: {
        tags: ['products'],
        security: [{ bearer: [] }],
        summary:
          'Saves which products the mover wants (OptIn 0 or 1 each; consent follows); 409 before the step is open; answers the enrolment',
        body: productSelectionBodySchema,
        response: { 200: enrolmentSchema, ...errors },
      },
    },
    async (request) => productSelectionService.save(callerOf(request), request.body),
  );
};
