import { z } from 'zod';
import { INVALID_TOKEN_MESSAGE } from '../messages/account-validation';
import { confirmDetailsSchema } from './confirm-details';
import { linkTokenSchema, optionalInBody } from './fields';
import { otpCodeSchema } from './otp';

/**
 * PUT /account/validate as the API reads it: the confirm-details form (surname and postcode,
 * validated with the form's own schema whenever the enrolment has them to compare) and the
 * save-and-continue token. A token-only enrolment (comm-click result 3) sends the token alone.
 * The one-time-code variant adds the challenge id and code from POST /v2/otp/request.
 */
export const accountValidateRequestSchema = z.object({
  token: linkTokenSchema(INVALID_TOKEN_MESSAGE),
  surname: optionalInBody(confirmDetailsSchema.shape.surname),
  postcode: optionalInBody(confirmDetailsSchema.shape.postcode),
  challengeId: optionalInBody(z.uuid({ error: INVALID_TOKEN_MESSAGE })),
  code: optionalInBody(otpCodeSchema),
});
export type AccountValidateRequest = z.output<typeof accountValidateRequestSchema>;
