import { z } from 'zod';
import { INVALID_TOKEN_MESSAGE } from '../messages/account-validation';
import { OTP_CHANNEL_NAMES, otpVerifyBodySchema } from './otp';
import { tokenResponseSchema } from './token';

/**
 * A sent one-time code is bound to the request that issued it: POST /v2/otp/request and
 * /v2/otp/login answer a challenge id, and POST /v2/otp/verify must carry it back.
 */
export const otpChallengeResponseSchema = z.object({
  challengeId: z.uuid(),
  channel: z.enum(OTP_CHANNEL_NAMES),
  /** The code is valid this long (600). */
  expiresInSeconds: z.number().int().positive(),
  /** "Send me the code again" is refused (429) until this many seconds have passed (30). */
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type OtpChallengeResponse = z.infer<typeof otpChallengeResponseSchema>;

/** POST /v2/otp/verify: channel, contact and code (otpVerifyBodySchema) plus the challenge id. */
export const otpVerifyChallengeBodySchema = z.intersection(
  otpVerifyBodySchema,
  z.object({ challengeId: z.uuid({ error: INVALID_TOKEN_MESSAGE }) }),
);
export type OtpVerifyChallengeBody = z.output<typeof otpVerifyChallengeBodySchema>;

/**
 * POST /v2/otp/verify succeeded: the channel is now verified. A log-in code, or a code for an
 * enrolment that has an account, also gives a user token; otherwise token is null.
 */
export const otpVerifyResponseSchema = z.object({
  verified: z.literal(true),
  channel: z.enum(OTP_CHANNEL_NAMES),
  token: tokenResponseSchema.nullable(),
});
export type OtpVerifyResponse = z.infer<typeof otpVerifyResponseSchema>;
