import { isBedroomChoice } from '../codes/bedroom-choice';
import { includesGas, type FuelType } from '../codes/fuel-type';
import { isKnownUsage } from '../codes/known-usage';
import { isOccupantChoice } from '../codes/occupant-choice';
import { isPropertyType } from '../codes/property-type';
import { ENERGY_USAGE_MESSAGES, kwhMessage } from '../schemas/energy-usage';

/** The usage form as a page holds it: any answer may still be missing. */
export type EnergyUsageAnswers = {
  readonly knownUsage?: string | undefined;
  readonly electricityKwhUsage?: string | undefined;
  readonly gasKwhUsage?: string | undefined;
  readonly numberOfBedrooms?: number | undefined;
  readonly propertyType?: number | undefined;
  readonly numberOfPeople?: number | undefined;
  readonly gas?: string | undefined;
  readonly prepay?: string | undefined;
  readonly economy7?: string | undefined;
};

export type EnergyUsageContext = {
  /** The home's fuels from the supply check; null when not known. */
  readonly fuelType: FuelType | null;
  /**
   * The supply check found the meter details; when false the manual meter questions are asked and
   * must be answered, since the quotes take the meters from them. Default true.
   */
  readonly knownMeterDetails?: boolean;
};

export type EnergyUsageField =
  | 'knownUsage'
  | 'electricityKwhUsage'
  | 'gasKwhUsage'
  | 'numberOfBedrooms'
  | 'propertyType'
  | 'numberOfPeople'
  | 'prepay'
  | 'economy7'
  | 'gas';

const MANUAL_METER_FIELDS = ['prepay', 'economy7', 'gas'] as const;
const isYesNo = (value: string | undefined) => value === 'Y' || value === 'N';

/** Whether the gas kWh question applies: the manual gas flag is Y or the home takes gas. */
export function usageAsksGas(answers: EnergyUsageAnswers, context: EnergyUsageContext): boolean {
  return answers.gas === 'Y' || (context.fuelType !== null && includesGas(context.fuelType));
}

/**
 * The energy usage rules (service-journeys 5), one message per field, keyed by the form's field
 * names; empty when the answers can be saved.
 * - knownUsage must be Y, N or U.
 * - Y: electricity kWh is required; gas kWh too when gas applies (manual gas flag Y, or the home's
 *   fuel is dual or gas). Each typed kWh gets kwhMessage's one message.
 * - N: bedrooms, property type and people are required.
 * - U: nothing more.
 * - Meter details unknown: the three manual meter flags (prepay, economy7, gas) need Y or N, with
 *   the spec's choice message (docs/decisions.md).
 */
export function validateEnergyUsage(
  answers: EnergyUsageAnswers,
  context: EnergyUsageContext,
): Partial<Record<EnergyUsageField, string>> {
  const errors: Partial<Record<EnergyUsageField, string>> = {};
  if (context.knownMeterDetails === false) {
    for (const field of MANUAL_METER_FIELDS) {
      if (!isYesNo(answers[field])) errors[field] = ENERGY_USAGE_MESSAGES.knownUsage;
    }
  }
  if (!isKnownUsage(answers.knownUsage)) {
    errors.knownUsage = ENERGY_USAGE_MESSAGES.knownUsage;
    return errors;
  }
  if (answers.knownUsage === 'Y') {
    const electricity = kwhMessage(answers.electricityKwhUsage);
    if (electricity !== null) errors.electricityKwhUsage = electricity;
    if (usageAsksGas(answers, context)) {
      const gas = kwhMessage(answers.gasKwhUsage);
      if (gas !== null) errors.gasKwhUsage = gas;
    }
  }
  if (answers.knownUsage === 'N') {
    if (!isBedroomChoice(answers.numberOfBedrooms)) {
      errors.numberOfBedrooms = ENERGY_USAGE_MESSAGES.bedrooms;
    }
    if (!isPropertyType(answers.propertyType)) {
      errors.propertyType = ENERGY_USAGE_MESSAGES.propertyType;
    }
    if (!isOccupantChoice(answers.numberOfPeople)) {
      errors.numberOfPeople = ENERGY_USAGE_MESSAGES.people;
    }
  }
  return errors;
}
