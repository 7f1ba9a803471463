import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { PORTAL_APP_USERNAME, passwordGrantSchema, tokenKindSchema, tokenResponseSchema } from '@threshold/domain/schemas/token';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireKind } from '../../auth/guards';
import type { SessionService } from './session.service';

export type SessionRoutesOptions = {
  sessionService: SessionService;
  requireKind: RequireKind;
  tokenRateLimit: {
    /** Password grants with a mover's credentials per IP per minute; the public app account gets ten times this. */
    perMinute: number;
    isExempt: (request: FastifyRequest) => boolean;
  };
};

const sessionSchema = z.object({
  kind: tokenKindSchema,
  enrolmentId: z.string().nullable(),
  expiresAt: z.string(),
});

function isAppGrant(request: FastifyRequest): boolean {
  const body = request.body as { username?: unknown } | undefined;
  return body?.username === PORTAL_APP_USERNAME;
}

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, options) => {
  const { sessionService, requireKind, tokenRateLimit } = options;

  app.post(
    '/oauth/token',
    {
      schema: {
        tags: ['session'],
        summary: 'Password grant: the portal app account → app token; a mover → user token',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: passwordGrantSchema,
        response: { 200: tokenResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: {
        rateLimit: {
          hook: 'preHandler',
          timeWindow: 60_000,
          allowList: tokenRateLimit.isExempt,
          keyGenerator: (request) => `${request.ip}:${isAppGrant(request) ? 'app' : 'mover'}`,
          max: (request) => (isAppGrant(request) ? tokenRateLimit.perMinute * 10 : tokenRateLimit.perMinute),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sessionService.grantPassword(request.body);
    },
  );

  app.post(
    '/logout',
    {
      onRequest: requireKind('app', 'anonymous', 'user', 'agent'),
      schema: {
        tags: ['session'],
        summary: 'Revokes the bearer token (a mover: every token of the account)',
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await sessionService.logOut(authOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/session',
    {
      onRequest: requireKind('anonymous', 'user', 'agent'),
      schema: {
        tags: ['session'],
        summary: 'Who the bearer token stands for (movers and agents, not the app token)',
        security: [{ bearer: [] }],
        response: { 200: sessionSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const claims = authOf(request);
      reply.header('cache-control', 'no-store');
      return { kind: claims.kind, enrolmentId: claims.enrolmentId, expiresAt: claims.expiresAt.toISOString() };
    },
  );
};
