import type { z } from 'zod';

/**
 * The first message for each field of a failed parse, keyed by the field's dotted path
 * ('address.addressKey'; '' for the form as a whole). This is the `errors` object of a 400
 * answer, and what a form shows beside each field.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}
