import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import {
  agentCodeLoginSchema,
  agentCodeRequestSchema,
  agentCodeSentSchema,
} from '@threshold/domain/telephony/agent-code';
import { telephonyLoginResponseSchema } from '@threshold/domain/telephony/telephony';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireKind } from '../../auth/guards';
import type { AgentCodesService } from './agent-codes.service';

export type AgentCodesRoutesOptions = {
  agentCodesService: AgentCodesService;
  requireKind: RequireKind;
  loginRateLimit: { perMinute: number; isExempt: (request: FastifyRequest) => boolean };
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

/** The admin portal's sign-in by e-mail code (with any portal token, as POST /api/telephony/login). */
export const agentCodesRoutes: FastifyPluginAsyncZod<AgentCodesRoutesOptions> = async (
  app,
  { agentCodesService, requireKind, loginRateLimit },
) => {
  const portal = requireKind('app', 'anonymous', 'user', 'agent');
  const rateLimit = {
    hook: 'preHandler' as const,
    timeWindow: 60_000,
    allowList: loginRateLimit.isExempt,
    max: loginRateLimit.perMinute,
  };

  app.post(
    '/telephony/code',
    {
      onRequest: portal,
      schema: {
        tags: ['telephony'],
        summary:
          'An agent asks for a sign-in code by e-mail (the same answer whether or not the address is an agent’s)',
        security: [{ bearer: [] }],
        body: agentCodeRequestSchema,
        response: { 202: agentCodeSentSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request, reply) =>
      reply.code(202).send(await agentCodesService.requestCode(request.body.email)),
  );

  app.post(
    '/telephony/code-login',
    {
      onRequest: portal,
      schema: {
        tags: ['telephony'],
        summary: 'An agent exchanges the e-mail code for an agent session (as /telephony/login)',
        security: [{ bearer: [] }],
        body: agentCodeLoginSchema,
        response: { 200: telephonyLoginResponseSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return agentCodesService.logInWithCode(request.body.email, request.body.code);
    },
  );
};
