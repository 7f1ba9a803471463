/** How energy is paid for (service-journeys 9); the values are the spec's wording. */
export const PAYMENT_TYPE = {
  prepaymentMeter: 'Prepayment Meter',
  monthlyDirectDebit: 'Monthly Direct Debit',
} as const;
export type PaymentType = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

export function isPaymentType(value: unknown): value is PaymentType {
  return value === PAYMENT_TYPE.prepaymentMeter || value === PAYMENT_TYPE.monthlyDirectDebit;
}

/** Pay as you go shows "Please confirm the tariff you have chosen." instead of the bank form. */
export function isDirectDebit(paymentType: PaymentType): boolean {
  return paymentType === PAYMENT_TYPE.monthlyDirectDebit;
}
