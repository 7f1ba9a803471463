/**
 * The UK mobile number rule and its words (portal-access 5), without zod: fields.ts builds its
 * schema from it, and pages whose chunks stay without zod (the partner call-back) check with it.
 */

export const MOBILE_MAX_LENGTH = 11;
/** 07 and nine more digits, no spaces inside. */
export const MOBILE_PATTERN = /^07\d{9}$/;

export type MobileMessages = { required: string; invalid: string };

export const MOBILE_MESSAGES: MobileMessages = {
  required: 'Please enter a valid UK mobile number',
  invalid: 'Please enter a valid UK mobile number without spaces, starting with 07',
};

/** The onboarding contact step's words for a mobile (portal-access 5), also the call-back's. */
export const CONTACT_MOBILE_MESSAGES = {
  required: 'We need your number to continue',
  invalid: MOBILE_MESSAGES.invalid,
} as const satisfies MobileMessages;

/** What is wrong with a typed mobile number (trimmed first), or null when it is fine. */
export function mobileNumberProblem(value: string, messages: MobileMessages): string | null {
  const mobile = value.trim();
  if (mobile === '') return messages.required;
  return MOBILE_PATTERN.test(mobile) ? null : messages.invalid;
}
