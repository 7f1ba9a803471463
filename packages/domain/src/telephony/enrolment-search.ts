import { z } from 'zod';
import { normalisePostcode } from '../schemas/fields';
import { hasHiddenCharacters } from '../schemas/hidden-characters';

export const SEARCH_TOO_SHORT_MESSAGE = 'Enter at least 2 characters to search';

/**
 * What an agent typed into the admin portal's search, read as what it can be: an e-mail address,
 * a UK mobile number (spaces and +44 allowed), a postcode, or otherwise a name.
 */
export type EnrolmentSearch =
  | { by: 'email'; email: string }
  | { by: 'mobile'; mobile: string }
  | { by: 'postcode'; postcode: string }
  | { by: 'name'; words: string[] };

export function readEnrolmentSearch(typed: string): EnrolmentSearch {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (text.includes('@')) return { by: 'email', email: text.toLowerCase() };
  const digits = text.replace(/[\s()-]/g, '');
  const mobile = digits.startsWith('+44') ? `0${digits.slice(3)}` : digits;
  if (/^07\d{9}$/.test(mobile)) return { by: 'mobile', mobile };
  const postcode = normalisePostcode(text);
  if (postcode) return { by: 'postcode', postcode };
  return { by: 'name', words: text.toLowerCase().split(' ').slice(0, 4) };
}

export const enrolmentSearchQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .min(2, SEARCH_TOO_SHORT_MESSAGE)
    .max(120)
    .refine((search) => !hasHiddenCharacters(search), { error: SEARCH_TOO_SHORT_MESSAGE }),
});

/** One enrolment found: enough for the agent to pick the caller's, nothing more. */
export const enrolmentFoundSchema = z.object({
  id: z.string(),
  customerName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  postcode: z.string().nullable(),
  addressLine1: z.string().nullable(),
  moveInDate: z.string().nullable(),
  status: z.number().int(),
  brandName: z.string(),
  /** Where the portal runs under the enrolment's brand (and branch): "/harbour-lettings/101". */
  portalPath: z.string(),
  forgotten: z.boolean(),
});
export type EnrolmentFound = z.infer<typeof enrolmentFoundSchema>;
export const enrolmentSearchResponseSchema = z.object({
  enrolments: z.array(enrolmentFoundSchema),
});

/** POST /api/telephony/assist: the enrolment the agent opens. */
export const assistEnrolmentSchema = z.object({ enrolmentId: z.uuid() }).strict();

/** POST /api/telephony/enrolments: a new enrolment for a caller, on a brand (and branch). */
export const agentNewEnrolmentSchema = z
  .object({
    brand: z.string().trim().min(1).max(60),
    branch: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/)
      .optional(),
  })
  .strict();
export type AgentNewEnrolment = z.infer<typeof agentNewEnrolmentSchema>;
