import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { loginTokenGrantSchema, type LoginTokenGrant } from '@threshold/domain/schemas/login-token';
import {
  PORTAL_APP_USERNAME,
  passwordGrantSchema,
  tokenKindSchema,
  tokenResponseSchema,
  type PasswordGrant,
  type TokenResponse,
} from '@threshold/domain/schemas/token';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireKind } from '../../auth/guards';
import type { SessionService } from './session.service';

export type SessionRoutesOptions = {
  sessionService: SessionService;
  requireKind: RequireKind;
  /** grant_type=login_token: the auto log-in link (/log-in/{loginToken}), used once. */
  logInWithLinkToken: (token: string) => Promise<TokenResponse>;
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

/** The password grant, or the auto log-in's login_token grant; each keeps its own field messages. */
const tokenGrantSchema = z.unknown().transform((value, ctx): PasswordGrant | LoginTokenGrant => {
  const isLinkGrant =
    typeof value === 'object' &&
    value !== null &&
    (value as { grant_type?: unknown }).grant_type === 'login_token';
  const result = (isLinkGrant ? loginTokenGrantSchema : passwordGrantSchema).safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

function isAppGrant(request: FastifyRequest): boolean {
  const body = request.body as { username?: unknown } | undefined;
  return body?.username === PORTAL_APP_USERNAME;
}

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, options) => {
  const { sessionService, requireKind, tokenRateLimit, logInWithLinkToken } = options;

  app.post(
    '/oauth/token',
    {
      schema: {
        tags: ['session'],
        summary: 'Password grant: the portal app account → app token; a mover → user token',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: tokenGrantSchema,
        response: { 200: tokenResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: {
        rateLimit: {
          hook: 'preHandler',
          timeWindow: 60_000,
          allowList: tokenRateLimit.isExempt,
          keyGenerator: (request) => `${request.ip}:${isAppGrant(request) ? 'app' : 'mover'}`,
          max: (request) =>
            isAppGrant(request) ? tokenRateLimit.perMinute * 10 : tokenRateLimit.perMinute,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const grant = request.body;
      return grant.grant_type === 'login_token'
        ? logInWithLinkToken(grant.token)
        : sessionService.grantPassword(grant);
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
      return {
        kind: claims.kind,
        enrolmentId: claims.enrolmentId,
        expiresAt: claims.expiresAt.toISOString(),
      };
    },
  );
};
