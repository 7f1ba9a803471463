import { accountValidateRequestSchema } from '@threshold/domain/schemas/account-validate';
import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { accountValidateResponseSchema } from '@threshold/domain/schemas/confirm-details';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireKind } from '../../auth/guards';
import type { AccountService } from './account.service';

export type AccountRoutesOptions = {
  accountService: AccountService;
  requireKind: RequireKind;
  /** Confirm-details attempts per IP per minute, on top of the per-enrolment lock. */
  validatePerMinute: number;
};

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { accountService, requireKind, validatePerMinute } = options;

  app.put(
    '/account/validate',
    {
      onRequest: requireKind('app', 'anonymous', 'user'),
      config: {
        rateLimit: {
          max: validatePerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `validate:${request.ip}`,
        },
      },
      schema: {
        tags: ['access'],
        security: [{ bearer: [] }],
        summary:
          'Confirm-details: surname and postcode against the save-and-continue link; result 0–10',
        body: accountValidateRequestSchema,
        response: {
          200: accountValidateResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accountService.validate(request.body);
    },
  );
};
