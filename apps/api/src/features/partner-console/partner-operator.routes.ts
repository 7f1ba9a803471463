import {
  PARTNER_OPERATOR_KEY_MESSAGE,
  operatorLeadResponseSchema,
  operatorLeadSchema,
  operatorPartnerKeyResponseSchema,
  operatorPartnerKeySchema,
  operatorPartnerOwnerResponseSchema,
  operatorPartnerOwnerSchema,
} from '@threshold/domain/partner/operator-calls';
import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertOperatorKey } from '../../auth/operator-key';
import type { PartnerKeysService } from '../partner-leads/partner-keys.service';
import {
  LeadValidationError,
  type PartnerLeadsService,
} from '../partner-leads/partner-leads.service';
import type { PartnerUsersService } from './partner-users.service';

export type PartnerOperatorRoutesOptions = {
  partnerUsersService: PartnerUsersService;
  partnerKeysService: Pick<PartnerKeysService, 'issue'>;
  partnerLeadsService: Pick<PartnerLeadsService, 'createLeadForRoute'>;
  operatorKey: string;
  /** Outside production the lead's invitation link (it holds the mover's confirm token) is answered. */
  showsInvitationLinks: boolean;
};

const tags = ['operator'];
const headers = z.object({ 'x-operator-key': z.string().max(200).optional() });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * Operators' partner calls (x-operator-key), which the commands `npm run partner-owner`,
 * `partner-key` and `lead` use while the server runs.
 */
export const partnerOperatorRoutes: FastifyPluginAsyncZod<PartnerOperatorRoutesOptions> = async (
  app,
  options,
) => {
  const { partnerUsersService, partnerKeysService, partnerLeadsService, operatorKey } = options;
  app.addHook('onRequest', async (request) => {
    const given = request.headers['x-operator-key'];
    assertOperatorKey(
      typeof given === 'string' ? given : undefined,
      operatorKey,
      PARTNER_OPERATOR_KEY_MESSAGE,
    );
  });
  // A lead's field errors answer 400 with every field's message, as the partner lead API does.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof LeadValidationError)
      return reply
        .code(400)
        .send({ message: error.message, code: error.code, errors: error.errors });
    throw error;
  });

  app.post(
    '/operator/partner-owners',
    {
      schema: {
        tags,
        summary:
          'Creates an owner of a partner, sub-partner or branch, e-mailed the brand’s /partner sign-in address',
        headers,
        body: operatorPartnerOwnerSchema,
        response: { 201: operatorPartnerOwnerResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await partnerUsersService.createOwner(request.body)),
  );

  app.post(
    '/operator/partner-keys',
    {
      schema: {
        tags,
        summary: 'Issues a partner API key for a brand (shown once)',
        headers,
        body: operatorPartnerKeySchema,
        response: { 201: operatorPartnerKeyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const issued = await partnerKeysService.issue(request.body.brand, request.body.label);
      return reply
        .code(201)
        .send({ key: issued.key, keyPrefix: issued.keyPrefix, brandName: issued.brandName });
    },
  );

  app.post(
    '/operator/leads',
    {
      schema: {
        tags,
        summary:
          'Adds a lead for a brand as its partner would (POST /api/partner/leads): a pending enrolment and its invitation',
        headers,
        body: operatorLeadSchema,
        response: { 201: operatorLeadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const lead = await partnerLeadsService.createLeadForRoute(
        request.body.brand,
        request.body.lead,
      );
      return reply.code(201).send({
        enrolmentId: lead.enrolmentId,
        invitationLink: options.showsInvitationLinks ? lead.invitationLink : null,
      });
    },
  );
};
