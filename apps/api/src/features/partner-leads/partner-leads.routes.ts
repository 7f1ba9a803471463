import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import type { FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SANDBOX_HEADER } from '@threshold/domain/partner/sandbox';
import { z } from 'zod';
import { partnerOf } from '../../auth/partner-guard';
import { AppError } from '../../http/app-error';
import { requestHashOf, type IdempotencyClaim } from './partner-idempotency';
import {
  CSV_ERROR_EXAMPLES,
  CSV_REQUEST_EXAMPLES,
  CSV_RESULTS_EXAMPLES,
  LEAD_CREATED_EXAMPLES,
  LEAD_ERROR_EXAMPLES,
  LEAD_REQUEST_EXAMPLES,
  SANDBOX_DESCRIPTION,
  type OpenApiExamples,
} from './partner-leads.examples';
import { LeadValidationError, type PartnerLeadsService } from './partner-leads.service';

export type PartnerLeadsRoutesOptions = {
  partnerLeadsService: PartnerLeadsService;
  requirePartnerKey: onRequestHookHandler;
};

/** 5,000 rows of a dozen short columns fit well inside 2 MB. */
export const CSV_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used with a different request. Use a new key for a new lead or file.';
export const IDEMPOTENCY_KEY_IN_FLIGHT_MESSAGE =
  'A request with this Idempotency-Key is still being processed. Send it again in a moment to get its answer.';

const ERROR_DESCRIPTIONS = {
  400: 'The request was refused: the lead (or the file) is not valid. Nothing was created.',
  401: 'No partner API key, or a wrong or revoked one.',
  409: 'The Idempotency-Key was used with another request, or its first request is still running.',
  413: 'The body is too large.',
  415: 'The wrong Content-Type.',
  429: 'Too many requests: Retry-After says in how many seconds to send it again.',
} as const;

/** The error answers, each with its description and examples in the OpenAPI document. */
function errorsWith(examples: Partial<Record<keyof typeof ERROR_DESCRIPTIONS, OpenApiExamples>>) {
  const documented = (status: keyof typeof ERROR_DESCRIPTIONS) =>
    apiErrorSchema.meta({
      description: ERROR_DESCRIPTIONS[status],
      ...(examples[status] ? { 'x-examples': examples[status] } : {}),
    });
  return {
    400: documented(400),
    401: documented(401),
    409: documented(409),
    413: documented(413),
    415: documented(415),
    429: documented(429),
  };
}
// A partner API key, sent as a bearer token (not a JWT).
const security = [{ bearer: [] }];
const tags = ['partner'];
const headers = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, { error: IDEMPOTENCY_KEY_MESSAGE })
    .optional()
    .describe(
      'Optional. A key you choose per lead or file (a UUID). Sent again with the same body within 24 hours, the ' +
        'call answers what it answered the first time (with the header Idempotent-Replayed: true) and creates ' +
        'nothing; with another body it answers 409, and 409 too while the first request is still running.',
    ),
});

const position = { row: z.number(), record: z.number() };
const rowResultSchema = z.union([
  z.object({ ...position, status: z.literal('created'), enrolmentId: z.string() }),
  z.object({ ...position, status: z.literal('invalid'), errors: z.record(z.string(), z.string()) }),
  z.object({
    ...position,
    status: z.literal('limited'),
    errors: z.record(z.string(), z.string()),
    retryAfterSeconds: z.number(),
  }),
  z.object({ ...position, status: z.literal('failed'), message: z.string() }),
]);

/** The routes' own schemas, exported so the examples' test parses each example with them. */
export const leadBodySchema = z.record(z.string(), z.unknown()).meta({
  description:
    'A lead: surname, emailAddress, and postcode or addressKey are required; title, firstName, ' +
    'dateOfBirth (YYYY-MM-DD, 18 or over), contactNumber (a UK mobile), moveInDate (YYYY-MM-DD), ' +
    'enrolmentType (Direct, Lettings, Social, DoorToDoor or Telesales; Lettings when absent), branchId ' +
    '(the numeric id of one of your branches) and inviteBy (email or sms) are optional.',
  'x-examples': LEAD_REQUEST_EXAMPLES,
});
export const leadCreatedSchema = z
  .object({ status: z.literal('created'), enrolmentId: z.string() })
  .meta({ description: 'The lead was created.', 'x-examples': LEAD_CREATED_EXAMPLES });
export const csvBodySchema = z.string().meta({
  description:
    'A header row naming the columns (the JSON field names, in any case, with or without spaces, - or _), ' +
    'then one lead a row.',
  'x-examples': CSV_REQUEST_EXAMPLES,
});
export const csvResultsSchema = z
  .object({ results: z.array(rowResultSchema) })
  .meta({ description: 'One result per lead record.', 'x-examples': CSV_RESULTS_EXAMPLES });

