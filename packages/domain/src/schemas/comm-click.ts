import { z } from 'zod';

/**
 * POST /comms/events/create answers where the /continue landing goes next (portal-access 4,
 * "Comm-click redirect"). The tokens are fresh link tokens for the page the result names.
 */
export const COMM_CLICK_RESULT = {
  /** A populated enrolment whose details are not yet confirmed: confirm-details (or onboarding verify). */
  confirmDetails: 0,
  /** Details confirmed before, but no log-in yet: confirm-details again (or onboarding verify). */
  confirmDetailsAgain: 1,
  /** An account exists for the enrolment: log in. */
  logIn: 2,
  /** The enrolment has nothing to confirm (token only): validate with the token alone, then home. */
  confirmWithTokenThenHome: 3,
  /** The lead came without personal details: the unpopulated personal-details page. */
  unpopulated: 5,
} as const;
export type CommClickResult = (typeof COMM_CLICK_RESULT)[keyof typeof COMM_CLICK_RESULT];

export const commClickResultSchema = z.literal(Object.values(COMM_CLICK_RESULT));

/** The answer of POST /comms/events/create; a token is null when the result does not use it. */
export const commClickEventResponseSchema = z.object({
  result: commClickResultSchema,
  enrolmentId: z.string(),
  /** Results 0, 1 and 3: for /confirm-details/{token} or PUT /account/validate with the token alone. */
  saveAndContinueToken: z.string().nullable(),
  /** Results 0 and 1 when the brand's one-time-password or onboarding experiment is on: /onboarding/verify/{token}. */
  onboardingToken: z.string().nullable(),
  /** Result 5: /pending/personal-details/unpopulated/{token}. */
  unpopulatedToken: z.string().nullable(),
  /**
   * Result 2: true when the log-in has no password (the onboarding journey made it), so the
   * mover logs in by one-time code, whatever the brand's otpLogin experiment says.
   */
  isCodeLogIn: z.boolean().optional(),
});
export type CommClickEventResponse = z.infer<typeof commClickEventResponseSchema>;
