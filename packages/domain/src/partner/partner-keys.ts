import { z } from 'zod';

/**
 * Partners' API keys in the console (issue 22): an owner names a key, scopes it to their
 * organisation or a brand below it (a key of a branch creates leads for that branch only), sees
 * it once when it is made, sees when it was last used, and revokes it.
 */

// ── Messages ───────────────────────────────────────────────────────────────────────────────────

export const PARTNER_KEYS_OWNER_ONLY_MESSAGE =
  'Only an owner of your organisation can manage its API keys.';
export const PARTNER_KEY_NOT_FOUND_MESSAGE = 'We could not find that API key.';
export const PARTNER_KEY_NAME_MESSAGE = 'Enter a name for the key, up to 80 characters';
export const PARTNER_KEY_BRAND_NOT_YOURS_MESSAGE =
  'Choose your own organisation or one of the branches below it.';
/** A lead sent with a branch's key that names another branch. */
export const branchKeyOtherBranchMessage = (branchCode: string) =>
  `This API key creates leads for branch ${branchCode} only: leave branchId out, or use a key of your whole organisation`;

export const PARTNER_KEY_NAME_MAX = 80;

// ── Requests and answers ───────────────────────────────────────────────────────────────────────

/** POST /api/partner/keys */
export const partnerKeyCreateSchema = z
  .object({
    name: z
      .string({ error: PARTNER_KEY_NAME_MESSAGE })
      .trim()
      .min(1, { error: PARTNER_KEY_NAME_MESSAGE })
      .max(PARTNER_KEY_NAME_MAX, { error: PARTNER_KEY_NAME_MESSAGE }),
    /** One of the owner's brands; the owner's own when absent. */
    brandId: z.number().int().positive().optional(),
  })
  .strict();
export type PartnerKeyCreate = z.output<typeof partnerKeyCreateSchema>;

/** A key's id: a positive 32-bit integer (the column's type), so a longer number is a 400, not a 500. */
export const partnerKeyIdParamsSchema = z.object({
  keyId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const partnerKeySchema = z.object({
  id: z.number().int(),
  /** Null for a key issued by the command line without a label. */
  name: z.string().nullable(),
  /** "tpk_…": the public start of the key, which names it in lists and logs. */
  prefix: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  /** The branch's code when the key is scoped to a branch. */
  branchCode: z.string().nullable(),
  createdAt: z.string(),
  /** To the minute: a key's use is written at most once a minute. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PartnerKey = z.infer<typeof partnerKeySchema>;

export const partnerKeysSchema = z.object({ keys: z.array(partnerKeySchema) });
export type PartnerKeys = z.infer<typeof partnerKeysSchema>;

/** The answer to making a key: the whole key, shown this once. */
export const partnerKeyCreatedSchema = partnerKeySchema.extend({ key: z.string() });
export type PartnerKeyCreated = z.infer<typeof partnerKeyCreatedSchema>;
