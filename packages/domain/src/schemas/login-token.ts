import { z } from 'zod';
import { INVALID_TOKEN_MESSAGE } from '../messages/account-validation';
import { linkTokenSchema } from './fields';

/**
 * POST /oauth/token with grant_type=login_token (form-encoded): the auto log-in of
 * /log-in/{loginToken}. The link is single use; the answer is the token response of the password grant.
 */
export const loginTokenGrantSchema = z.object({
  grant_type: z.literal('login_token'),
  token: linkTokenSchema(INVALID_TOKEN_MESSAGE),
});
export type LoginTokenGrant = z.output<typeof loginTokenGrantSchema>;

export const LOGIN_LINK_INVALID_MESSAGE =
  'This log-in link has expired or has already been used. Please log in with your email address.';
