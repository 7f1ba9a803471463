import { z } from 'zod';
import { BROADBAND_FILTER_LIMITS as LIMITS } from '../broadband/filter-limits';
import { BROADBAND_MAX_PAGES } from '../codes/broadband-sort-option';
import { SKY_CALLBACK_SLOTS } from '../codes/entertainment-partner';
import { enrolmentSchema } from './enrolment';
import { contactMobileSchema } from './otp';

/**
 * The contract of the broadband, phone and TV calls (service-journeys 3 "Broadband package",
 * "Package response and filters", "Broadband state"; 7: POST /api/entertainment/broadband,
 * /select-package, /remove-pending-wombb-package). Money is whole pence; speeds are Mbit/s.
 * Beyond the spec (issue 11): each package's earliest install date at the mover's address and
 * whether that is by the move-in date, the interim (4G/5G) packages, and how sign-up happens.
 */

export const broadbandTypeSchema = z.enum(['Broadband', 'Fibre']);
export const broadbandDealTypeSchema = z.enum([
  'cheapest',
  'fastest',
  'recommended',
  'sky',
  'wombb',
]);
export type BroadbandDealTypeName = z.infer<typeof broadbandDealTypeSchema>;
/** The promoted badges' deal types (the spec's tiliPromotionType). */
export const promotedDealTypeSchema = z.enum(['cheapest', 'fastest', 'recommended']);
export type PromotedDealType = z.infer<typeof promotedDealTypeSchema>;

/**
 * How the line reaches the home; each provider has an install lead time per technology.
 * copper: Openreach ADSL; fttc: fibre to the cabinet over Openreach copper; fullFibre: fibre to
 * the premises; cable: Virgin Media's network; mobile: a 4G/5G router (nothing to install).
 */
export const installTechnologySchema = z.enum(['copper', 'fttc', 'fullFibre', 'cable', 'mobile']);
export type InstallTechnology = z.infer<typeof installTechnologySchema>;

/** Call plans a package can carry (the filter's callOptions). */
export const callPlanKindSchema = z.enum(['payAsYouGo', 'eveningsAndWeekends', 'anytime']);
export type CallPlanKind = z.infer<typeof callPlanKindSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const broadbandProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
});
export type BroadbandProvider = z.infer<typeof broadbandProviderSchema>;

export const packageBroadbandSchema = z.object({
  name: z.string(),
  /** Average download speed, Mbit/s. */
  downloadSpeed: z.number().nonnegative(),
  uploadSpeed: z.number().nonnegative(),
  /** "Unlimited" or the monthly allowance ("100GB"). */
  usageLimit: z.string(),
  unlimited: z.boolean(),
  type: broadbandTypeSchema,
});

export const packageCallSchema = z.object({
  name: z.string(),
  kind: callPlanKindSchema,
  /** Pence per minute of a UK landline call in the day, evening and weekend; 0 when included. */
  costDayPerMin: z.number().int().nonnegative(),
  costEveningPerMin: z.number().int().nonnegative(),
  costWeekendPerMin: z.number().int().nonnegative(),
  lineRentalCost: z.number().int().nonnegative(),
});

export const packageTvSchema = z.object({
  name: z.string(),
  feature1: z.string().nullable(),
  feature2: z.string().nullable(),
  feature1Title: z.string().nullable(),
  feature2Title: z.string().nullable(),
});

export const packagePricingSchema = z.object({
  setupCost: z.number().int().nonnegative(),
  contractLengthMonths: z.number().int().nonnegative(),
  lineRentalCost: z.number().int().nonnegative(),
  lineRentalIncluded: z.boolean(),
  monthlyPricing: z.object({
    standardMonthlyCost: z.number().int().nonnegative(),
    /** An introductory price for the first numberOfMonths months. */
    pricingOffers: z.array(
      z.object({
        numberOfMonths: z.number().int().positive(),
        price: z.number().int().nonnegative(),
      }),
    ),
  }),
  /** Over the contract, line rental included, set-up excluded. */
  averageMonthlyIncludingLineRental: z.number().int().nonnegative(),
  annualPricing: z.object({ firstYearWithoutSetup: z.number().int().nonnegative() }),
  /** The whole contract including set-up. */
  totalPricing: z.object({ total: z.number().int().nonnegative() }),
});
export type PackagePricing = z.infer<typeof packagePricingSchema>;

