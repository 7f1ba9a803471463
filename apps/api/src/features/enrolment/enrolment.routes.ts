import type { Clock } from '@threshold/domain/dates/clock';
import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import {
  enrolmentAuthCreateBodySchema,
  enrolmentAuthCreateResponseSchema,
  personalDetailsSubmitResponseSchema,
  populatedPersonalDetailsBodySchema,
} from '@threshold/domain/schemas/enrolment-auth';
import { linkTokenSchema } from '@threshold/domain/schemas/fields';
import {
  contactDetailsSchema,
  identityDetailsSchema,
  unpopulatedPersonalDetailsSchema,
} from '@threshold/domain/schemas/personal-details';
import { INVALID_TOKEN_MESSAGE } from '@threshold/domain/messages/account-validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, type RequireCaller } from '../../auth/caller';
import type { RequireKind } from '../../auth/guards';
import { datedBody } from './dated-body';
import type { EnrolmentService } from './enrolment.service';

export type EnrolmentRoutesOptions = {
  enrolmentService: EnrolmentService;
  requireKind: RequireKind;
  requireCaller: RequireCaller;
  clock: Clock;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['enrolment'];

export const enrolmentRoutes: FastifyPluginAsyncZod<EnrolmentRoutesOptions> = async (
  app,
  options,
) => {
  const { enrolmentService, requireKind, requireCaller, clock } = options;
  const mover = requireCaller('anonymous', 'user', 'agent');
  app.post(
    '/enrolment-auth/create',
    {
      onRequest: requireKind('app'),
      schema: {
        tags,
        security,
        summary:
          'Starts a DirectHomeMove pending enrolment on the chosen brand and answers its anonymous token',
        body: enrolmentAuthCreateBodySchema,
        response: { 200: enrolmentAuthCreateResponseSchema, ...errors },
      },
    },
    async (request) => enrolmentService.createDirect(request.body),
  );

  app.get(
    '/enrolment-auth',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: "The caller's enrolment",
        response: { 200: enrolmentSchema, ...errors },
      },
    },
    async (request) => enrolmentService.getOwn(callerOf(request)),
  );

  app.get(
    '/enrolment/:id',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: "An enrolment by id: only the caller's own (any other id answers 404)",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: enrolmentSchema, ...errors },
      },
    },
    async (request) => enrolmentService.getById(callerOf(request), request.params.id),
  );

  app.put(
    '/enrolment-auth/personal-details',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: 'Title, names and date of birth',
        body: datedBody(identityDetailsSchema, clock),
        response: { 200: enrolmentSchema, ...errors },
      },
    },
    async (request) => enrolmentService.saveIdentity(callerOf(request), request.body),
  );

  app.put(
    '/enrolment-auth/contact-details',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: 'Mobile and e-mail',
        body: contactDetailsSchema,
        response: { 200: enrolmentSchema, ...errors },
      },
    },
    async (request) => enrolmentService.saveContact(callerOf(request), request.body),
  );

  app.put(
    '/enrolment-auth',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Populated personal details: confirms them; creates the log-in when there is none (password required then; 409 EMAIL_TAKEN, 5 tries an hour per address, then 429)',
        body: datedBody(populatedPersonalDetailsBodySchema, clock),
        response: { 200: personalDetailsSubmitResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => enrolmentService.savePopulated(callerOf(request), request.body),
  );

  app.put(
    '/enrolment-auth/unpopulated/:unpopulatedToken',
    {
      onRequest: requireKind('app', 'anonymous'),
      schema: {
        tags,
        security,
        summary:
          'Unpopulated personal details with a password: uses the link, creates the log-in, answers a user token (409 EMAIL_TAKEN, 5 tries an hour per address, then 429)',
        params: z.object({ unpopulatedToken: linkTokenSchema(INVALID_TOKEN_MESSAGE) }),
        body: datedBody(unpopulatedPersonalDetailsSchema, clock),
        response: { 200: personalDetailsSubmitResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) =>
      enrolmentService.saveUnpopulated(request.params.unpopulatedToken, request.body),
  );
};
