import { z } from 'zod';
import { OTP_CHANNEL, OTP_CODE_LENGTH } from '../codes/otp-channel';
import { INVALID_TOKEN_MESSAGE } from '../messages/account-validation';
import {
  EMAIL_MESSAGES,
  POSTCODE_MESSAGES,
  emailSchema,
  hasHiddenCharacters,
  linkTokenSchema,
  mobileSchema,
  postcodeSchema,
} from './fields';
import { CONTACT_MOBILE_MESSAGES } from './mobile-number';

/** One-time codes and the v2 calls that use them (portal-access sections 5 and 7). */

export const OTP_CODE_MESSAGE = `We need your ${OTP_CODE_LENGTH}-digit code`;

/**
 * Exactly 6 digits; spaces typed or pasted between them are dropped ('123 456' → '123456'), but a
 * tab, line break or other hidden character inside is refused like any other field's.
 */
export const otpCodeSchema = z
  .string({ error: OTP_CODE_MESSAGE })
  .refine((code) => !hasHiddenCharacters(code.trim()), { error: OTP_CODE_MESSAGE })
  .overwrite((code) => code.replace(/\s/g, ''))
  .regex(new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`), { error: OTP_CODE_MESSAGE });

/** /login/code and /onboarding/code. */
export const otpCodeFormSchema = z.object({ code: otpCodeSchema });
export type OtpCodeForm = z.infer<typeof otpCodeFormSchema>;

export const OTP_CHANNEL_MESSAGE = 'Channel must be 0 (email) or 1 (sms)';

/** e-mail 0, sms 1. */
export const otpChannelSchema = z.literal([OTP_CHANNEL.email, OTP_CHANNEL.sms], {
  error: OTP_CHANNEL_MESSAGE,
});

/** The onboarding contact step's words for the address a code goes to. */
export const CONTACT_EMAIL_MESSAGES = {
  required: 'We need your email to continue',
  invalid: EMAIL_MESSAGES.invalid,
} as const;
export { CONTACT_MOBILE_MESSAGES };

export const contactEmailSchema = emailSchema(CONTACT_EMAIL_MESSAGES);
export const contactMobileSchema = mobileSchema(CONTACT_MOBILE_MESSAGES);

/** The onboarding verify page's postcode: required with its own words, then the UK format. */
export const VERIFY_POSTCODE_MESSAGES = {
  required: 'We need your new postcode',
  invalid: POSTCODE_MESSAGES.invalid,
} as const;
export const verifyPostcodeSchema = postcodeSchema(VERIFY_POSTCODE_MESSAGES);

const byEmail = z.object({ channel: z.literal(OTP_CHANNEL.email), contact: contactEmailSchema });
const bySms = z.object({ channel: z.literal(OTP_CHANNEL.sms), contact: contactMobileSchema });

/** POST /otp/request: send a code to an e-mail (channel 0) or a mobile (channel 1). */
export const otpRequestBodySchema = z.discriminatedUnion('channel', [byEmail, bySms], {
  error: OTP_CHANNEL_MESSAGE,
});
export type OtpRequestBody = z.output<typeof otpRequestBodySchema>;

/** POST /otp/verify: the code that was sent to that contact. */
export const otpVerifyBodySchema = z.discriminatedUnion(
  'channel',
  [byEmail.extend({ code: otpCodeSchema }), bySms.extend({ code: otpCodeSchema })],
  { error: OTP_CHANNEL_MESSAGE },
);
export type OtpVerifyBody = z.output<typeof otpVerifyBodySchema>;

/** POST /otp/login: a log-in code by e-mail (channel 0). */
export const otpLogInBodySchema = z.object({
  channel: z.literal(OTP_CHANNEL.email, { error: OTP_CHANNEL_MESSAGE }),
  contact: emailSchema(),
});
export type OtpLogInBody = z.output<typeof otpLogInBodySchema>;

/** POST /otp/validate-postcode: the onboarding link's token and the postcode the mover knows. */
export const otpValidatePostcodeBodySchema = z.object({
  channel: otpChannelSchema,
  token: linkTokenSchema(INVALID_TOKEN_MESSAGE),
  postcode: verifyPostcodeSchema,
});
export type OtpValidatePostcodeBody = z.output<typeof otpValidatePostcodeBodySchema>;

/** GET /otp/verified-channels */
export const otpVerifiedChannelsResponseSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
});
export type OtpVerifiedChannels = z.infer<typeof otpVerifiedChannelsResponseSchema>;

export const OTP_CHANNEL_NAMES = ['email', 'sms'] as const;

/** GET /otp/channel-details?channel={email|sms}&token={channelToken} */
export const otpChannelDetailsQuerySchema = z.object({
  channel: z.enum(OTP_CHANNEL_NAMES, { error: OTP_CHANNEL_MESSAGE }),
  token: linkTokenSchema(INVALID_TOKEN_MESSAGE),
});
export type OtpChannelDetailsQuery = z.output<typeof otpChannelDetailsQuerySchema>;

/** The channel and the (masked) contact the code goes to. */
export const otpChannelDetailsResponseSchema = z.object({
  channel: z.enum(OTP_CHANNEL_NAMES),
  contactDetails: z.string(),
});
export type OtpChannelDetails = z.infer<typeof otpChannelDetailsResponseSchema>;
