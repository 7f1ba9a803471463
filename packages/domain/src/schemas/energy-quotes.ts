import { z } from 'zod';

/**
 * The contract of the energy quote calls (service-journeys 3 "Energy tariff" and "Energy
 * quotes"; 7: POST /api/quotes, /api/quotes/wom, /api/quotes/select). The API prices tariffs
 * with the domain's quote engine; the web shows them. Money is whole pence; unit rates and
 * standing charges are whole hundredths of a penny (26.11p is 2611).
 */

export const fuelTypeSchema = z.enum(['DualFuel', 'Electric', 'Gas']);
export const tariffTypeSchema = z.enum(['Fixed', 'Variable']);
export type TariffType = z.infer<typeof tariffTypeSchema>;
export const tariffPaymentMethodSchema = z.enum(['Monthly Direct Debit', 'Prepayment Meter']);

/** One fuel's prices and estimate within a priced tariff. */
export const pricedFuelSchema = z.object({
  /** Hundredths of a penny per kWh: the single rate, or the Economy 7 day rate. */
  unitRate1: z.number().int(),
  /** Economy 7 night rate; null for single-rate electricity and gas. */
  unitRate2: z.number().int().nullable(),
  /** 'Unit rate', or 'Day rate' and 'Night rate' for Economy 7. */
  unitRate1Label: z.string(),
  unitRate2Label: z.string().nullable(),
  /** Hundredths of a penny per day. */
  standingCharge: z.number().int(),
  /** Assumed annual kWh at rate 1 and (Economy 7) at rate 2. */
  annualKwh1: z.number().int(),
  annualKwh2: z.number().int().nullable(),
  /** Exit fee in pence for this fuel; 0 is "No exit fee". */
  exitFeePence: z.number().int(),
  /** Annual cost of this fuel in pence, VAT included. */
  annualCostPence: z.number().int(),
  monthlyCostPence: z.number().int(),
});
export type PricedFuel = z.infer<typeof pricedFuelSchema>;

/** A tariff priced for one mover's home and usage (the spec's Energy tariff). */
export const pricedTariffSchema = z.object({
  /** The catalogue's tariff code (also tariffUrl and identifier). */
  id: z.string(),
  identifier: z.string(),
  tariffUrl: z.string(),
  quoteId: z.string(),
  /** Unique within its quote: the tariff code and the fuel it is priced for. */
  priceId: z.string(),
  tariffName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  supplierImageUrl: z.string(),
  isFeaturedSupplier: z.boolean(),
  /** The fuel(s) this price covers: DualFuel, or one fuel (mixed meters, single-fuel homes). */
  energyType: fuelTypeSchema,
  tariffType: tariffTypeSchema,
  paymentMethod: tariffPaymentMethodSchema,
  /** Months of a fixed term; null when variable. */
  contractLength: z.number().int().nullable(),
  /** yyyy-MM-dd, the end of a fixed term counted from today's earliest start; null: "No end date". */
  fixedTermEnd: z.string().nullable(),
  isPaperless: z.boolean(),
  isSmartSpecific: z.boolean(),
  isDefault: z.boolean(),
  recommendationReason: z.string().nullable(),
  uspText: z.string().nullable(),
  enhancedFeatures: z.array(z.string()),
  offersGreenerUpgrade: z.boolean(),
  /** The 23% winter uplift applies to the monthly direct debit (service-journeys 2). */
  winterUplift: z.boolean(),
  electricity: pricedFuelSchema.nullable(),
  gas: pricedFuelSchema.nullable(),
  /** Annual total in pence (VAT, paper fee included). */
  newSpend: z.number().int(),
  newSpendMonthly: z.number().int(),
  newSpendMonthlyElec: z.number().int().nullable(),
  newSpendMonthlyGas: z.number().int().nullable(),
  /** Annual saving in pence against the featured supplier's standard variable tariff; null when none. */
  svtSaving: z.number().int().nullable(),
  termsUrl: z.string().nullable(),
  /**
   * The catalogue's terms (service-journeys 3 "Energy tariff"): the supplier's general terms
   * link, the tariff's terms PDF, its principal terms, and who supplies each fuel. Absent on
   * prices stored before the catalogue carried them.
   */
  generalTermsUrl: z.string().nullable().optional(),
  tariffTermsPDF: z.string().nullable().optional(),
  principalTerms: z.array(z.string()).optional(),
  elecDisplaySupplierName: z.string().nullable().optional(),
  gasDisplaySupplierName: z.string().nullable().optional(),
});
export type PricedTariff = z.infer<typeof pricedTariffSchema>;