export const packagePromotionSchema = z.object({
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** ISO date-time; the promotion disappears at this instant. */
  expires: z.string(),
});
export type PackagePromotion = z.infer<typeof packagePromotionSchema>;

/** How the mover signs up: on a partner's own page (call-back), or at the provider's site. */
export const packageSignUpSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('partner'), providerSlug: z.string() }),
  z.object({ kind: z.literal('wholeOfMarket') }),
]);
export type PackageSignUp = z.infer<typeof packageSignUpSchema>;

/** A package as listed for one address (the spec's Broadband package, plus install facts). */
export const broadbandPackageSchema = z.object({
  packageId: z.string(),
  /** The catalogue source the package comes from: 'wombb' or the partner's slug. */
  sourceId: z.string(),
  packageName: z.string(),
  provider: broadbandProviderSchema,
  broadband: packageBroadbandSchema,
  call: packageCallSchema.nullable(),
  tv: packageTvSchema.nullable(),
  pricing: packagePricingSchema,
  keyFeature: z.string().nullable(),
  keyFeature2: z.string().nullable(),
  enhancedFeatures: z.array(z.string()),
  /** Only promotions that have not expired. */
  promotions: z.array(packagePromotionSchema),
  labels: z.array(z.string()),
  isPromoted: z.boolean(),
  /** The badge title ("Cheapest overall price", ...) when promoted. */
  promotedText: z.string().nullable(),
  tooltipText: z.string().nullable(),
  tiliPromotionType: promotedDealTypeSchema.nullable(),
  termsAndConditions: z.string(),
  /** yyyy-MM-dd: the soonest the provider can have it working at this address. */
  earliestInstallDate: isoDate,
  /** Whether earliestInstallDate is on or before the move-in date (true without a move-in date). */
  readyByMoveIn: z.boolean(),
  installTechnology: installTechnologySchema,
  /** A 4G/5G router or mobile broadband to bridge the wait for a line. */
  isInterim: z.boolean(),
  dealType: broadbandDealTypeSchema,
  /** The phone number for this deal type (from configuration). */
  contactNumber: z.string(),
  signUp: packageSignUpSchema,
});
export type BroadbandPackage = z.infer<typeof broadbandPackageSchema>;

// ── Filters ────────────────────────────────────────────────────────────────────────────

export const broadbandFiltersSchema = z
  .object({
    packageType: z
      .object({
        includeBroadband: z.boolean().default(false),
        includePhone: z.boolean().default(false),
        includeTv: z.boolean().default(false),
      })
      .strict()
      .default({ includeBroadband: false, includePhone: false, includeTv: false }),
    broadbandType: z
      .object({
        standardBroadband: z.boolean().default(false),
        fibreBroadband: z.boolean().default(false),
      })
      .strict()
      .default({ standardBroadband: false, fibreBroadband: false }),
    monthlyUsage: z
      .object({ unlimited: z.boolean().default(false) })
      .strict()
      .default({ unlimited: false }),
    /** Provider ids; empty is every provider. */
    selectedProviders: z
      .array(z.string().min(1).max(LIMITS.providerIdLength))
      .max(LIMITS.providers)
      .default([]),
    /** Contract lengths in months; empty is any. */
    contractLengths: z
      .array(z.number().int().min(0).max(LIMITS.contractMonths))
      .max(LIMITS.contractLengths)
      .default([]),
    callOptions: z.array(callPlanKindSchema).max(3).default([]),
    /** 0 none, 1 monthly cost, 2 annual cost, 3 download speed, 4 ready by my move-in date. */
    sortOption: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .default(0),
  })
  .strict();
export type BroadbandFilters = z.infer<typeof broadbandFiltersSchema>;

export const NO_BROADBAND_FILTERS: BroadbandFilters = {
  packageType: { includeBroadband: false, includePhone: false, includeTv: false },
  broadbandType: { standardBroadband: false, fibreBroadband: false },
  monthlyUsage: { unlimited: false },
  selectedProviders: [],
  contractLengths: [],
  callOptions: [],
  sortOption: 0,
};

