import { z } from 'zod';

/** What a bearer token stands for; a route guard names the kinds it accepts. */
export const TOKEN_KINDS = ['app', 'anonymous', 'user', 'agent'] as const;
export const tokenKindSchema = z.enum(TOKEN_KINDS);
export type TokenKind = z.infer<typeof tokenKindSchema>;

/**
 * The public portal client: the browser obtains its app token with these (spec "a fixed app
 * account logs in by password grant"). They are public by nature — the token they give opens
 * only app-level calls — so they live here rather than in a secret store.
 */
export const PORTAL_APP_USERNAME = 'threshold-portal';
export const PORTAL_APP_PASSWORD = 'public-portal-client';

/** POST /api/oauth/token (form-encoded), OAuth 2 password grant. First-party only. */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1, 'Please enter your email address').max(100),
  password: z.string().min(1).max(128),
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
