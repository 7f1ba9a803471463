import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import {
  partnerKeyCreateSchema,
  partnerKeyCreatedSchema,
  partnerKeyIdParamsSchema,
  partnerKeysSchema,
} from '@threshold/domain/partner/partner-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireKind } from '../../auth/guards';
import type { PartnerUsersService } from '../partner-console/partner-users.service';
import { createPartnerUserGuard } from '../partner-console/partner-user-guard';
import type { PartnerConsoleKeysService } from './partner-console-keys.service';

export type PartnerConsoleKeysRoutesOptions = {
  partnerConsoleKeysService: PartnerConsoleKeysService;
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
};

/** The partner console's API keys (issue 22): owners list, create and revoke them. */
export const partnerConsoleKeysRoutes: FastifyPluginAsyncZod<
  PartnerConsoleKeysRoutesOptions
> = async (app, options) => {
  const { partnerConsoleKeysService: service, partnerUsersService, requireKind } = options;
  const { partnerUser, callerOf } = createPartnerUserGuard(partnerUsersService, requireKind);

  app.get(
    '/partner/keys',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'Owners: the API keys of their brand and those below it (revoked ones too), newest first',
        description:
          'lastUsedAt is written at most once a minute per key, so it may be up to a minute behind.',
        response: { 200: partnerKeysSchema, ...errors },
      },
    },
    async (request) => service.list(callerOf(request)),
  );

  app.post(
    '/partner/keys',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'Owners: a new API key for their brand or one below it; the whole key is in this answer only',
        description:
          'A key of a branch creates leads for that branch only: a lead naming another branchId is refused.',
        body: partnerKeyCreateSchema,
        response: { 201: partnerKeyCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(await service.create(callerOf(request), request.body));
    },
  );

  app.delete(
    '/partner/keys/:keyId',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary: 'Owners: revoke an API key; calls with it are refused (401) from now on',
        params: partnerKeyIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.revoke(callerOf(request), request.params.keyId);
      return reply.code(204).send(null);
    },
  );
};
