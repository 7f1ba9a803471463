import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import {
  addressesParamsSchema,
  addressesResponseSchema,
  residentialStatusesResponseSchema,
  selectAddressBodySchema,
} from '@threshold/domain/schemas/address';
import { selectedAddressSchema } from '@threshold/domain/schemas/moving-details';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireKind } from '../../auth/guards';
import type { AddressesService } from './addresses.service';

/**
 * Sends an answer already shaped by its service as JSON, without the response schema's check. The
 * service hands out the same list while it keeps it, so its JSON is worked out once per list.
 */
const listJson = new WeakMap<object, string>();
function sendJson(reply: FastifyReply, body: object) {
  let json = listJson.get(body);
  if (json === undefined) {
    json = JSON.stringify(body);
    listJson.set(body, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}

export type AddressesRoutesOptions = {
  addressesService: AddressesService;
  requireKind: RequireKind;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  502: apiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['addresses'];

/** The moving-details page's address lookups (portal-access 7, "Addresses"): a logged-in mover only. */
export const addressesRoutes: FastifyPluginAsyncZod<AddressesRoutesOptions> = async (
  app,
  { addressesService, requireKind },
) => {
  const mover = requireKind('user', 'agent');

  app.get(
    '/addresses/:postcode',
    {
      onRequest: mover,
      schema: {
        tags,
        security,
        summary:
          'The addresses at a postcode (502 with the third-party message when the provider fails)',
        params: addressesParamsSchema,
        response: { 200: addressesResponseSchema, ...errors },
      },
    },
    // The service answers exactly the list item's two string fields, so the JSON is written
    // directly rather than checked again by the response schema (the route's hottest path).
    async (request, reply) =>
      sendJson(reply, await addressesService.findByPostcode(request.params.postcode)),
  );

  app.get(
    '/residential-statuses',
    {
      onRequest: mover,
      schema: {
        tags,
        security,
        summary: 'The residential status options',
        response: { 200: residentialStatusesResponseSchema, ...errors },
      },
    },
    async () => addressesService.residentialStatuses(),
  );

  app.post(
    '/address',
    {
      onRequest: mover,
      schema: {
        tags,
        security,
        summary:
          'The address chosen from the list; 404 GSP_NOT_FOUND when it has too few details (enter it by hand)',
        body: selectAddressBodySchema,
        response: { 200: selectedAddressSchema, ...errors },
      },
    },
    async (request) =>
      addressesService.toSelectedAddress(
        await addressesService.findUsableAddress(request.body.addressKey, 404),
      ),
  );
};
