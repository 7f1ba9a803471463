import { z } from 'zod';

export const DEFAULT_BRAND_ROUTE = 'default';

/** Branding levels of the spec: partner 1, subpartner 2, branch 3 (0 is the default brand). */
export const BRANDING_LEVEL = { default: 0, partner: 1, subpartner: 2, branch: 3 } as const;
export type BrandingLevel = (typeof BRANDING_LEVEL)[keyof typeof BRANDING_LEVEL];

/** A brand's url route: the first path segment, lower case letters, digits and hyphens. */
export const brandRouteSchema = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9-]*$/);
/** The optional numeric branch segment after the brand route. */
export const branchIdSchema = z.string().regex(/^\d{1,9}$/);

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Colours that theme every page as CSS custom properties. */
export const brandColoursSchema = z.object({
  primary: hexColour,
  primaryText: hexColour,
  accent: hexColour,
  headerBackground: hexColour,
  headerText: hexColour,
});
export type BrandColours = z.infer<typeof brandColoursSchema>;

/** Experiments and feature flags the spec names, resolved branch → sub-partner → partner → default. */
export const brandFlagsSchema = z.object({
  onboardingJourney: z.boolean(),
  otpLogin: z.boolean(),
  selectedAddressInfoBox: z.boolean(),
  manualAddress: z.boolean(),
  fasterSwitching: z.boolean(),
  priorityAccess: z.boolean(),
  ctwbJourneyToggle: z.boolean(),
  halfHourlySettlementConsent: z.boolean(),
});
export type BrandFlags = z.infer<typeof brandFlagsSchema>;
export type BrandFlag = keyof BrandFlags;

/** Move-in date limits kept as brand configuration (sign-up: 3 months past, 29 days future). */
export const moveInDateLimitsSchema = z.object({
  maxPastMonths: z.number().int().min(0).max(24),
  maxFutureDays: z.number().int().min(0).max(365),
});
export type MoveInDateLimits = z.infer<typeof moveInDateLimitsSchema>;

/** Product offered status codes per product (PRODUCT_OFFERED_STATUS: 0 not set … 4 offered and mandatory). */
export const productOffersSchema = z.object({
  energy: z.number().int().min(0).max(4),
  entertainment: z.number().int().min(0).max(4),
  council: z.number().int().min(0).max(4),
  water: z.number().int().min(0).max(4),
});
export type ProductOffers = z.infer<typeof productOffersSchema>;

/** GET /api/branding/{brand}/{branch}: the brand as the portal shows it, every value resolved. */
export const brandingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  urlRoute: z.string(),
  level: z.number().int().min(0).max(3),
  partnerName: z.string(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  logoUrl: z.string(),
  logoAlt: z.string(),
  colours: brandColoursSchema,
  supportPhone: z.string(),
  supportEmail: z.string(),
  registrationNotice: z.string(),
  trustScore: z.number().min(0).max(5).nullable(),
  flags: brandFlagsSchema,
  moveInDateLimits: moveInDateLimitsSchema,
  /** An estate agent group: offers hide insurance, confirmation hides affiliate category 1. */
  isEstateAgentGroup: z.boolean(),
  productOffers: productOffersSchema,
  /** Days after a mover stops part-way on which a reminder is sent. */
  reminderScheduleDays: z.array(z.number().int().min(1).max(90)),
});
export type Branding = z.infer<typeof brandingSchema>;
