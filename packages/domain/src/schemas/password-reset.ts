import { z } from 'zod';
import { emailSchema, passwordSchema } from './fields';

/** /password-reset-request and /password-reset/{resetToken} (portal-access sections 5 and 7). */

export const RETURN_URL_MAX_LENGTH = 300;
export const RETURN_URL_MESSAGE = 'The return address must be a page on this site';
/** A path that starts with one '/', never '//' or '/\\' (which a browser reads as another host). */
const RETURN_URL_PATTERN = /^\/(?![/\\])[\w\-./~%]*$/;

/**
 * Where the e-mailed link leads: a path on this site ('/default/password-reset'). The server puts
 * its own origin in front, so a request can never make the e-mail link to another site.
 */
export const returnUrlSchema = z
  .string({ error: RETURN_URL_MESSAGE })
  .trim()
  .refine((url) => url.length <= RETURN_URL_MAX_LENGTH && RETURN_URL_PATTERN.test(url), {
    error: RETURN_URL_MESSAGE,
  });

/** The request page's form: the e-mail is required. */
export const passwordResetRequestSchema = z.object({ emailAddress: emailSchema() });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;

/** POST /password-reset-request: the e-mail and the page the link returns to. */
export const passwordResetRequestBodySchema = passwordResetRequestSchema.extend({
  returnUrl: returnUrlSchema,
});
export type PasswordResetRequestBody = z.output<typeof passwordResetRequestBodySchema>;

/** POST /commclick/forgottenpassword carries the same e-mail and return URL. */
export const forgottenPasswordBodySchema = passwordResetRequestBodySchema;
export type ForgottenPasswordBody = PasswordResetRequestBody;

/** /password-reset/{resetToken} and POST /account/reset-password/{resetToken}: e-mail and new password. */
export const passwordResetSchema = z.object({
  emailAddress: emailSchema(),
  password: passwordSchema,
});
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
export type PasswordReset = z.output<typeof passwordResetSchema>;
