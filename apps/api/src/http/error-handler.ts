import { SERVER_ERROR_MESSAGE, type ApiErrorBody } from '@threshold/domain/schemas/api-error';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from './app-error';

export const NOT_FOUND_MESSAGE = 'Sorry, we could not find what you were looking for.';
export const TOO_MANY_REQUESTS_MESSAGE =
  'You have made too many requests. Please wait a moment and try again.';

/** "/address/postcode" → "address.postcode"; the whole body or query → its context name. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

function sendValidationError(
  error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0],
  reply: FastifyReply,
) {
  if (!hasZodFastifySchemaValidationErrors(error)) return;
  const context = (error as { validationContext?: string }).validationContext;
  const errors: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = fieldName(issue.instancePath, context);
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  const message = error.validation[0]?.message ?? 'Please check the information you entered';
  const body: ApiErrorBody = { message, code: 'VALIDATION_FAILED', errors };
  return reply.code(400).send(body);
}

/**
 * The one error handler: validation → 400 with field messages; AppError → its status; Fastify's
 * own 4xx (bad JSON, wrong media type, rate limit) → their status; anything else → 500 with the
 * fixed sentence, the cause logged with the request id and never echoed.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) return sendValidationError(error, reply);

    if (isAppError(error)) {
      if (error.status >= 500) request.log.error({ err: error }, 'service failure');
      const body: ApiErrorBody = { message: error.message, code: error.code };
      if (error.field) body.errors = { [error.field]: error.message };
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply.code(error.status).send(body);
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({
        message: TOO_MANY_REQUESTS_MESSAGE,
        code: 'TOO_MANY_REQUESTS',
      } satisfies ApiErrorBody);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own request errors (malformed JSON, unsupported media type, body too large).
      return reply
        .code(status)
        .send({ message: error.message, code: error.code } satisfies ApiErrorBody);
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ message: SERVER_ERROR_MESSAGE, code: 'SERVER_ERROR' } satisfies ApiErrorBody);
  });
}