export const partnerLeadsRoutes: FastifyPluginAsyncZod<PartnerLeadsRoutesOptions> = async (
  app,
  options,
) => {
  const { partnerLeadsService, requirePartnerKey } = options;
  const { idempotency } = partnerLeadsService;
  const claims = new WeakMap<FastifyRequest, IdempotencyClaim>();

  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );
  app.addHook('onSend', async (request, reply, payload) => {
    // The answer of a request that claimed an Idempotency-Key is kept for its retries; a 5xx or
    // 429 frees the key instead, so a retry runs again.
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    try {
      if (reply.statusCode < 500 && reply.statusCode !== 429 && typeof payload === 'string') {
        await idempotency.complete(claim, reply.statusCode, JSON.parse(payload));
      } else {
        await idempotency.release(claim);
      }
    } catch (error) {
      request.log.error({ err: error }, 'idempotency key not recorded');
    }
    return payload;
  });
  // A lead's field errors answer 400 with every field's message, as the CSV rows do.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof LeadValidationError) {
      return reply
        .code(400)
        .send({ message: error.message, code: error.code, errors: error.errors });
    }
    throw error;
  });

  /** Every answer to a sandbox key says so (a replayed one too): its leads invite nobody. */
  const sandboxHeader: preHandlerAsyncHookHandler = async (request, reply) => {
    if (await partnerLeadsService.isSandboxPartner(partnerOf(request).brandId))
      reply.header(SANDBOX_HEADER, 'true');
  };

  /** Runs after the body is parsed: a repeated Idempotency-Key answers here, a new one is claimed. */
  const idempotent: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return;
    const requestHash = requestHashOf(
      request.method,
      request.routeOptions.url ?? request.url,
      request.body,
    );
    const found = await idempotency.claim(partnerOf(request).keyId, key, requestHash);
    switch (found.outcome) {
      case 'claimed':
        claims.set(request, found.claim);
        return;
      case 'replay':
        reply.header('idempotent-replayed', 'true');
        return reply.code(found.statusCode).send(found.body);
      case 'other-request':
        throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE, {
          status: 409,
        });
      case 'in-flight':
        throw new AppError('IDEMPOTENCY_KEY_IN_FLIGHT', IDEMPOTENCY_KEY_IN_FLIGHT_MESSAGE, {
          status: 409,
          retryAfterSeconds: 1,
        });
    }
  };

  app.post(
    '/partner/leads',
    {
      onRequest: requirePartnerKey,
      preHandler: [sandboxHeader, idempotent],
      schema: {
        tags,
        security,
        summary: 'One lead (JSON): a pending enrolment and its invitation',
        description:
          'At most 3 invitations go to one e-mail address or mobile number an hour: a lead over that answers 429 ' +
          'with Retry-After and is not created.\n\n' +
          SANDBOX_DESCRIPTION,
        headers,
        // Validated by the service with today's date (date of birth ages), the same schema as the CSV rows.
        body: leadBodySchema,
        response: {
          201: leadCreatedSchema,
          ...errorsWith(LEAD_ERROR_EXAMPLES),
        },
      },
    },
    async (request, reply) => {
      const { enrolmentId } = await partnerLeadsService.createLead(
        partnerOf(request).brandId,
        request.body,
      );
      return reply.code(201).send({ status: 'created', enrolmentId });
    },
  );

  app.post(
    '/partner/leads/bulk',
    {
      onRequest: requirePartnerKey,
      preHandler: [sandboxHeader, idempotent],
      bodyLimit: CSV_BODY_LIMIT_BYTES,
      schema: {
        tags,
        security,
        summary: 'Leads as text/csv with a header row; answers per lead record, good rows are kept',
        description:
          'One result per lead record, in order: record counts the leads (1 = the first after the header), row is ' +
          'the row a spreadsheet shows (header = 1; blank lines count as rows but are not leads). status is created, ' +
          'invalid (errors per field), limited (too many invitations to that recipient this hour; send it again after ' +
          'retryAfterSeconds) or failed (not created because of a difficulty on our side; send it again). More than ' +
          '5,000 records: 413 and nothing is created.\n\n' +
          SANDBOX_DESCRIPTION,
        consumes: ['text/csv'],
        headers,
        body: csvBodySchema,
        response: { 200: csvResultsSchema, ...errorsWith(CSV_ERROR_EXAMPLES) },
      },
    },
    async (request) => {
      const { results, failure } = await partnerLeadsService.createLeadsFromCsv(
        partnerOf(request).brandId,
        request.body,
      );
      if (failure !== undefined)
        request.log.error({ err: failure }, 'bulk leads: a batch was not written');
      return { results };
    },
  );
};
