import { passwordResetRequestedResponseSchema } from '@threshold/domain/schemas/password-reset-response';
import { callApi } from '../../api/client';

/**
 * POST /api/commclick/forgottenpassword: e-mails a reset link that returns to `returnUrl` (the
 * password-reset page under this brand). The same answer whether or not the address is known.
 */
export async function requestForgottenPasswordEmail(
  emailAddress: string,
  returnUrl: string,
): Promise<string> {
  const answer = await callApi('/api/commclick/forgottenpassword', {
    method: 'POST',
    json: { emailAddress, returnUrl },
  });
  return passwordResetRequestedResponseSchema.parse(answer).message;
}
