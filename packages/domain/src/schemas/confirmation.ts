import { z } from 'zod';
import { TENANT_PORTAL_STORAGE } from '../codes/tenant-portal-storage';
import { councilSummarySchema, waterSummarySchema } from './council-water';
import { energySignupStateSchema } from './energy-signup-state';
import {
  METER_TYPES,
  enrolmentJourneyFactsSchema,
  supplyStatusSchema,
} from './enrolment-journey-facts';

const fuelType = z.enum(['DualFuel', 'Electric', 'Gas']);
/**
 * An ENROLMENT_STATUS code. A plain number here: the status codes module belongs to the portal's
 * shared form chunk, which the confirmation page would otherwise load for this alone.
 */
const statusCode = z.number().int().min(0);

/** An add-on on a completed energy or entertainment card (service-journeys 3). */
export const summaryAddOnSchema = z.object({
  identifier: z.string(),
  title: z.string(),
  cost: z.number().nullable(),
  discountCost: z.number().nullable(),
  discountDescription: z.string().nullable(),
  discountEndDescription: z.string().nullable(),
  summaryDescription: z.string().nullable(),
  billingFrequency: z.string().nullable(),
  isDD: z.boolean(),
  isOneOff: z.boolean(),
  cancellationInfoText: z.string().nullable(),
});

export { energySignupStateSchema, type EnergySignupState } from './energy-signup-state';

/**
 * Energy summary (service-journeys 3), from the stored tariff(s) and the sign-up; the supplier,
 * tariff and price fields are null until a tariff is chosen. Money formatted as £1,234.56;
 * add-on costs in whole pence.
 */
export const energySummarySchema = z.object({
  isOffered: z.boolean(),
  isCompleted: z.boolean(),
  isSkipped: z.boolean(),
  fuelType: fuelType.nullable(),
  supplierName: z.string().nullable(),
  supplierLogoUrl: z.string().nullable(),
  tariffName: z.string().nullable(),
  paymentType: z.string().nullable(),
  isMoveInDateInRange: z.boolean(),
  isMoveInDateInRangeOnCreation: z.boolean(),
  isMoveInDateFuture: z.boolean(),
  smartRequested: z.boolean(),
  /** yyyy-MM-dd */
  energySwitchDate: z.string().nullable(),
  isSmartMeterInstallationAnyDayAndTime: z.boolean(),
  estimatedTotalMonthlyAmountFormatted: z.string().nullable(),
  estimatedTotalMonthlyAmountFormattedAfterDiscounts: z.string().nullable(),
  fixedTerm: z.string().nullable(),
  enhancedFeatures: z.array(z.string()),
  addOns: z.array(summaryAddOnSchema),
  /**
   * The card's badges beside Pay As You Go (service-journeys 2, "badges (Bundle, Pay As You Go,
   * percent off)"): energy chosen together with add-ons, and the whole percent the discounts take
   * off the estimated monthly payment (null when none). Absent on older answers.
   */
  isBundle: z.boolean().optional(),
  percentOff: z.number().int().nullable().optional(),
  /** The one-off add-ons' price together ("£699.00"); null when none is one-off. */
  oneOffSetUpPriceFormatted: z.string().nullable().optional(),
  /** The chosen tariff's terms PDF and the supplier's general terms, and who supplies each fuel. */
  tariffTermsPDF: z.string().nullable().optional(),
  generalTermsUrl: z.string().nullable().optional(),
  elecDisplaySupplierName: z.string().nullable().optional(),
  gasDisplaySupplierName: z.string().nullable().optional(),
  /** The sign-up's hand-off to the supplier; absent or null until energy is completed. */
  signup: energySignupStateSchema.nullable().optional(),
});
export type EnergySummary = z.infer<typeof energySummarySchema>;

