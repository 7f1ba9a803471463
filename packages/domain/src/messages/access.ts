import { GENERIC_ERROR_MESSAGE } from '../schemas/api-error';

/**
 * Log-in, one-time code and password messages (portal-access section 8, "Onboarding and
 * login" and "Service and third party").
 */

/** Error codes the one-time-code and postcode-verification calls answer with. */
export const ACCESS_ERROR_CODE = {
  invalidOtp: 'INVALID_OTP',
  notFound: 'NOT_FOUND',
  invalidPostcode: 'INVALID_POSTCODE',
  postcodeValidationCompleted: 'POSTCODE_VALIDATION_COMPLETED',
  unknown: 'UNKNOWN',
} as const;
export type AccessErrorCode = (typeof ACCESS_ERROR_CODE)[keyof typeof ACCESS_ERROR_CODE];

/** A wrong password on the classic log-in (and the log-in form's password message). */
export const INCORRECT_PASSWORD_MESSAGE =
  "Incorrect password - please try again, or click 'forgotten password' below";

export const INVALID_OTP_MESSAGE = "We don't recognise this code";
/** Another code asked for within 30 s of the last (429). */
export const OTP_TOO_SOON_MESSAGE = 'Please wait a moment before asking for another code.';
/** More than 5 codes asked for in an hour (429). */
export const OTP_TOO_MANY_MESSAGE = 'You have asked for too many codes. Please try again later.';
export const CODE_VERIFY_FAILED_MESSAGE = 'Something went wrong verifying your code';
export const LOG_IN_EMAIL_NOT_FOUND_MESSAGE = "That email doesn't look quite right";
export const FORGOTTEN_PASSWORD_SENT_MESSAGE =
  'Please check your email inbox for reset instructions';

/** Verifying a one-time code failed: INVALID_OTP has its own words, anything else is general. */
export function codeVerifyErrorMessage(code: string | null | undefined): string {
  return code === ACCESS_ERROR_CODE.invalidOtp ? INVALID_OTP_MESSAGE : CODE_VERIFY_FAILED_MESSAGE;
}

/** Asking for a log-in code failed: NOT_FOUND points at the e-mail, anything else is general. */
export function logInEmailErrorMessage(code: string | null | undefined): string {
  return code === ACCESS_ERROR_CODE.notFound
    ? LOG_IN_EMAIL_NOT_FOUND_MESSAGE
    : GENERIC_ERROR_MESSAGE;
}
