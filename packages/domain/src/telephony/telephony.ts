import { z } from 'zod';
import { hasHiddenCharacters } from '../schemas/hidden-characters';

/**
 * Agent mode (portal-access sections 2, 4, 6, 7): call-centre agents sign in with a single-use
 * token an operator issues, then run or assist one enrolment at a time.
 */

export { isTelephonyHost } from './host';

/** The spec's words (section 8, result 5: InvalidToken). */
export { INVALID_TOKEN_MESSAGE as AGENT_TOKEN_INVALID_MESSAGE } from '../messages/account-validation';
export const AGENT_INACTIVE_MESSAGE =
  'Your agent account is not active. Please ask your team leader to reactivate it.';
export const ENROLMENT_FORGOTTEN_FOR_AGENT_MESSAGE =
  'This enrolment was forgotten at the customer’s request, so it can no longer be opened.';
export const ENROLMENT_NOT_FOUND_FOR_AGENT_MESSAGE = 'No enrolment has that id.';
export const AGENT_NOT_ASSISTING_MESSAGE = 'Open an enrolment from the admin portal first.';

/** Sign-in tokens: single use, and short-lived (an operator hands one over while the agent waits). */
export const AGENT_SIGN_IN_TOKEN_TTL_MINUTES = 15;

/** POST /api/telephony/login: the token an operator issued. */
export const telephonyLoginSchema = z.object({ token: z.string().min(1).max(512) }).strict();
export type TelephonyLogin = z.infer<typeof telephonyLoginSchema>;

export const telephonyLoginResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int().positive(),
  agentName: z.string(),
  /** The enrolment this token lets the agent assist; null until one is opened. */
  enrolmentId: z.string().nullable(),
});
export type TelephonyLoginResponse = z.infer<typeof telephonyLoginResponseSchema>;

/** GET /api/telephony/name: the header's agent name. */
export const telephonyNameSchema = z.object({ name: z.string() });
export type TelephonyName = z.infer<typeof telephonyNameSchema>;

const AGENT_NAME_PATTERN = /^[\p{L}][\p{L}' .-]*$/u;

/** An agent account, as an operator creates it. */
export const agentInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter the agent’s name')
      .max(80, 'The agent’s name can be at most 80 characters')
      .refine((name) => !hasHiddenCharacters(name) && AGENT_NAME_PATTERN.test(name), {
        error: 'The agent’s name can only contain letters, spaces, hyphens and apostrophes',
      }),
    email: z
      .email('Please enter a valid email address')
      .max(120)
      .transform((email) => email.toLowerCase()),
  })
  .strict();
export type AgentInput = z.infer<typeof agentInputSchema>;

export const agentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  deactivatedAt: z.string().nullable(),
});
export type Agent = z.infer<typeof agentSchema>;

/** An operator asks for a sign-in token for an agent named by name or e-mail. */
export const agentSignInTokenRequestSchema = z
  .object({ agent: z.string().trim().min(1).max(120) })
  .strict();
export const agentSignInTokenSchema = z.object({
  token: z.string(),
  agentName: z.string(),
  expiresAt: z.string(),
});
export type AgentSignInToken = z.infer<typeof agentSignInTokenSchema>;

/** One line of the audit log: who did what to which enrolment, when. */
export const agentAuditEntrySchema = z.object({
  agentId: z.string(),
  agentName: z.string(),
  enrolmentId: z.string().nullable(),
  action: z.string(),
  at: z.string(),
});
export type AgentAuditEntry = z.infer<typeof agentAuditEntrySchema>;
