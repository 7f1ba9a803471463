import { z } from 'zod';
import { MAX_ANNUAL_USAGE_KWH } from '../codes/known-usage';

/** The spec's energy usage messages (service-journeys 5). */
export const ENERGY_USAGE_MESSAGES = {
  knownUsage: 'Please select one of the options',
  numbersOnly: 'This field can only contain numbers',
  wholeKwh: 'To the nearest kWh',
  aboveZero: 'Please enter a value greater than 0',
  tooHigh: 'Your usage seems too high, please enter a value less than 499999',
  required: 'This field is required',
  bedrooms: 'Please select the number of rooms',
  propertyType: 'Please select property type',
  people: 'Please select the number of people',
} as const;

const yesNo = z.enum(['Y', 'N']);

/**
 * The usage form (service-journeys 3 "Energy usage form"): kWh as typed (strings) so each of the
 * spec's messages can be told apart; the choices as their stored numbers.
 */
export const energyUsageFormSchema = z.object({
  knownUsage: z.enum(['Y', 'N', 'U'], { error: ENERGY_USAGE_MESSAGES.knownUsage }),
  electricityKwhUsage: z.string().max(20).optional(),
  gasKwhUsage: z.string().max(20).optional(),
  numberOfBedrooms: z.number().int().optional(),
  propertyType: z.number().int().optional(),
  numberOfPeople: z.number().int().optional(),
  /** Manual meter flags (Y/N): prepayment, Economy 7, gas supply. */
  prepay: yesNo.optional(),
  economy7: yesNo.optional(),
  gas: yesNo.optional(),
});
export type EnergyUsageForm = z.infer<typeof energyUsageFormSchema>;

/** The one message for a typed kWh value, or null when it is a whole number from 1 to 499999. */
export function kwhMessage(text: string | undefined): string | null {
  const value = (text ?? '').trim();
  if (value === '') return ENERGY_USAGE_MESSAGES.required;
  if (!/^-?\d*\.?\d+$/.test(value)) return ENERGY_USAGE_MESSAGES.numbersOnly;
  const n = Number(value);
  if (!Number.isInteger(n)) return ENERGY_USAGE_MESSAGES.wholeKwh;
  if (n <= 0) return ENERGY_USAGE_MESSAGES.aboveZero;
  if (n > MAX_ANNUAL_USAGE_KWH) return ENERGY_USAGE_MESSAGES.tooHigh;
  return null;
}

/**
 * POST /api/quotes/energy-usage-info: the annual kWh the quotes would use for the answers (typed
 * for Y; estimated from the home for N; Ofgem's medium values for U), nothing saved.
 */
export const energyUsageInfoSchema = z.object({
  knownUsage: z.enum(['Y', 'N', 'U']),
  electricityKwh: z.number().int(),
  gasKwh: z.number().int().nullable(),
  isEstimate: z.boolean(),
});
export type EnergyUsageInfo = z.infer<typeof energyUsageInfoSchema>;
