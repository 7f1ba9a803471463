import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Validates a body with a schema built for this caller (the brand's move-in window, today) after
 * the guard has run. A failure is thrown exactly as Fastify's own body validation would be, so
 * the one error handler answers 400 { message, code, errors } with every field's message.
 */
export function validateBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = validatorCompiler({ schema, method: 'PUT', url: '', httpPart: 'body' })(body) as
    { value: z.output<T> } | { error: unknown[] };
  if ('value' in result) return result.value;
  throw Object.assign(new Error('body validation failed'), {
    statusCode: 400,
    validation: result.error,
    validationContext: 'body',
  });
}
