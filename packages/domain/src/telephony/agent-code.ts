import { z } from 'zod';

/**
 * The admin portal's sign-in by e-mail code (issue 20: "the agent signs in there (e-mail code)"):
 * an active agent asks for a 6-digit code at their e-mail address, then exchanges it for the same
 * agent session POST /api/telephony/login gives.
 */

export const AGENT_CODE_TTL_MINUTES = 10;
export const AGENT_CODE_MAX_WRONG_TRIES = 5;
/** Codes asked for one address per hour, whether or not it is an agent's. */
export const AGENT_CODES_PER_HOUR = 5;

/** The same answer whether or not the address is an active agent's. */
export const AGENT_CODE_SENT_MESSAGE =
  'If this email address belongs to an agent, we have sent a sign-in code to it. It works once, for 10 minutes.';
export const AGENT_CODE_INVALID_MESSAGE =
  'That code is not right or has expired. Please check it, or ask for a new one.';
export const AGENT_CODE_TOO_MANY_MESSAGE =
  'Too many codes have been asked for this email address. Please try again later.';

const email = z
  .email('Please enter a valid email address')
  .max(120)
  .transform((value) => value.toLowerCase());

/** POST /api/telephony/code */
export const agentCodeRequestSchema = z.object({ email }).strict();
export type AgentCodeRequest = z.infer<typeof agentCodeRequestSchema>;
export const agentCodeSentSchema = z.object({ message: z.string() });

/** POST /api/telephony/code-login */
export const agentCodeLoginSchema = z
  .object({
    email,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Please enter the 6-digit code'),
  })
  .strict();
export type AgentCodeLogin = z.infer<typeof agentCodeLoginSchema>;