/** The filter panel's values (service-journeys 2 energy list); all empty or false is no filter. */
export const quoteFiltersSchema = z.object({
  suppliers: z.array(z.string().max(100)).max(50).default([]),
  tariffTypes: z.array(tariffTypeSchema).max(2).default([]),
  noExitFee: z.boolean().default(false),
  exitFee: z.boolean().default(false),
  paperless: z.boolean().default(false),
  paper: z.boolean().default(false),
});
export type QuoteFilters = z.infer<typeof quoteFiltersSchema>;

export const NO_QUOTE_FILTERS: QuoteFilters = {
  suppliers: [],
  tariffTypes: [],
  noExitFee: false,
  exitFee: false,
  paperless: false,
  paper: false,
};

/** POST /api/quotes and /api/quotes/wom. fuelType picks one fuel's list (mixed meters). */
export const quoteRequestSchema = z.object({
  filters: quoteFiltersSchema.default(NO_QUOTE_FILTERS),
  wholeOfMarket: z.boolean().default(false),
  /** Every tariff, ignoring the featured-first cut of the default list. */
  getAll: z.boolean().default(false),
  fuelType: fuelTypeSchema.optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The filter panel's options for this home (suppliers with tariffs here, and what is selected). */
export const quoteFilterOptionsSchema = z.object({
  wholeOfMarket: z.boolean(),
  suppliers: z.array(
    z.object({ supplierId: z.string(), supplierName: z.string(), selected: z.boolean() }),
  ),
  tariffTypes: z.array(z.object({ tariffType: tariffTypeSchema, selected: z.boolean() })),
  noExitFee: z.boolean(),
  exitFee: z.boolean(),
  paperless: z.boolean(),
  paper: z.boolean(),
  /** Whether any listed tariff is fixed, has an exit fee, is paperless (which filters make sense). */
  isFixed: z.boolean(),
  hasExitFee: z.boolean(),
  isPaperless: z.boolean(),
});
export type QuoteFilterOptions = z.infer<typeof quoteFilterOptionsSchema>;

/** The answer of POST /api/quotes (the spec's Energy quotes). The default tariff comes first. */
export const quoteResponseSchema = z.object({
  quoteId: z.string(),
  tariffs: z.array(pricedTariffSchema),
  totalCountOfTariffs: z.number().int(),
  originalRequest: quoteRequestSchema,
  filterOptions: quoteFilterOptionsSchema,
  /** The catalogue's period label ("illustrative, based on the Ofgem price cap …") for the footnotes. */
  catalogueLabel: z.string(),
  /**
   * Outside production only, when the catalogue's period is over (or not begun): "Illustrative
   * prices, valid to 30/09/2026", shown above the tariffs. Production refuses to quote instead.
   */
  catalogueNotice: z.string().optional(),
  /** Set when the filters leave no tariff: "Sorry, there are no valid results matching your filter criteria." */
  message: z.string().optional(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** POST /api/quotes/select: the chosen price(s) and the add-ons kept with them. */
export const quoteSelectBodySchema = z.object({
  tariffsId: z
    .array(z.object({ quoteId: z.string().uuid(), priceId: z.string().min(1).max(200) }))
    .min(1)
    .max(2),
  addOnsIdentifiers: z.array(z.string().min(1).max(100)).max(20).default([]),
});
export type QuoteSelectBody = z.infer<typeof quoteSelectBodySchema>;
