import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import {
  agentEnrolmentSummarySchema,
  dataPrivacyStateSchema,
  forgetResponseSchema,
} from '@threshold/domain/telephony/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, type RequireCaller } from '../../auth/caller';
import type { RequireKind } from '../../auth/guards';
import type { PrivacyService } from './privacy.service';

export type PrivacyRoutesOptions = {
  privacyService: PrivacyService;
  requireCaller: RequireCaller;
  requireKind: RequireKind;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Agents only: the right to be forgotten, and the admin portal's edit page for an enrolment. */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (
  app,
  { privacyService, requireCaller, requireKind },
) => {
  const assisting = requireCaller('agent');
  const security = [{ bearer: [] }];

  app.get(
    '/enrolment/data-privacy',
    {
      ...assisting,
      schema: {
        tags: ['telephony'],
        summary:
          'Whether the enrolment the agent assists holds any personal detail (Right to be forgotten is offered then)',
        security,
        response: { 200: dataPrivacyStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return privacyService.state(callerOf(request));
    },
  );

  app.post(
    '/enrolment/data-privacy/forget',
    {
      ...assisting,
      schema: {
        tags: ['telephony'],
        summary:
          'Right to be forgotten: erases the caller’s personal data in one transaction; answers the enrolment id',
        security,
        response: { 200: forgetResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return privacyService.forget(callerOf(request));
    },
  );

  app.get(
    '/telephony/enrolments/:enrolmentId',
    {
      onRequest: requireKind('agent'),
      schema: {
        tags: ['telephony'],
        summary:
          'The admin portal’s edit page: an enrolment’s summary, or that it was forgotten, by whom and when',
        security,
        params: z.object({ enrolmentId: z.uuid() }),
        response: { 200: agentEnrolmentSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return privacyService.summary(request.params.enrolmentId);
    },
  );
};
