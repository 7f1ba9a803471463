import { z } from 'zod';
import { INCORRECT_PASSWORD_MESSAGE } from '../messages/access';
import { hasHiddenCharacters } from './hidden-characters';

/** What a bearer token stands for; a route guard names the kinds it accepts. */
/** `partner`: a partner console user (issue 22), never admitted by a mover's route. */
export const TOKEN_KINDS = ['app', 'anonymous', 'user', 'agent', 'partner'] as const;
export const tokenKindSchema = z.enum(TOKEN_KINDS);
export type TokenKind = z.infer<typeof tokenKindSchema>;

export { PORTAL_APP_PASSWORD, PORTAL_APP_USERNAME } from './portal-client';

/** The e-mail field's words (EMAIL_MESSAGES), written out so the portal's client loads no field schemas. */
export const GRANT_USERNAME_MESSAGES = {
  required: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
} as const;

/**
 * POST /api/oauth/token (form-encoded), OAuth 2 password grant. First-party only. A username or
 * password with a hidden character (NUL, tab, line break) can match no account: 400 at once.
 */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z
    .string()
    .trim()
    .min(1, GRANT_USERNAME_MESSAGES.required)
    .max(100)
    .refine((username) => !hasHiddenCharacters(username), {
      error: GRANT_USERNAME_MESSAGES.invalid,
    }),
  password: z
    .string()
    .min(1)
    .max(128)
    .refine((password) => !hasHiddenCharacters(password), { error: INCORRECT_PASSWORD_MESSAGE }),
});
export type PasswordGrant = z.infer<typeof passwordGrantSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  kind: tokenKindSchema,
  enrolmentId: z.string().nullable(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
