import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { accountValidateResponseSchema } from '@threshold/domain/schemas/confirm-details';
import {
  otpChannelDetailsQuerySchema,
  otpChannelDetailsResponseSchema,
  otpLogInBodySchema,
  otpRequestBodySchema,
  otpValidatePostcodeBodySchema,
  otpVerifiedChannelsResponseSchema,
} from '@threshold/domain/schemas/otp';
import {
  otpChallengeResponseSchema,
  otpVerifyChallengeBodySchema,
  otpVerifyResponseSchema,
} from '@threshold/domain/schemas/otp-challenge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type RequireCaller } from '../../auth/caller';
import { authOf, type RequireKind } from '../../auth/guards';
import type { OtpService } from './otp.service';

export type OtpRoutesOptions = {
  otpService: OtpService;
  requireKind: RequireKind;
  requireCaller: RequireCaller;
  /** Code sends per IP per minute (each contact is also throttled in the database). */
  sendsPerMinute: number;
  /** Verify and postcode attempts per IP per minute (each code also dies after 5 wrong tries). */
  attemptsPerMinute: number;
};

const tags = ['access'];
const security = [{ bearer: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** The one-time-code calls (v2), mounted under /api/v2/otp. */
export const otpRoutes: FastifyPluginAsyncZod<OtpRoutesOptions> = async (app, options) => {
  const { otpService, requireKind, requireCaller, sendsPerMinute, attemptsPerMinute } = options;
  const perIp = (name: string, max: number) => ({
    rateLimit: {
      max,
      timeWindow: 60_000,
      keyGenerator: (request: { ip: string }) => `otp-${name}:${request.ip}`,
    },
  });
  const mover = requireCaller('anonymous', 'user');
  app.post(
    '/login',
    {
      onRequest: requireKind('app', 'anonymous'),
      config: perIp('send', sendsPerMinute),
      schema: {
        tags,
        security,
        summary: 'E-mails a log-in code; unknown e-mail → 404 NOT_FOUND',
        body: otpLogInBodySchema,
        response: { 200: otpChallengeResponseSchema, ...errors },
      },
    },
    async (request) => otpService.requestLogInCode(request.body, request.ip),
  );

  app.post(
    '/request',
    {
      ...mover,
      config: perIp('send', sendsPerMinute),
      schema: {
        tags,
        security,
        summary: "Sends a code to verify a contact of the caller's enrolment",
        body: otpRequestBodySchema,
        response: { 200: otpChallengeResponseSchema, ...errors },
      },
    },
    async (request) => otpService.requestCode(callerOf(request), request.body, request.ip),
  );

  app.post(
    '/verify',
    {
      onRequest: requireKind('app', 'anonymous', 'user'),
      config: perIp('attempt', attemptsPerMinute),
      schema: {
        tags,
        security,
        summary:
          'Checks a code against its challenge; wrong → 400 INVALID_OTP; a log-in code answers a user token',
        body: otpVerifyChallengeBodySchema,
        response: { 200: otpVerifyResponseSchema, ...errors },
      },
    },
    async (request) => otpService.verify(authOf(request), request.body),
  );

  app.get(
    '/verified-channels',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: 'Which contacts of the enrolment are verified',
        response: { 200: otpVerifiedChannelsResponseSchema, ...errors },
      },
    },
    async (request) => otpService.verifiedChannels(callerOf(request)),
  );

  app.get(
    '/channel-details',
    {
      onRequest: requireKind('app', 'anonymous', 'user'),
      config: perIp('attempt', attemptsPerMinute),
      schema: {
        tags,
        security,
        summary:
          'The masked contact for an onboarding link; 409 POSTCODE_VALIDATION_COMPLETED once the postcode step is done',
        querystring: otpChannelDetailsQuerySchema,
        response: { 200: otpChannelDetailsResponseSchema, ...errors },
      },
    },
    async (request) => otpService.channelDetails(request.query),
  );

  app.post(
    '/validate-postcode',
    {
      onRequest: requireKind('app', 'anonymous', 'user'),
      config: perIp('attempt', attemptsPerMinute),
      schema: {
        tags,
        security,
        summary:
          'Onboarding verify: the postcode against the lead; wrong → 400 INVALID_POSTCODE; result 0, 4 or 7',
        body: otpValidatePostcodeBodySchema,
        response: { 200: accountValidateResponseSchema, ...errors },
      },
    },
    async (request) => otpService.validatePostcode(request.body),
  );
};
