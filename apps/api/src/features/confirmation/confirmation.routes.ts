import { parseServiceType, type ServiceType } from '@threshold/domain/codes/service-type';
import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import {
  confirmationDetailsSchema,
  enrolmentFieldsBodySchema,
  enrolmentStatusResponseSchema,
  surveyRequestResponseSchema,
} from '@threshold/domain/schemas/confirmation';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, type CallerPart, type RequireCaller } from '../../auth/caller';
import type { ConfirmationService } from './confirmation.service';

export type ConfirmationRoutesOptions = {
  confirmationService: ConfirmationService;
  requireCaller: RequireCaller;
  /** Checklists a caller (IP) may make a minute: each is a PDF drawn on the server. */
  /** What GET /api/confirmationdetails reads with the caller's row. */
  detailsParts?: readonly CallerPart<unknown>[];
  checklistsPerMinute: number;
};

export const UNKNOWN_SERVICE_MESSAGE = 'Please choose a service.';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['confirmation'];

/** A service code (0–7) or name, as skipservice and completeservices take them. */
const serviceCode = z
  .string()
  .max(20)
  .transform((value, ctx): ServiceType => {
    const service = parseServiceType(value);
    if (service !== null) return service;
    ctx.addIssue({ code: 'custom', message: UNKNOWN_SERVICE_MESSAGE });
    return z.NEVER;
  });
const serviceList = z
  .union([serviceCode, z.array(serviceCode).max(8)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/** The confirmation page's calls (service-journeys 7): the logged-in mover's own enrolment only. */
export const confirmationRoutes: FastifyPluginAsyncZod<ConfirmationRoutesOptions> = async (
  app,
  { confirmationService, requireCaller, detailsParts = [], checklistsPerMinute },
) => {
  const mover = requireCaller('user', 'agent');
  app.get(
    '/confirmationdetails',
    {
      ...requireCaller.reading(detailsParts, 'user', 'agent'),
      schema: {
        tags,
        security,
        summary: "The confirmation summary of the caller's enrolment",
        response: { 200: confirmationDetailsSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request) => confirmationService.details(callerOf(request)),
  );

  app.get(
    '/enrolment/status/:id',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: "The enrolment's status: only the caller's own (any other id answers 404)",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: enrolmentStatusResponseSchema, ...errors },
      },
    },
    async (request) => confirmationService.status(callerOf(request), request.params.id),
  );

  app.patch(
    '/enrolment/fields',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'The confirmation page\'s saves: energyOptIn / entertainmentOptIn = 1, the council and water "sorted out" answers, tenantPortalStorage and the last-viewed time (server time)',
        body: enrolmentFieldsBodySchema,
        response: { 200: enrolmentSchema, ...errors },
      },
    },
    async (request) => confirmationService.saveFields(callerOf(request), request.body),
  );

  app.post(
    '/enrolment/skipservice',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Skips a service; the enrolment is complete once every consented service is done, skipped or not applicable',
        querystring: z.object({ service: serviceCode }),
        response: { 200: enrolmentSchema, ...errors },
      },
    },
    async (request) => confirmationService.skipService(callerOf(request), request.query.service),
  );

  app.post(
    '/enrolment/completeservices',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          "Completes services whose work is done (energy's sign-up sent, council and water told, the partner's call-back asked for, a provider's confirmation); any other answers 409 and changes nothing. The enrolment is complete once every consented service is done, skipped or not applicable",
        querystring: z.object({
          'services[]': serviceList.optional(),
          services: serviceList.optional(),
        }),
        response: { 200: enrolmentSchema, ...errors },
      },
    },
    async (request) =>
      confirmationService.completeServices(callerOf(request), [
        ...(request.query['services[]'] ?? []),
        ...(request.query.services ?? []),
      ]),
  );

  app.put(
    '/enrolment/trigger-survey',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Requests the satisfaction survey once (its e-mail goes a day later); a second call changes nothing',
        response: { 200: surveyRequestResponseSchema, ...errors },
      },
    },
    async (request) => confirmationService.requestSurvey(callerOf(request)),
  );

  app.get(
    '/enrolment/checklist.pdf',
    {
      ...mover,
      config: { rateLimit: { max: checklistsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: "The caller's moving checklist (PDF, a download)",
        produces: ['application/pdf'],
        response: { 200: z.unknown().meta({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await confirmationService.checklist(callerOf(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="moving-checklist.pdf"')
        .send(pdf);
    },
  );
};
