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
