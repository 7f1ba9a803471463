import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import {
  partnerCodeChallengeSchema,
  partnerCodeRequestSchema,
  partnerInviteSchema,
  partnerMeSchema,
  partnerSessionSchema,
  partnerSignInSchema,
  partnerUserIdParamsSchema,
  partnerUserSchema,
  partnerUsersSchema,
} from '@threshold/domain/partner/partner-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireKind } from '../../auth/guards';
import type { PartnerSignInService } from './partner-sign-in.service';
import type { PartnerUsersService } from './partner-users.service';
import { createPartnerUserGuard } from './partner-user-guard';

export type PartnerConsoleRoutesOptions = {
  partnerSignInService: PartnerSignInService;
  partnerUsersService: PartnerUsersService;
  requireKind: RequireKind;
  /** Code requests per IP per minute (each address is also throttled in the database). */
  sendsPerMinute: number;
  /** Sign-in attempts per IP per minute (each code also dies after 5 wrong tries). */
  attemptsPerMinute: number;
};

const tags = ['partner console'];
const security = [{ bearer: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** The partner console's API (issue 22): sign-in by e-mail code, who the user is, their users. */
export const partnerConsoleRoutes: FastifyPluginAsyncZod<PartnerConsoleRoutesOptions> = async (
  app,
  options,
) => {
  const { partnerSignInService, partnerUsersService, requireKind } = options;
  const perIp = (name: string, max: number) => ({
    rateLimit: {
      max,
      timeWindow: 60_000,
      keyGenerator: (request: { ip: string }) => `partner-code-${name}:${request.ip}`,
    },
  });

  const { partnerUser, callerOf } = createPartnerUserGuard(partnerUsersService, requireKind);

  app.post(
    '/partner/sign-in/code',
    {
      config: perIp('send', options.sendsPerMinute),
      schema: {
        tags,
        summary:
          'E-mails a partner user a sign-in code (the same answer whether or not the address is a partner user’s)',
        body: partnerCodeRequestSchema,
        response: { 200: partnerCodeChallengeSchema, ...errors },
      },
    },
    async (request) => partnerSignInService.requestCode(request.body.email, request.ip),
  );

  app.post(
    '/partner/sign-in',
    {
      config: perIp('attempt', options.attemptsPerMinute),
      schema: {
        tags,
        summary: 'Exchanges the e-mailed code (with its challenge id) for a partner session',
        body: partnerSignInSchema,
        response: { 200: partnerSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return partnerSignInService.signIn(request.body);
    },
  );

  app.post(
    '/partner/sign-out',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary: 'Ends every session of the signed-in partner user',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await partnerSignInService.signOut(authOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/partner/me',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary: 'The signed-in partner user: role, brand, and the brands they may see',
        response: { 200: partnerMeSchema, ...errors },
      },
    },
    async (request) => partnerUsersService.me(callerOf(request)),
  );

  app.get(
    '/partner/users',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary: 'Owners: the users of their brand and the brands below it',
        response: { 200: partnerUsersSchema, ...errors },
      },
    },
    async (request) => partnerUsersService.listUsers(callerOf(request)),
  );

  app.post(
    '/partner/users',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'Owners: invite a user (owner or staff) to their brand or one below it; the invitee is e-mailed the /partner address',
        body: partnerInviteSchema,
        response: { 201: partnerUserSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await partnerUsersService.invite(callerOf(request), request.body)),
  );

  app.delete(
    '/partner/users/:userId',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'Owners: remove a user of their brands (their sessions end at once); the last owner of a brand stays',
        params: partnerUserIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await partnerUsersService.remove(callerOf(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );
};
