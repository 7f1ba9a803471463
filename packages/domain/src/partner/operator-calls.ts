import { z } from 'zod';
import { branchIdSchema, brandRouteSchema } from '../schemas/brand';
import { partnerEmailSchema, partnerUserSchema } from './partner-users';

/**
 * The operators' calls for partners (issue 22), which `npm run partner-owner`, `partner-key` and
 * `lead` make. Apart from the console's schemas: the brand route rules they use would otherwise
 * pull zod into the browser's entry chunk (the entry reads the default brand's route from there).
 */

export const PARTNER_OPERATOR_KEY_MESSAGE =
  'A valid operator key is required: send it as the x-operator-key header.';

// ── Operator calls ─────────────────────────────────────────────────────────────────────────────

const brandReference = {
  /** The partner's or sub-partner's url route. */
  brand: brandRouteSchema,
  /** A branch under it (its numeric id), when the user belongs to the branch. */
  branch: branchIdSchema.optional(),
};

/** POST /api/operator/partner-owners: a partner's first owner. */
export const operatorPartnerOwnerSchema = z
  .object({ ...brandReference, email: partnerEmailSchema })
  .strict();
export type OperatorPartnerOwner = z.output<typeof operatorPartnerOwnerSchema>;

export const operatorPartnerOwnerResponseSchema = z.object({
  user: partnerUserSchema,
  /** Where the owner signs in: the brand's /partner address. */
  signInUrl: z.string(),
});
export type OperatorPartnerOwnerResponse = z.infer<typeof operatorPartnerOwnerResponseSchema>;

/** POST /api/operator/partner-keys */
export const operatorPartnerKeySchema = z
  .object({ brand: brandRouteSchema, label: z.string().trim().min(1).max(100).optional() })
  .strict();
export type OperatorPartnerKey = z.output<typeof operatorPartnerKeySchema>;

export const operatorPartnerKeyResponseSchema = z.object({
  /** Shown once. */
  key: z.string(),
  keyPrefix: z.string(),
  brandName: z.string(),
});

/** POST /api/operator/leads: a lead as the brand's partner would send it (POST /api/partner/leads). */
export const operatorLeadSchema = z
  .object({
    brand: brandRouteSchema,
    /** The partner lead's fields (branchId, emailAddress, surname, postcode, ...), checked as the partner API checks them. */
    lead: z.record(z.string().max(40), z.string().max(500)),
  })
  .strict();
export type OperatorLead = z.output<typeof operatorLeadSchema>;

export const operatorLeadResponseSchema = z.object({
  enrolmentId: z.string(),
  /** Outside production only: the link holds the mover's confirm token. */
  invitationLink: z.string().nullable(),
});
export type OperatorLeadResponse = z.infer<typeof operatorLeadResponseSchema>;
