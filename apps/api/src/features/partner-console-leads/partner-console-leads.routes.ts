import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import {
  leadDetailSchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadListSchema,
} from '@threshold/domain/partner/lead-list';
import { leadUploadResultsSchema } from '@threshold/domain/partner/lead-upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { RequireKind } from '../../auth/guards';
import { CSV_BODY_LIMIT_BYTES } from '../partner-leads/partner-leads.routes';
import { LeadValidationError } from '../partner-leads/partner-leads.service';
import type { PartnerUsersService } from '../partner-console/partner-users.service';
import type { PartnerConsoleLeadsService } from './partner-console-leads.service';
import { createPartnerUserGuard } from '../partner-console/partner-user-guard';

export type PartnerConsoleLeadsRoutesOptions = {
  partnerConsoleLeadsService: PartnerConsoleLeadsService;
  partnerUsersService: Pick<PartnerUsersService, 'currentUser'>;
  requireKind: RequireKind;
};

const tags = ['partner console'];
const security = [{ bearer: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * POST /api/partner/leads is the lead API's (a partner key) and the console's form (a partner
 * user's token): the router tells them apart by the credential, so each keeps its own guard and
 * messages. Only a token that says it is a partner user's goes to the form (the guard then checks
 * it); anything else, no token included, goes to the lead API's route and its 401.
 */
const CREDENTIAL_CONSTRAINT = 'partnerCredential';
const credentialOf = (authorization: string | undefined): 'key' | 'user' => {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload || token?.startsWith('tpk_')) return 'key';
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const kind = typeof claims === 'object' && claims !== null ? Reflect.get(claims, 'kind') : null;
    return kind === 'partner' ? 'user' : 'key';
  } catch {
    return 'key';
  }
};

/** The partner console's leads (issue 22): list, export, one lead's timeline, resend, add by form. */
export const partnerConsoleLeadsRoutes: FastifyPluginAsyncZod<
  PartnerConsoleLeadsRoutesOptions
> = async (app, options) => {
  const { partnerConsoleLeadsService: service, partnerUsersService, requireKind } = options;

  if (!app.hasConstraintStrategy(CREDENTIAL_CONSTRAINT)) {
    app.addConstraintStrategy({
      name: CREDENTIAL_CONSTRAINT,
      storage() {
        const handlers = new Map<string, unknown>();
        return {
          get: (value: string) => (handlers.get(value) ?? null) as never,
          set: (value: string, handler: unknown) => {
            handlers.set(value, handler);
          },
        };
      },
      deriveConstraint: (request: { headers: Record<string, string | string[] | undefined> }) => {
        const header = request.headers.authorization;
        return credentialOf(typeof header === 'string' ? header : undefined);
      },
      mustMatchWhenDerived: false,
    });
  }

  const { partnerUser, callerOf } = createPartnerUserGuard(partnerUsersService, requireKind);

  // A lead's field errors answer 400 with every field's message, as the lead API's do.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof LeadValidationError) {
      return reply
        .code(400)
        .send({ message: error.message, code: error.code, errors: error.errors });
    }
    throw error;
  });

  app.get(
    '/partner/leads',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'The leads of the user’s brand and those below it: searched, filtered, sorted, one page at a time',
        description:
          'q searches names, e-mail addresses and postcodes (any case; postcodes with or without spaces). ' +
          'Filters: branch (number), stage, source (api, csv, console), moveInFrom and moveInTo (yyyy-MM-dd). ' +
          'sort: created (newest first), moveInDate, name or stage; order asc or desc. page from 1, size 1 to 100; ' +
          'total counts every lead the filters match.',
        querystring: leadListQuerySchema,
        response: { 200: leadListSchema, ...errors },
      },
    },
    async (request) => service.list(callerOf(request), request.query),
  );

  app.get(
    '/partner/leads.csv',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary: 'The filtered list (the same query as GET /partner/leads, every page) as CSV',
        querystring: leadListQuerySchema,
        produces: ['text/csv'],
        // Streamed text, never serialised as JSON.
        response: {
          200: z.any().describe('text/csv, a header row then one row per lead'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // Read the first batch before answering, so a failure is still a clean 500, not a cut file.
      const lines = service.exportCsv(caller, request.query);
      const first = await lines.next();
      async function* rest() {
        if (!first.done) yield first.value;
        yield* lines;
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(rest()));
    },
  );

  app.get(
    '/partner/leads/:id',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'One lead with its stage and timeline: invitation and reminders (with their outbox state), links opened, authorities told, services completed',
        params: leadIdParamsSchema,
        response: { 200: leadDetailSchema, ...errors },
      },
    },
    async (request) => service.detail(callerOf(request), request.params.id),
  );

  app.post(
    '/partner/leads/:id/resend-invitation',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'Sends the invitation again (a new link; earlier ones still work), within 3 invitations an hour per recipient',
        params: leadIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.resendInvitation(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/partner/leads',
    {
      ...partnerUser,
      constraints: { [CREDENTIAL_CONSTRAINT]: 'user' },
      schema: {
        // The OpenAPI document keeps one operation per path and method: the lead API's, which
        // partners' developers read; the console's form is the portal's own call.
        hide: true,
        tags,
        security,
        summary:
          'With a partner user’s token: one lead added by the console’s form (source console), under the lead API’s rules',
        // Validated by the lead service with today's date, the same schema as the lead API's.
        body: z.record(z.string(), z.unknown()),
        response: {
          201: z.object({ status: z.literal('created'), enrolmentId: z.string() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { enrolmentId } = await service.addLead(callerOf(request), request.body);
      return reply.code(201).send({ status: 'created', enrolmentId });
    },
  );

  // The lead API's parser is its own plugin's; the console's upload reads the same text/csv.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(
    '/partner/leads/bulk',
    {
      ...partnerUser,
      constraints: { [CREDENTIAL_CONSTRAINT]: 'user' },
      bodyLimit: CSV_BODY_LIMIT_BYTES,
      schema: {
        // Out of the OpenAPI document as the form is: the path and method are the lead API's.
        hide: true,
        tags,
        security,
        summary:
          'With a partner user’s token: the console’s CSV upload (source csv), with the lead API’s per-row results',
        consumes: ['text/csv'],
        body: z.string(),
        response: { 200: leadUploadResultsSchema, ...errors },
      },
    },
    async (request) => {
      const { results, failure } = await service.uploadCsv(callerOf(request), request.body);
      if (failure !== undefined)
        request.log.error({ err: failure }, 'console CSV upload: a batch was not written');
      return { results };
    },
  );
};
