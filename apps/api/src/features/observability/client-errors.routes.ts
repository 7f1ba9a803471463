import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { clientErrorReportSchema } from '@threshold/domain/schemas/client-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClientErrorsService } from './client-errors.service';

/** A report is a few hundred bytes; a larger body is not one of the portal's. */
export const CLIENT_ERROR_BODY_LIMIT_BYTES = 4 * 1024;
/** Per IP: the portal sends at most 5 a page load, so this allows a few reloads a minute. */
export const CLIENT_ERRORS_PER_MINUTE = 30;

/**
 * POST /api/client-errors: the portal's error reporter. No token: it must work when the app token
 * could not be had (the error may be that), and a keepalive request sent as the page goes carries
 * no header the portal would have to read first. Limited per IP and by size instead.
 */
export const clientErrorsRoutes: FastifyPluginAsyncZod<{
  clientErrorsService: ClientErrorsService;
}> = async (app, { clientErrorsService }) => {
  app.post(
    '/client-errors',
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['observability'],
        summary:
          "The portal reports an error a mover's browser hit (no personal data: it is scrubbed again here)",
        body: clientErrorReportSchema,
        response: {
          204: z.null().describe('Recorded'),
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      clientErrorsService.record(request.body);
      return reply.code(204).send(null);
    },
  );
};
