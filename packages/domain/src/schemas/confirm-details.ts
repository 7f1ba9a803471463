import { z } from 'zod';
import { ACCOUNT_VALIDATION_RESULT } from '../codes/account-validation-result';
import { INVALID_TOKEN_MESSAGE } from '../messages/account-validation';
import { SURNAME_LABEL, linkTokenSchema, nameSchema, postcodeSchema } from './fields';

/** /confirm-details/{saveAndContinueToken}: the mover proves who they are (portal-access 5, 7). */
export const confirmDetailsSchema = z.object({
  surname: nameSchema(SURNAME_LABEL),
  postcode: postcodeSchema(),
});
export type ConfirmDetailsInput = z.input<typeof confirmDetailsSchema>;
export type ConfirmDetails = z.output<typeof confirmDetailsSchema>;

/** PUT /account/validate: the form's answers and the token from the link. */
export const accountValidateBodySchema = confirmDetailsSchema.extend({
  token: linkTokenSchema(INVALID_TOKEN_MESSAGE),
});
export type AccountValidateBody = z.output<typeof accountValidateBodySchema>;

/** PUT /account/validate answers a result 0–10, the mover's token, and the pending enrolment. */
export const accountValidateResponseSchema = z.object({
  result: z.literal(Object.values(ACCOUNT_VALIDATION_RESULT)),
  token: z.string().nullable(),
  pendingEnrolmentId: z.string().nullable(),
});
export type AccountValidateResponse = z.infer<typeof accountValidateResponseSchema>;
