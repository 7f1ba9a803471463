import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { INVALID_TOKEN_MESSAGE } from '@threshold/domain/messages/account-validation';
import { linkTokenSchema } from '@threshold/domain/schemas/fields';
import {
  forgottenPasswordBodySchema,
  passwordResetRequestBodySchema,
  passwordResetSchema,
} from '@threshold/domain/schemas/password-reset';
import {
  passwordResetDoneResponseSchema,
  passwordResetRequestedResponseSchema,
  passwordResetTokenResponseSchema,
} from '@threshold/domain/schemas/password-reset-response';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireKind } from '../../auth/guards';
import type { PasswordResetService } from './password-reset.service';

export type PasswordResetRoutesOptions = {
  passwordResetService: PasswordResetService;
  requireKind: RequireKind;
  /** Reset e-mails and reset attempts per IP per minute. */
  perMinute: number;
};

const tags = ['access'];
const security = [{ bearer: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const resetParams = z.object({ resetToken: linkTokenSchema(INVALID_TOKEN_MESSAGE) });

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  options,
) => {
  const { passwordResetService, requireKind, perMinute } = options;
  const anyone = requireKind('app', 'anonymous', 'user');
  const rateLimit = {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request: { ip: string }) => `reset:${request.ip}`,
  };
  // Reset e-mails are written just after their answers are sent; closing waits for them.
  const runAfterAnswer = new WeakMap<FastifyRequest, () => void>();
  const afterAnswerOf = (request: FastifyRequest) => (run: () => void) =>
    runAfterAnswer.set(request, run);
  const onResponse = async (request: FastifyRequest) => {
    runAfterAnswer.get(request)?.();
  };
  app.addHook('onClose', async () => {
    await passwordResetService.settle();
  });

  app.post(
    '/password-reset-request',
    {
      onRequest: anyone,
      onResponse,
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary:
          'E-mails a one-hour reset link when an account has the address; the same answer either way',
        body: passwordResetRequestBodySchema,
        response: { 200: passwordResetRequestedResponseSchema, ...errors },
      },
    },
    async (request) => passwordResetService.requestReset(request.body, afterAnswerOf(request)),
  );

  app.get(
    '/password-reset-request/:resetToken',
    {
      onRequest: anyone,
      schema: {
        tags,
        security,
        summary: 'Whether a reset link can still be used',
        params: resetParams,
        response: { 200: passwordResetTokenResponseSchema, ...errors },
      },
    },
    async (request) => passwordResetService.checkLink(request.params.resetToken),
  );

  app.post(
    '/account/reset-password/:resetToken',
    {
      onRequest: anyone,
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary: 'Sets a new password with a reset link (single use); ends every other session',
        params: resetParams,
        body: passwordResetSchema,
        response: { 200: passwordResetDoneResponseSchema, ...errors },
      },
    },
    async (request) => passwordResetService.resetPassword(request.params.resetToken, request.body),
  );

  app.post(
    '/commclick/forgottenpassword',
    {
      onRequest: anyone,
      onResponse,
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary:
          "Forgotten password from a message's link: e-mails a reset link; 'Please check your email inbox for reset instructions'",
        body: forgottenPasswordBodySchema,
        response: { 200: passwordResetRequestedResponseSchema, ...errors },
      },
    },
    async (request) => passwordResetService.forgottenPassword(request.body, afterAnswerOf(request)),
  );
};
