import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerOf } from '../../auth/partner-guard';
import { LeadValidationError, type PartnerLeadsService } from './partner-leads.service';

export type PartnerLeadsRoutesOptions = { partnerLeadsService: PartnerLeadsService; requirePartnerKey: onRequestHookHandler };

/** 5,000 rows of a dozen short columns fit well inside 2 MB. */
export const CSV_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema };
// A partner API key, sent as a bearer token (not a JWT).
const security = [{ bearer: [] }];
const tags = ['partner'];

const rowResultSchema = z.union([
  z.object({ row: z.number(), status: z.literal('created'), enrolmentId: z.string() }),
  z.object({ row: z.number(), status: z.literal('invalid'), errors: z.record(z.string(), z.string()) }),
]);

export const partnerLeadsRoutes: FastifyPluginAsyncZod<PartnerLeadsRoutesOptions> = async (app, options) => {
  const { partnerLeadsService, requirePartnerKey } = options;
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT_BYTES }, (_request, body, done) => {
    done(null, body);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // A lead's field errors answer 400 with every field's message, as the CSV rows do.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof LeadValidationError) {
      return reply.code(400).send({ message: error.message, code: error.code, errors: error.errors });
    }
    throw error;
  });

  app.post(
    '/partner/leads',
    {
      onRequest: requirePartnerKey,
      schema: {
        tags,
        security,
        summary: 'One lead (JSON): a pending enrolment and its invitation',
        // Validated by the service with today's date (date of birth ages), the same schema as the CSV rows.
        body: z.record(z.string(), z.unknown()),
        response: { 201: z.object({ status: z.literal('created'), enrolmentId: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { enrolmentId } = await partnerLeadsService.createLead(partnerOf(request).brandId, request.body);
      return reply.code(201).send({ status: 'created', enrolmentId });
    },
  );

  app.post(
    '/partner/leads/bulk',
    {
      onRequest: requirePartnerKey,
      bodyLimit: CSV_BODY_LIMIT_BYTES,
      schema: {
        tags,
        security,
        summary: 'Leads as text/csv with a header row; answers per row, good rows are kept',
        consumes: ['text/csv'],
        body: z.string(),
        response: { 200: z.object({ results: z.array(rowResultSchema) }), ...errors },
      },
    },
    async (request) => ({ results: await partnerLeadsService.createLeadsFromCsv(partnerOf(request).brandId, request.body) }),
  );
};
