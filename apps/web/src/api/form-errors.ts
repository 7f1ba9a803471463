import { ApiError } from './client';
import { describeError } from './error-message';

/**
 * A refused call as form errors: each field message of a 400 beside its field (when the form
 * has that field), anything else as the form's message in the summary (''). `targets` are the
 * form's fields as the design system's forms list them (field, id of its input).
 */
export function serverErrorsOf(
  error: unknown,
  targets: readonly (readonly [field: string, targetId: string])[],
): Record<string, string> {
  const sent = error instanceof ApiError ? (error.body?.errors ?? {}) : {};
  const known = new Set(targets.map(([field]) => field));
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(sent)) {
    if (known.has(field)) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : { '': describeError(error) };
}
