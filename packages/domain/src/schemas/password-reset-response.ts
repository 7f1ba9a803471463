import { z } from 'zod';

/** Answers of the password-reset calls (portal-access 7, 8). */

/**
 * POST /password-reset-request and POST /commclick/forgottenpassword: the same answer whether
 * or not an account has that address, so the answer never tells who has an account.
 */
export const passwordResetRequestedResponseSchema = z.object({ message: z.string() });
export type PasswordResetRequestedResponse = z.infer<typeof passwordResetRequestedResponseSchema>;

/** GET /password-reset-request/{resetToken}: the link can still be used until expiresAt. */
export const passwordResetTokenResponseSchema = z.object({
  isValid: z.literal(true),
  /** ISO date-time */
  expiresAt: z.string(),
});
export type PasswordResetTokenResponse = z.infer<typeof passwordResetTokenResponseSchema>;

/** POST /account/reset-password/{resetToken}: done; every other session has ended. */
export const passwordResetDoneResponseSchema = z.object({ message: z.string() });
export type PasswordResetDoneResponse = z.infer<typeof passwordResetDoneResponseSchema>;

export const RESET_REQUESTED_MESSAGE =
  "If an account uses that email address, we've sent it a link to reset the password. Please check your email inbox for reset instructions";
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link has expired or has already been used. Please ask for a new one.';
export const RESET_EMAIL_MISMATCH_MESSAGE =
  'Please enter the email address this reset link was sent to';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Please log in with your new password.';
