import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import {
  commsBlockedByUserBodySchema,
  emailPreferenceParamsSchema,
  emailPreferenceQuerySchema,
} from '@threshold/domain/schemas/comms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommsService } from './comms.service';

export type CommsRoutesOptions = { commsService: CommsService; perMinute: number };

/** E-mail preferences: anonymous, the per-message token is the authority. */
export const commsRoutes: FastifyPluginAsyncZod<CommsRoutesOptions> = async (
  app,
  { commsService, perMinute },
) => {
  app.put(
    '/enrolment/comms-blocked-by-user/:token',
    {
      // Tokens are 256-bit, but a tight per-IP limit still stops anyone walking the space.
      config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['comms'],
        summary: 'Unsubscribe from (enabled true) or resubscribe to (false) campaign e-mail',
        params: emailPreferenceParamsSchema,
        querystring: emailPreferenceQuerySchema,
        body: commsBlockedByUserBodySchema,
        response: {
          200: z.object({ enabled: z.boolean() }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return commsService.setBlockedByUser(request.params.token, request.body, request.query);
    },
  );
};
