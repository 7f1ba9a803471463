import { z } from 'zod';
import { INVALID_TOKEN_MESSAGE } from '../messages/account-validation';
import { otpCodeSchema } from '../schemas/otp';
import { emailSchema } from '../schemas/fields';

/**
 * The partner console's people (issue 22): partner users belong to a partner, sub-partner or
 * branch, as an owner (everything, including users and keys) or staff (leads and reports), and
 * sign in at their brand's /partner address with an e-mail code on the movers' one-time code rules.
 */

export const PARTNER_ROLES = ['owner', 'staff'] as const;
export const partnerRoleSchema = z.enum(PARTNER_ROLES, {
  error: 'role must be owner or staff',
});
export type PartnerRole = z.infer<typeof partnerRoleSchema>;

// ── Messages ───────────────────────────────────────────────────────────────────────────────────

export const PARTNER_OWNER_ONLY_MESSAGE =
  'Only an owner of your organisation can manage its users.';
export const PARTNER_USER_NOT_FOUND_MESSAGE = 'We could not find that user.';
export const PARTNER_LAST_OWNER_MESSAGE =
  'This is the last owner of the organisation. Invite another owner before removing this one.';
export const PARTNER_EMAIL_TAKEN_MESSAGE =
  'This email address already has access to a partner console. Use another address.';
export const PARTNER_BRAND_NOT_YOURS_MESSAGE =
  'Choose your own organisation or one of the branches below it.';
export const PARTNER_BRAND_REQUIRED_MESSAGE =
  'Partner users belong to a partner, sub-partner or branch, not to the default brand.';

// ── Sign-in ────────────────────────────────────────────────────────────────────────────────────

/** A partner user's e-mail address: trimmed and lower-cased (addresses are kept so). */
export const partnerEmailSchema = emailSchema().transform((email) => email.toLowerCase());

/** POST /api/partner/sign-in/code */
export const partnerCodeRequestSchema = z.object({ email: partnerEmailSchema }).strict();
export type PartnerCodeRequest = z.output<typeof partnerCodeRequestSchema>;

/**
 * The answer to asking for a code, the same whether or not the address is a partner user's: the
 * challenge the code (if any) is bound to, how long it lasts and when another may be asked for.
 */
export const partnerCodeChallengeSchema = z.object({
  challengeId: z.uuid(),
  expiresInSeconds: z.number().int().positive(),
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type PartnerCodeChallenge = z.infer<typeof partnerCodeChallengeSchema>;

/** POST /api/partner/sign-in: the code sent for that challenge, to that address. */
export const partnerSignInSchema = z
  .object({
    email: partnerEmailSchema,
    code: otpCodeSchema,
    challengeId: z.uuid({ error: INVALID_TOKEN_MESSAGE }),
  })
  .strict();
export type PartnerSignIn = z.output<typeof partnerSignInSchema>;

export const partnerSessionSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int().positive(),
});
export type PartnerSession = z.infer<typeof partnerSessionSchema>;

// ── Who they are, and their users ──────────────────────────────────────────────────────────────

export const partnerBrandSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** 1 partner, 2 sub-partner, 3 branch. */
  level: z.number().int(),
  name: z.string(),
  urlRoute: z.string().nullable(),
  branchCode: z.string().nullable(),
});
export type PartnerBrand = z.infer<typeof partnerBrandSchema>;

/** GET /api/partner/me */
export const partnerMeSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: partnerRoleSchema,
  brand: partnerBrandSchema,
  /** The user's own brand first, then every brand below it. */
  brands: z.array(partnerBrandSchema),
});
export type PartnerMe = z.infer<typeof partnerMeSchema>;

export const partnerUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: partnerRoleSchema,
  brandId: z.number().int(),
  brandName: z.string(),
  createdAt: z.string(),
});
export type PartnerUser = z.infer<typeof partnerUserSchema>;

/** GET /api/partner/users */
export const partnerUsersSchema = z.object({ users: z.array(partnerUserSchema) });
export type PartnerUsers = z.infer<typeof partnerUsersSchema>;

/** POST /api/partner/users: an owner invites someone to their brand or one below it. */
export const partnerInviteSchema = z
  .object({
    email: partnerEmailSchema,
    role: partnerRoleSchema,
    /** One of the inviter's brands; the inviter's own when absent. */
    brandId: z.number().int().positive().optional(),
  })
  .strict();
export type PartnerInvite = z.output<typeof partnerInviteSchema>;

export const partnerUserIdParamsSchema = z.object({ userId: z.uuid() }).strict();
