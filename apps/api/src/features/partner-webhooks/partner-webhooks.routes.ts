import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import {
  webhookDeliveriesSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointCreateSchema,
  webhookEndpointIdParamsSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
  webhookEndpointsSchema,
} from '@threshold/domain/partner/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireKind } from '../../auth/guards';
import type { PartnerUsersService } from '../partner-console/partner-users.service';
import type { PartnerWebhooksService } from './partner-webhooks.service';
import { createPartnerUserGuard } from '../partner-console/partner-user-guard';

export type PartnerWebhooksRoutesOptions = {
  partnerWebhooksService: PartnerWebhooksService;
  partnerUsersService: Pick<PartnerUsersService, 'currentUser'>;
  requireKind: RequireKind;
};

const tags = ['partner webhooks'];
const security = [{ bearer: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Owners' webhook endpoints and deliveries (issue 22), behind a partner console token. */
export const partnerWebhooksRoutes: FastifyPluginAsyncZod<PartnerWebhooksRoutesOptions> = async (
  app,
  options,
) => {
  const { partnerWebhooksService: webhooks, partnerUsersService, requireKind } = options;

  const { partnerUser, callerOf } = createPartnerUserGuard(partnerUsersService, requireKind);

  app.get(
    '/partner/webhooks',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary: 'Owners: the webhook endpoints of their brand and the brands below it',
        response: { 200: webhookEndpointsSchema, ...errors },
      },
    },
    async (request) => webhooks.list(callerOf(request)),
  );

  app.post(
    '/partner/webhooks',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'Owners: register an endpoint for chosen events; the answer carries its signing secret (whsec_…), shown this once',
        description:
          'Deliveries follow the Standard Webhooks specification: headers webhook-id (the same on every retry and replay), webhook-timestamp (seconds) and webhook-signature `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` keyed with the base64-decoded part of the secret after `whsec_`. The body is `{ type, timestamp, data: { enrolmentId, brand, status, service? } }`: ids and states only. A 2xx answer is a delivery; anything else (redirects included, never followed) is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, each attempt within 10 s.',
        body: webhookEndpointCreateSchema,
        response: { 201: webhookEndpointCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(await webhooks.create(callerOf(request), request.body));
    },
  );

  app.patch(
    '/partner/webhooks/:endpointId',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary: 'Owners: enable or disable an endpoint (a disabled one gets no new events)',
        params: webhookEndpointIdParamsSchema,
        body: webhookEndpointPatchSchema,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
    async (request) =>
      webhooks.setEnabled(callerOf(request), request.params.endpointId, request.body.enabled),
  );

  app.delete(
    '/partner/webhooks/:endpointId',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary: 'Owners: delete an endpoint with its deliveries',
        params: webhookEndpointIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await webhooks.remove(callerOf(request), request.params.endpointId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/partner/webhooks/:endpointId/deliveries',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'Owners: the newest 100 deliveries of an endpoint, each with its attempts’ status codes and times',
        params: webhookEndpointIdParamsSchema,
        response: { 200: webhookDeliveriesSchema, ...errors },
      },
    },
    async (request) => webhooks.deliveries(callerOf(request), request.params.endpointId),
  );

  app.post(
    '/partner/webhooks/:endpointId/deliveries/:deliveryId/replay',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary: 'Owners: send a delivery again (a new attempt with the same webhook-id)',
        params: webhookDeliveryParamsSchema,
        response: { 202: webhookDeliverySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await webhooks.replay(
            callerOf(request),
            request.params.endpointId,
            request.params.deliveryId,
          ),
        ),
  );
};
