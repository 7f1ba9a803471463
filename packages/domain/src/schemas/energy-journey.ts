import { z } from 'zod';
import { energyUsageFormSchema } from './energy-usage';
import { fuelTypeSchema, pricedTariffSchema, quoteFiltersSchema } from './energy-quotes';

/** GET /api/address/check-supply (cached 30 s): the supply facts of the new home for energy. */
export const supplyCheckSchema = z.object({
  fuelSupplyChecked: z.boolean(),
  supplyElec: z.boolean().nullable(),
  supplyGas: z.boolean().nullable(),
  /** The meter point is non-domestic: the commercial-supply message, no quotes. */
  isCommercialSupply: z.boolean(),
  fuelType: fuelTypeSchema.nullable(),
  isMixedMeters: z.boolean(),
  /** Meter details are known (MPAN/MPRN and meter kinds): decides the start-date offset. */
  knownMeterDetails: z.boolean(),
  /** The meter set-up can be quoted (otherwise the unsupported-meter message). */
  isMeterSupported: z.boolean(),
  /** GB electricity region ('_A'–'_P') and its name; null when not found. */
  region: z.string().nullable(),
  regionName: z.string().nullable(),
  economy7: z.boolean(),
  hasElecSmartMeter: z.boolean(),
  hasGasSmartMeter: z.boolean(),
  isElecPayg: z.boolean(),
  isGasPayg: z.boolean(),
  supportsFastSwitch: z.boolean(),
  quotableEnergy: z.boolean(),
  isMoveInDateInRange: z.boolean(),
  /** The move-in date is after today (the unknown-meter words differ); optional for older answers. */
  isMoveInDateFuture: z.boolean().optional(),
});
export type SupplyCheck = z.infer<typeof supplyCheckSchema>;

/**
 * GET /api/energy-journey (cached 30 s, fetched after the supply check): the spec's energy
 * journey response plus the state held for the mover (service-journeys 3).
 */
export const energyJourneySchema = z.object({
  propertyUsage: z.object({
    usageInfo: energyUsageFormSchema.nullable(),
    knownMeterDetails: z.boolean(),
  }),
  hasMultiRate: z.boolean(),
  /** 'exception' when the journey cannot be quoted (meter not supported, commercial supply). */
  type: z.enum(['ok', 'exception']),
  hasSingleRateOnlyMultiRatePendingCos: z.boolean(),
  propertyType: z.number().int().nullable(),
  /** Annual kWh the quotes use (known, estimated, or the medium values for U). */
  electricityKwh: z.number().int().nullable(),
  gasKwh: z.number().int().nullable(),
  filterOptions: quoteFiltersSchema.nullable(),
  mixedMeterFuelType: fuelTypeSchema,
  selectedTariff: pricedTariffSchema.nullable(),
  selectedTariffSecondary: pricedTariffSchema.nullable(),
  selectedAddOns: z.array(z.string()),
  /** yyyy-MM-dd */
  startDate: z.string().nullable(),
  coolingOffAgreed: z.boolean(),
  psrAnswered: z.boolean(),
});
export type EnergyJourney = z.infer<typeof energyJourneySchema>;
