import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import {
  agentAuditEntrySchema,
  agentInputSchema,
  agentSchema,
  agentSignInTokenRequestSchema,
  agentSignInTokenSchema,
  telephonyLoginResponseSchema,
  telephonyLoginSchema,
  telephonyNameSchema,
} from '@threshold/domain/telephony/telephony';
import {
  agentNewEnrolmentSchema,
  assistEnrolmentSchema,
  enrolmentSearchQuerySchema,
  enrolmentSearchResponseSchema,
} from '@threshold/domain/telephony/enrolment-search';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireKind } from '../../auth/guards';
import type { AgentsService } from './agents.service';

export type AgentsRoutesOptions = {
  agentsService: AgentsService;
  requireKind: RequireKind;
  loginRateLimit: { perMinute: number; isExempt: (request: FastifyRequest) => boolean };
};

const operatorHeaders = z.object({ 'x-operator-key': z.string().max(200).optional() });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Agents' sign-in and name (portal-access 7), and the operators' calls that manage agents. */
export const agentsRoutes: FastifyPluginAsyncZod<AgentsRoutesOptions> = async (
  app,
  { agentsService, requireKind, loginRateLimit },
) => {
  app.post(
    '/telephony/login',
    {
      onRequest: requireKind('app', 'anonymous', 'user', 'agent'),
      schema: {
        tags: ['telephony'],
        summary:
          'An agent exchanges the single-use sign-in token an operator issued for an agent session',
        security: [{ bearer: [] }],
        body: telephonyLoginSchema,
        response: { 200: telephonyLoginResponseSchema, ...errors, 429: apiErrorSchema },
      },
      config: {
        rateLimit: {
          hook: 'preHandler',
          timeWindow: 60_000,
          allowList: loginRateLimit.isExempt,
          max: loginRateLimit.perMinute,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return agentsService.logIn(request.body.token);
    },
  );

  app.get(
    '/telephony/name',
    {
      onRequest: requireKind('agent'),
      schema: {
        tags: ['telephony'],
        summary: 'The signed-in agent’s name, for the header',
        security: [{ bearer: [] }],
        response: { 200: telephonyNameSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { name: await agentsService.nameOf(authOf(request)) };
    },
  );

  const agent = requireKind('agent');

  app.get(
    '/telephony/enrolments',
    {
      onRequest: agent,
      schema: {
        tags: ['telephony'],
        summary:
          'The admin portal’s search: enrolments by e-mail, mobile, postcode or name (25 at most)',
        security: [{ bearer: [] }],
        querystring: enrolmentSearchQuerySchema,
        response: { 200: enrolmentSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { enrolments: await agentsService.search(authOf(request), request.query.search) };
    },
  );

  app.post(
    '/telephony/assist',
    {
      onRequest: agent,
      schema: {
        tags: ['telephony'],
        summary:
          'The agent opens an enrolment: an agent token bound to it (410 when it was forgotten)',
        security: [{ bearer: [] }],
        body: assistEnrolmentSchema,
        response: { 200: telephonyLoginResponseSchema, ...errors, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return agentsService.assist(authOf(request), request.body.enrolmentId);
    },
  );

  app.post(
    '/telephony/enrolments',
    {
      onRequest: agent,
      schema: {
        tags: ['telephony'],
        summary:
          'A new enrolment for the caller on the line, on a brand (and branch), opened at once',
        security: [{ bearer: [] }],
        body: agentNewEnrolmentSchema,
        response: { 201: telephonyLoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply
        .code(201)
        .send(await agentsService.createForCaller(authOf(request), request.body));
    },
  );

  app.post(
    '/operator/agents',
    {
      schema: {
        tags: ['operator'],
        summary: 'Operators: a new agent account',
        headers: operatorHeaders,
        body: agentInputSchema,
        response: { 201: agentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const agent = await agentsService.createAgent(
        request.headers['x-operator-key'],
        request.body,
      );
      return reply.code(201).send(agent);
    },
  );

  app.get(
    '/operator/agents',
    {
      schema: {
        tags: ['operator'],
        summary: 'Operators: every agent account',
        headers: operatorHeaders,
        response: { 200: z.object({ agents: z.array(agentSchema) }), ...errors },
      },
    },
    async (request) => ({
      agents: await agentsService.listAgents(request.headers['x-operator-key']),
    }),
  );

  for (const [path, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/operator/agents/:agentId/${path}`,
      {
        schema: {
          tags: ['operator'],
          summary: active
            ? 'Operators: the agent may sign in again'
            : 'Operators: the agent’s tokens stop working at once and no new one is issued',
          headers: operatorHeaders,
          params: z.object({ agentId: z.uuid() }),
          response: { 200: agentSchema, ...errors },
        },
      },
      async (request) =>
        agentsService.setActive(request.headers['x-operator-key'], request.params.agentId, active),
    );
  }

  app.post(
    '/operator/agent-sign-in-tokens',
    {
      schema: {
        tags: ['operator'],
        summary: 'Operators: a single-use sign-in token for an agent named by name or e-mail',
        headers: operatorHeaders,
        body: agentSignInTokenRequestSchema,
        response: { 201: agentSignInTokenSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const issued = await agentsService.issueSignInToken(
        request.headers['x-operator-key'],
        request.body.agent,
      );
      return reply.code(201).send(issued);
    },
  );

  app.get(
    '/operator/agent-audit-log',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Operators: what agents did, newest first (500 at most), for one agent or enrolment',
        headers: operatorHeaders,
        querystring: z.object({
          agent: z.string().trim().min(1).max(120).optional(),
          enrolmentId: z.uuid().optional(),
        }),
        response: { 200: z.object({ entries: z.array(agentAuditEntrySchema) }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        entries: await agentsService.auditLog(request.headers['x-operator-key'], request.query),
      };
    },
  );
};