/** Entertainment summary (service-journeys 3); package fields are null until broadband is built. */
export const entertainmentSummarySchema = z.object({
  isOffered: z.boolean(),
  isCompleted: z.boolean(),
  isSkipped: z.boolean(),
  wombbUserConfirmed: z.boolean(),
  supplierName: z.string().nullable(),
  supplierLogoUrl: z.string().nullable(),
  packageName: z.string().nullable(),
  contractTerm: z.number().nullable(),
  estimatedSpeed: z.string().nullable(),
  includesBroadband: z.boolean(),
  includesPhone: z.boolean(),
  includesTV: z.boolean(),
  usageLimit: z.string().nullable(),
  callPlanName: z.string().nullable(),
  installationPrice: z.number().nullable(),
  installationPriceFormatted: z.string().nullable(),
  packageMonthlyAmount: z.number().nullable(),
  packageMonthlyAmountFormatted: z.string().nullable(),
  skyCallbackSlot: z.string().nullable(),
  /** When the package is to be installed (ours, issue 18): 'asap' or 'custom', and its yyyy-MM-dd date. */
  installStart: z.enum(['asap', 'custom']).nullable().optional(),
  installDate: z.string().nullable().optional(),
  addOns: z.array(summaryAddOnSchema),
});
export type EntertainmentSummary = z.infer<typeof entertainmentSummarySchema>;

export const confirmationProductsSummarySchema = z.object({
  energy: energySummarySchema,
  /** The second fuel's card for mixed meters (gas beside electricity); null otherwise. */
  energySecondary: energySummarySchema.nullable(),
  entertainment: entertainmentSummarySchema,
  council: councilSummarySchema,
  water: waterSummarySchema,
});
export type ConfirmationProductsSummary = z.infer<typeof confirmationProductsSummarySchema>;

/**
 * GET /api/confirmationdetails: the confirmation summary (service-journeys 3), the caller's own:
 * the enrolment's journey facts (one schema with the Enrolment answer) and what only this page reads.
 */
export const confirmationDetailsSchema = enrolmentJourneyFactsSchema
  .omit({ energyOfferedStatus: true, entertainmentOfferedStatus: true })
  .extend({
    enrolmentId: z.string().uuid(),
    firstName: z.string().nullable(),
    partner: z.string(),
    status: statusCode,
    /** yyyy-MM-dd; for the checklist and the energy reminder. */
    moveInDate: z.string().nullable(),
    /** ISO date-time */
    wombbUserConfirmedDate: z.string().nullable(),
    isMoveInDateInRange: z.boolean(),
    tenantPortalStorage: z.string().nullable(),
    ctwbJourneyToggle: z.boolean(),
    confirmationProductsSummary: confirmationProductsSummarySchema,
  });
export type ConfirmationDetails = z.infer<typeof confirmationDetailsSchema>;

/**
 * PATCH /api/enrolment/fields: the confirmation page's saves, and nothing else. The last-viewed
 * time is the server's: the body only says "now".
 */
export const enrolmentFieldsBodySchema = z
  .object({
    energyOptIn: z.literal(1),
    entertainmentOptIn: z.literal(1),
    councilRegistrationConfirmed: z.boolean(),
    waterRegistrationConfirmed: z.boolean(),
    tenantPortalStorage: z.literal(TENANT_PORTAL_STORAGE.enrolmentCompleted),
    confirmationPageLastViewed: z.literal(true),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to save.' });
export type EnrolmentFieldsBody = z.infer<typeof enrolmentFieldsBodySchema>;

/** GET /api/enrolment/status/{id} */
export const enrolmentStatusResponseSchema = z.object({
  id: z.string().uuid(),
  status: statusCode,
  /** ISO date-time every consented service was settled; null while one is open. */
  servicesCompletedAt: z.string().nullable(),
  /** The home's meters in words (energy-facts meterTypeOf); null while not known. */
  meterType: z.enum(METER_TYPES).nullable(),
  supplyStatus: supplyStatusSchema,
  /** ISO date-time the smart-meter offer was first shown (POST smart-offered); null if never. */
  smartOfferedAt: z.string().nullable(),
});
export type EnrolmentStatusResponse = z.infer<typeof enrolmentStatusResponseSchema>;

/** PUT /api/enrolment/trigger-survey: requested once; a second call answers the first time. */
export const surveyRequestResponseSchema = z.object({
  surveyRequestedAt: z.string(),
});
export type SurveyRequestResponse = z.infer<typeof surveyRequestResponseSchema>;
