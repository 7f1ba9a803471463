import type { FuelType } from '../codes/fuel-type';
import type { KnownUsage } from '../codes/known-usage';
import { PROPERTY_TYPE } from '../codes/property-type';
import { usageAsksGas } from './usage-validation';

/**
 * Ofgem's typical domestic consumption values (TDCVs), kWh a year.
 *
 * Medium: the values used from 1 July 2026 — electricity 2,500 (multi-rate, e.g. Economy 7, 3,400)
 * and gas 9,500.
 * Low and high: Ofgem's October 2023 set (electricity 1,800 / 4,100, Economy 7 2,200 / 6,700, gas
 * 7,500 / 17,000) scaled by the same ratio as its medium value (new medium ÷ old medium: 2,500/2,700,
 * 3,400/3,900, 9,500/11,500) and rounded to the nearest 100 kWh, as no new low/high set is at hand.
 */
export type TypicalConsumption = {
  readonly low: number;
  readonly medium: number;
  readonly high: number;
};

export const TYPICAL_ELECTRICITY_KWH: TypicalConsumption = {
  low: 1_700,
  medium: 2_500,
  high: 3_800,
};
export const TYPICAL_ELECTRICITY_MULTI_RATE_KWH: TypicalConsumption = {
  low: 1_900,
  medium: 3_400,
  high: 5_800,
};
export const TYPICAL_GAS_KWH: TypicalConsumption = { low: 6_200, medium: 9_500, high: 14_000 };

/** Ofgem's medium values (from 1 July 2026): what a quote assumes when the usage is not known. */
export const MEDIUM_USAGE = {
  electricityKwh: TYPICAL_ELECTRICITY_KWH.medium,
  electricityMultiRateKwh: TYPICAL_ELECTRICITY_MULTI_RATE_KWH.medium,
  gasKwh: TYPICAL_GAS_KWH.medium,
} as const;

/** The usage form's answers the estimate reads (service-journeys 3 "Energy usage form"). */
export type UsageEstimateAnswers = {
  readonly knownUsage?: KnownUsage | undefined;
  readonly numberOfBedrooms?: number | undefined;
  readonly propertyType?: number | undefined;
  readonly numberOfPeople?: number | undefined;
};

export type UsageEstimateMeter = {
  /** Economy 7 (multi-rate) electricity: the multi-rate values apply. */
  readonly economy7: boolean;
  /** The home takes gas: without it gasKwh is null. */
  readonly hasGas: boolean;
};

export type AnnualUsage = {
  readonly electricityKwh: number;
  readonly gasKwh: number | null;
};

/**
 * The home's size score, from -3 (small) to +3 (large): one point each way per answer.
 * - Bedrooms: "1-2" (1) → -1, 3 → 0, "4+" (4) → +1.
 * - Property type: Flat or maisonette → -1, Bungalow, Terraced, Semi-detached → 0, Detached → +1.
 * - People: 1 → -1, 2 or 3 → 0, 4 or more ("9+" included) → +1.
 */
export function usageSizeScore(bedrooms: number, propertyType: number, people: number): number {
  const bedroomPoint = bedrooms <= 2 ? -1 : bedrooms >= 4 ? 1 : 0;
  const propertyPoint =
    propertyType === PROPERTY_TYPE.flatOrMaisonette
      ? -1
      : propertyType === PROPERTY_TYPE.detached
        ? 1
        : 0;
  const peoplePoint = people <= 1 ? -1 : people >= 4 ? 1 : 0;
  return bedroomPoint + propertyPoint + peoplePoint;
}

/**
 * Where a score sits on Ofgem's low/medium/high: -3 or -2 → low, -1 → halfway low–medium,
 * 0 → medium, +1 → halfway medium–high, +2 or +3 → high. Rounded to the nearest 100 kWh.
 */
export function consumptionForScore(values: TypicalConsumption, score: number): number {
  if (score <= -2) return values.low;
  if (score >= 2) return values.high;
  if (score === -1) return roundToHundred((values.low + values.medium) / 2);
  if (score === 1) return roundToHundred((values.medium + values.high) / 2);
  return values.medium;
}

function roundToHundred(kwh: number): number {
  return Math.round(kwh / 100) * 100;
}

/**
 * The annual usage assumed for a home from the usage form. Answer N with bedrooms, property type and
 * people → the estimate from the size score; anything else (U, or answers missing) → Ofgem's medium
 * values. Economy 7 uses the multi-rate values; gasKwh is null when the home takes no gas.
 * (Answer Y carries typed kWh: the caller uses those, not this estimate.)
 */
export function estimateAnnualUsage(
  answers: UsageEstimateAnswers,
  meter: UsageEstimateMeter,
): AnnualUsage {
  const electricity = meter.economy7 ? TYPICAL_ELECTRICITY_MULTI_RATE_KWH : TYPICAL_ELECTRICITY_KWH;
  const { numberOfBedrooms, propertyType, numberOfPeople } = answers;
  const score =
    answers.knownUsage === 'N' &&
    numberOfBedrooms !== undefined &&
    propertyType !== undefined &&
    numberOfPeople !== undefined
      ? usageSizeScore(numberOfBedrooms, propertyType, numberOfPeople)
      : 0;
  return {
    electricityKwh: consumptionForScore(electricity, score),
    gasKwh: meter.hasGas ? consumptionForScore(TYPICAL_GAS_KWH, score) : null,
  };
}

/** The usage form's answers the quotes read (service-journeys 3 "Energy usage form"). */
export type UsageFormAnswers = UsageEstimateAnswers & {
  readonly knownUsage: KnownUsage;
  readonly electricityKwhUsage?: string | undefined;
  readonly gasKwhUsage?: string | undefined;
  readonly economy7?: string | undefined;
  readonly gas?: string | undefined;
};

/** The home as the supply check tells it. */
export type UsageHome = {
  readonly fuelType: FuelType | null;
  /** The meter is Economy 7 (multi-rate). */
  readonly economy7: boolean;
};

export type AssumedAnnualUsage = AnnualUsage & {
  readonly knownUsage: KnownUsage;
  /** False when the mover typed the kWh (Y). */
  readonly isEstimate: boolean;
};

/**
 * The annual kWh the quotes use for answers that passed validateEnergyUsage: the typed values for
 * Y, otherwise the estimate (N) or Ofgem's medium values (U). Gas counts when the usage rules ask
 * for it (the home takes gas or the manual gas flag is Y); Economy 7 when the meter is Economy 7 or
 * the manual flag says so.
 */
export function assumedAnnualUsage(form: UsageFormAnswers, home: UsageHome): AssumedAnnualUsage {
  const hasGas = usageAsksGas(form, { fuelType: home.fuelType });
  if (form.knownUsage === 'Y') {
    return {
      knownUsage: 'Y',
      electricityKwh: Number((form.electricityKwhUsage ?? '').trim()),
      gasKwh: hasGas ? Number((form.gasKwhUsage ?? '').trim()) : null,
      isEstimate: false,
    };
  }
  const economy7 = home.economy7 || form.economy7 === 'Y';
  return {
    knownUsage: form.knownUsage,
    ...estimateAnnualUsage(form, { economy7, hasGas }),
    isEstimate: true,
  };
}
