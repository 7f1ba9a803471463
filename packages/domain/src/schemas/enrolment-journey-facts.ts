import { z } from 'zod';

/**
 * The enrolment's meterType values (service-journeys 3); energy-facts meterTypeOf says which.
 * Kept beside the schema that reads them, so every form page's shared schema chunk holds them.
 */
export const METER_TYPES = ['Standard', 'Economy7', 'Smart', 'Prepayment', 'Mixed'] as const;
export type MeterType = (typeof METER_TYPES)[number];

/** The enrolment's supplyStatus: which fuels a supplier holds at the new home, and whether checked. */
export const supplyStatusSchema = z.object({
  supplyElec: z.boolean().nullable(),
  supplyGas: z.boolean().nullable(),
  fuelSupplyChecked: z.boolean(),
});

const optIn = z.union([z.literal(0), z.literal(1)]).nullable();

/**
 * The service-journey facts of an enrolment (service-journeys 3, confirmation summary): what the
 * next-page rules and product selection read. Written by product selection, council and water,
 * energy and broadband; the energy facts come from the address data with the address.
 */
export const enrolmentJourneyFactsSchema = z.object({
  energyOptIn: optIn,
  entertainmentOptIn: optIn,
  councilOptIn: optIn,
  waterOptIn: optIn,
  /** Null until product selection has been answered. */
  energyConsented: z.boolean().nullable(),
  entertainmentConsented: z.boolean().nullable(),
  councilConsented: z.boolean().nullable(),
  waterConsented: z.boolean().nullable(),
  /** From the brand's product offers: offered and mandatory (4). */
  councilIsMandatory: z.boolean(),
  waterIsMandatory: z.boolean(),
  /** PRODUCT_OFFERED_STATUS of energy for this mover's brand. */
  energyOfferedStatus: z.number().int().min(0).max(4),
  entertainmentOfferedStatus: z.number().int().min(0).max(4),
  councilComplete: z.boolean(),
  waterComplete: z.boolean(),
  energyComplete: z.boolean(),
  energySkipped: z.boolean(),
  entertainmentComplete: z.boolean(),
  entertainmentSkipped: z.boolean(),
  skyComplete: z.boolean(),
  broadbandComplete: z.boolean(),
  wombbUserConfirmed: z.boolean(),
  wombbComplete: z.boolean(),
  wombbSkipped: z.boolean(),
  councilRegistrationConfirmed: z.boolean().nullable(),
  waterRegistrationConfirmed: z.boolean().nullable(),
  /** ISO date-time the confirmation page was last shown; null if never. */
  confirmationPageLastViewed: z.string().nullable(),
  isMeterInfoValid: z.boolean(),
  quotableEnergy: z.boolean(),
  fuelType: z.enum(['DualFuel', 'Electric', 'Gas']).nullable(),
  isMixedMeters: z.boolean(),
  isGasPayg: z.boolean(),
  isElecPayg: z.boolean(),
  hasGasSmartMeter: z.boolean(),
  hasElecSmartMeter: z.boolean(),
  economy7: z.boolean(),
  supportsFastSwitch: z.boolean(),
  fuelSupplyChecked: z.boolean(),
  supplyElec: z.boolean().nullable(),
  supplyGas: z.boolean().nullable(),
  /**
   * The home's meters in words (energy-facts meterTypeOf) and the supply check's facts together
   * (supplyStatus), as service-journeys 3 names them. Always sent; optional so older cached
   * answers still parse.
   */
  meterType: z.enum(METER_TYPES).nullable().optional(),
  supplyStatus: supplyStatusSchema.optional(),
  /**
   * An energy tariff is chosen (energy_journeys.selectedTariff), and for mixed meters the second
   * fuel's (selectedTariffSecondary): the guard opens sign-up, PSR and payment after a choice.
   * Optional so older cached answers still parse; absent means none chosen.
   */
  hasStoredTariff: z.boolean().optional(),
  hasStoredSecondaryTariff: z.boolean().optional(),
});
export type EnrolmentJourneyFacts = z.infer<typeof enrolmentJourneyFactsSchema>;
