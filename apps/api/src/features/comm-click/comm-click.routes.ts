import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { commClickEventResponseSchema } from '@threshold/domain/schemas/comm-click';
import { commClickEventBodySchema } from '@threshold/domain/schemas/comms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireKind } from '../../auth/guards';
import type { CommClickService } from './comm-click.service';

export type CommClickRoutesOptions = {
  commClickService: CommClickService;
  requireKind: RequireKind;
};

export const commClickRoutes: FastifyPluginAsyncZod<CommClickRoutesOptions> = async (
  app,
  { commClickService, requireKind },
) => {
  app.post(
    '/comms/events/create',
    {
      onRequest: requireKind('app', 'anonymous', 'user'),
      schema: {
        tags: ['access'],
        security: [{ bearer: [] }],
        summary:
          'Comm-click landing: where /continue/{confirmToken} goes (result 0, 1, 2, 3 or 5) with the token for that page',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: commClickEventBodySchema,
        response: {
          200: commClickEventResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return commClickService.recordClick(request.body);
    },
  );
};
