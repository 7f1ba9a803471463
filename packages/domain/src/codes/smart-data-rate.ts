/** Smart-meter data rates on the payment form; Monthly applies to billing only (service-journeys 3). */
export const SMART_DATA_RATE = {
  halfHourly: 'HalfHourly',
  daily: 'Daily',
  monthly: 'Monthly',
} as const;
export type SmartDataRate = (typeof SMART_DATA_RATE)[keyof typeof SMART_DATA_RATE];

export const SMART_BILLING_DATA_RATES: readonly SmartDataRate[] = [
  'HalfHourly',
  'Daily',
  'Monthly',
];
export const SMART_SETTLEMENT_DATA_RATES: readonly SmartDataRate[] = ['HalfHourly', 'Daily'];

/**
 * The data rates the payment form offers (service-journeys 3 and 6): "Every half hour" only where
 * the brand's halfHourlySettlementConsent flag is on, for billing as for settlement (a half-hourly
 * reading for bills would hand over the data the flag withholds); without it billing offers daily
 * and monthly, and settlement daily only.
 */
export function smartDataRatesFor(halfHourlyAllowed: boolean): {
  billing: readonly SmartDataRate[];
  settlement: readonly SmartDataRate[];
} {
  const offered = (rates: readonly SmartDataRate[]) =>
    halfHourlyAllowed ? rates : rates.filter((rate) => rate !== SMART_DATA_RATE.halfHourly);
  return {
    billing: offered(SMART_BILLING_DATA_RATES),
    settlement: offered(SMART_SETTLEMENT_DATA_RATES),
  };
}
