import { z } from 'zod';

/** Spec portal-access section 8: the one sentence any 500 shows. */
export const SERVER_ERROR_MESSAGE =
  'Sorry we have encountered some difficulties. Please try again in a moment.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** Every non-2xx body: a message, and field messages for a 400. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
