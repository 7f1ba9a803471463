/** How often an add-on is billed; the values are the spec's wording (service-journeys 3). */
export const BILLING_FREQUENCY = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Annual',
  oneOff: 'One-off',
} as const;
export type BillingFrequency = (typeof BILLING_FREQUENCY)[keyof typeof BILLING_FREQUENCY];

/**
 * Multiplier applied to an add-on's cost before it is shown (service-journeys 9): the number of
 * months one bill covers; a one-off charge is shown once.
 */
export const BILLING_FREQUENCY_MULTIPLIER: Record<BillingFrequency, number> = {
  Monthly: 1,
  Quarterly: 3,
  Annual: 12,
  'One-off': 1,
};

const frequencies: readonly string[] = Object.values(BILLING_FREQUENCY);

export function isBillingFrequency(value: unknown): value is BillingFrequency {
  return typeof value === 'string' && frequencies.includes(value);
}

/** The cost shown for an add-on: its cost times the frequency's multiplier, in whole pence. */
export function billedCostPence(costPence: number, frequency: BillingFrequency): number {
  if (!Number.isSafeInteger(costPence)) throw new RangeError(`not whole pence: ${costPence}`);
  return costPence * BILLING_FREQUENCY_MULTIPLIER[frequency];
}