/** POST /api/entertainment/broadband: the filters (saved as the mover's), pages and promoted flag. */
export const broadbandRequestSchema = broadbandFiltersSchema
  .extend({
    /** Absent: the default list (4 minus the promoted); n: the first n pages of the list. */
    pagesToLoad: z.number().int().min(1).max(BROADBAND_MAX_PAGES).nullable().optional(),
    IncludePromotedPackages: z.boolean().default(true),
  })
  .strict();
export type BroadbandRequest = z.input<typeof broadbandRequestSchema>;
export type ParsedBroadbandRequest = z.infer<typeof broadbandRequestSchema>;

const selectable = <T extends z.ZodTypeAny>(value: T) => z.object({ value, selected: z.boolean() });

/** The filter panel's options at this address, with what is selected. */
export const broadbandFilterOptionsSchema = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string(), selected: z.boolean() })),
  contractLengths: z.array(selectable(z.number().int())),
  callOptions: z.array(selectable(callPlanKindSchema)),
  packageType: broadbandFiltersSchema.shape.packageType.unwrap(),
  broadbandType: broadbandFiltersSchema.shape.broadbandType.unwrap(),
  monthlyUsage: broadbandFiltersSchema.shape.monthlyUsage.unwrap(),
  sortOption: broadbandFiltersSchema.shape.sortOption.unwrap(),
});
export type BroadbandFilterOptions = z.infer<typeof broadbandFilterOptionsSchema>;

/** The error codes of a search where one or both sources failed (service-journeys 8). */
export const broadbandErrorCodeSchema = z.enum(['WOMBB_SEARCH_FAILED', 'COMBINED_SEARCH_FAILED']);
export type BroadbandErrorCode = z.infer<typeof broadbandErrorCodeSchema>;

/** The answer of POST /api/entertainment/broadband. */
export const broadbandResponseSchema = z.object({
  packages: z.object({
    /** The listed page(s), promoted packages not repeated. */
    packages: z.array(broadbandPackageSchema),
    /** Every package matching the filters, promoted ones included. */
    totalResults: z.number().int().nonnegative(),
    /** Matching packages not yet listed. */
    totalRemaining: z.number().int().nonnegative(),
    /**
     * The page "load more" asks for next; null when everything is listed or the most pages a
     * request may ask for are shown.
     */
    nextPage: z.number().int().positive().max(BROADBAND_MAX_PAGES).nullable(),
    /** The pages shown: 0 for the default list, else pagesToLoad (absent from older answers). */
    pagesLoaded: z.number().int().min(0).max(BROADBAND_MAX_PAGES).optional(),
    filterOptions: broadbandFilterOptionsSchema,
    /** The satellite-TV partner's search answered. */
    htSuccess: z.boolean(),
    /** The whole-of-market search answered. */
    wombbSuccess: z.boolean(),
  }),
  promotedPackages: z.array(broadbandPackageSchema),
  /** 4G/5G options offered when a listed package cannot be installed by the move-in date. */
  interimPackages: z.array(broadbandPackageSchema),
  broadbandResponse: z.object({
    speeds: z.object({
      standard_mbps: z.number().nonnegative(),
      fibre_mbps: z.number().nonnegative(),
    }),
    availableProviders: z.array(broadbandProviderSchema.pick({ id: true, name: true })),
  }),
  /** yyyy-MM-dd, what readyByMoveIn is measured against. */
  moveInDate: isoDate.nullable(),
  /** The applied filters as saved. */
  appliedFilters: broadbandFiltersSchema,
  /** Set when no provider reaches the address: "Service Unavailable". */
  serviceUnavailable: z.boolean(),
  /** The failure text when a source failed (the page's apiError); null otherwise. */
  apiError: z.string().nullable(),
  errorCode: broadbandErrorCodeSchema.nullable(),
  /** "Sorry, there are no valid results matching your filter criteria." when nothing matches. */
  message: z.string().nullable(),
});
export type BroadbandResponse = z.infer<typeof broadbandResponseSchema>;

// ── Selection, hand-off, call-back ─────────────────────────────────────────────────────

/**
 * When to install (service-journeys 9, "Start-service options: asap or a custom installation
 * date"; the rule is broadband/install-date's checkInstallChoice). date is yyyy-MM-dd: the custom
 * date asked for; as kept, for asap the package's earliest install date when chosen.
 */
