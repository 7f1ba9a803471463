import { z } from 'zod';
import { enrolmentSchema } from './enrolment';
import { hasHiddenCharacters, passwordSchema } from './fields';
import { personalDetailsSchema, type PersonalDetailsOptions } from './personal-details';
import { tokenResponseSchema } from './token';

/** The anonymous sign-up and the personal-details submissions (portal-access 4, 7). */

const BRAND_SELECTION_MESSAGE = 'Please choose a brand from the list';
const brandRoute = z
  .string({ error: BRAND_SELECTION_MESSAGE })
  .trim()
  .toLowerCase()
  .max(60, { error: BRAND_SELECTION_MESSAGE })
  .refine((route) => !hasHiddenCharacters(route), { error: BRAND_SELECTION_MESSAGE });
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * POST /enrolment-auth/create: the brand the mover started under. selectedPartner is a partner's
 * (or the default brand's) url route, selectedSubpartner a sub-partner's route, selectedBranch a
 * numeric branch code; the nearest one given names the brand.
 */
export const enrolmentAuthCreateBodySchema = z.object({
  selectedPartner: brandRoute,
  selectedSubpartner: z.preprocess(blankAsUndefined, brandRoute.optional()),
  selectedBranch: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blankAsUndefined(value)),
    z
      .string()
      .regex(/^\d{1,9}$/, { error: 'selectedBranch must be a branch number' })
      .optional(),
  ),
});
export type EnrolmentAuthCreateBody = z.output<typeof enrolmentAuthCreateBodySchema>;

/** The anonymous token for the new pending enrolment, and the enrolment. */
export const enrolmentAuthCreateResponseSchema = tokenResponseSchema.extend({
  enrolment: enrolmentSchema,
});
export type EnrolmentAuthCreateResponse = z.infer<typeof enrolmentAuthCreateResponseSchema>;

/**
 * PUT /enrolment-auth (populated personal details): every field; a password only when the
 * enrolment has no log-in yet (then it is required and creates the account).
 */
export function populatedPersonalDetailsBodySchema(options: PersonalDetailsOptions) {
  return personalDetailsSchema(options).extend({ password: passwordSchema.optional() });
}
export type PopulatedPersonalDetailsBody = z.output<
  ReturnType<typeof populatedPersonalDetailsBodySchema>
>;

/**
 * The answer of both personal-details submissions: the replaced enrolment and, when the call
 * created or used the mover's log-in, a user token (null otherwise).
 */
export const personalDetailsSubmitResponseSchema = z.object({
  enrolment: enrolmentSchema,
  token: tokenResponseSchema.nullable(),
});
export type PersonalDetailsSubmitResponse = z.infer<typeof personalDetailsSubmitResponseSchema>;
