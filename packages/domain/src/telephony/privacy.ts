import { z } from 'zod';

/**
 * The right to be forgotten (portal-access 7, Actions: "Right to be forgotten"): an agent erases
 * the caller's personal data, then the admin portal's edit page shows the enrolment as forgotten.
 */

/** The spec's confirmation (portal-access 7). */
export const USER_FORGOTTEN_MESSAGE = 'The user has been forgotten';

/** POST /api/enrolment/data-privacy/forget: the forgotten enrolment's id (the edit page's) and the message. */
export const forgetResponseSchema = z.object({
  id: z.string(),
  message: z.literal(USER_FORGOTTEN_MESSAGE),
});
export type ForgetResponse = z.infer<typeof forgetResponseSchema>;

/** GET /api/enrolment/data-privacy: whether the Actions tab offers Right to be forgotten. */
export const dataPrivacyStateSchema = z.object({ hasPersonalDetails: z.boolean() });
export type DataPrivacyState = z.infer<typeof dataPrivacyStateSchema>;

/** GET /api/telephony/enrolments/:id: the admin portal's edit page for an enrolment. */
const enrolmentOpenSummarySchema = z.object({
  id: z.string(),
  forgotten: z.literal(false),
  status: z.number().int(),
  type: z.string(),
  brandName: z.string(),
  createdAt: z.string(),
  customerName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  contactNumber: z.string().nullable(),
  postcode: z.string().nullable(),
  addressLine1: z.string().nullable(),
  moveInDate: z.string().nullable(),
  hasPersonalDetails: z.boolean(),
});

/** A forgotten enrolment: that it was forgotten, by whom and when, and nothing personal. */
const enrolmentForgottenSummarySchema = z.object({
  id: z.string(),
  forgotten: z.literal(true),
  status: z.number().int(),
  type: z.string(),
  brandName: z.string(),
  createdAt: z.string(),
  forgottenAt: z.string(),
  /** The agent's name; null when the erasure was not an agent's (or the agent is unknown). */
  forgottenBy: z.string().nullable(),
});

export const agentEnrolmentSummarySchema = z.discriminatedUnion('forgotten', [
  enrolmentOpenSummarySchema,
  enrolmentForgottenSummarySchema,
]);
export type AgentEnrolmentSummary = z.infer<typeof agentEnrolmentSummarySchema>;