export const installChoiceSchema = z
  .object({
    start: z.enum(['asap', 'custom']),
    date: z.string().max(10).nullable().optional(),
  })
  .strict();
export type InstallChoiceBody = z.infer<typeof installChoiceSchema>;

/** POST /api/entertainment/select-package: which package and when to install it (default asap). */
export const selectPackageBodySchema = z
  .object({
    packageId: z.string().min(1).max(100),
    sourceId: z.string().min(1).max(60),
    installation: installChoiceSchema.optional(),
  })
  .strict();
export type SelectPackageBody = z.infer<typeof selectPackageBodySchema>;

export const skyCallbackSlotSchema = z.enum(SKY_CALLBACK_SLOTS);

/** The mover's entertainment state, held by the server (the spec's Broadband state, saved part). */
export const entertainmentStateSchema = z.object({
  appliedFilters: broadbandFiltersSchema,
  /** The package chosen, as it was priced when chosen; null before a choice. */
  selectedPackage: broadbandPackageSchema.nullable(),
  /** ISO date-times. */
  wombbViewedDate: z.string().nullable(),
  bbPackageViewedDate: z.string().nullable(),
  wombbVisitRecordedDate: z.string().nullable(),
  wombbUserConfirmed: z.boolean().nullable(),
  skyCallbackSlot: skyCallbackSlotSchema.nullable(),
  /** When the chosen package is to be installed; null without a choice (or a partner's call-back). */
  installation: z.object({ start: z.enum(['asap', 'custom']), date: isoDate }).nullable(),
});
export type EntertainmentState = z.infer<typeof entertainmentStateSchema>;

/** The answer of select-package and remove-pending-wombb-package: the updated enrolment. */
export const selectPackageResponseSchema = z.object({
  enrolment: enrolmentSchema,
  entertainment: entertainmentStateSchema,
  /** The provider's sign-up page for a whole-of-market package; null for a partner's. */
  wombbPackageUrl: z.string().nullable(),
});
export type SelectPackageResponse = z.infer<typeof selectPackageResponseSchema>;

/** POST /api/entertainment/visit: a step of the whole-of-market hand-off, stamped by the server. */
export const entertainmentVisitBodySchema = z
  .object({ step: z.enum(['wombbViewed', 'bbPackageViewed', 'wombbVisitRecorded']) })
  .strict();
export type EntertainmentVisitBody = z.infer<typeof entertainmentVisitBodySchema>;

/** POST /api/entertainment/wombb-confirmation: "We recorded your visit": Yes or No. */
export const wombbConfirmationBodySchema = z.object({ wombbUserConfirmed: z.boolean() }).strict();
export type WombbConfirmationBody = z.infer<typeof wombbConfirmationBodySchema>;

/** POST /api/entertainment/{slug}/callback: the partner's call-back request for the chosen package. */
export const partnerCallbackBodySchema = z
  .object({
    packageId: z.string().min(1).max(100),
    sourceId: z.string().min(1).max(60),
    slot: skyCallbackSlotSchema,
    /**
     * The number to call when the enrolment has none (ours): a UK mobile. Without it and without
     * the enrolment's, the call-back is refused with "We need your number to continue".
     */
    contactNumber: contactMobileSchema.optional(),
  })
  .strict();
export type PartnerCallbackBody = z.infer<typeof partnerCallbackBodySchema>;

/** The call-back as recorded; its delivery to the provider is a notification with a state. */
export const partnerCallbackResponseSchema = z.object({
  callbackId: z.string().uuid(),
  slot: skyCallbackSlotSchema,
  deliveryState: z.enum(['queued', 'sent', 'failed', 'acknowledged']),
  enrolment: enrolmentSchema,
  entertainment: entertainmentStateSchema,
});
export type PartnerCallbackResponse = z.infer<typeof partnerCallbackResponseSchema>;

/** The answer of wombb-confirmation and remove-pending-wombb-package: the updated enrolment and state. */
export const entertainmentChangeResponseSchema = selectPackageResponseSchema.omit({
  wombbPackageUrl: true,
});
export type EntertainmentChangeResponse = z.infer<typeof entertainmentChangeResponseSchema>;
