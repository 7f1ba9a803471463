import type { EnergySummary } from '../schemas/confirmation';

type BadgeFacts = Pick<EnergySummary, 'paymentType' | 'fixedTerm' | 'smartRequested'> &
  Partial<Pick<EnergySummary, 'isBundle' | 'percentOff'>>;

/**
 * The completed energy card's badges (service-journeys 2, "badges (Bundle, Pay As You Go, percent
 * off)"), in that order, then the fixed term and a requested smart meter.
 */
export function energyCardBadges(summary: BadgeFacts): string[] {
  return [
    summary.isBundle ? 'Bundle' : null,
    summary.paymentType === 'Prepayment Meter' ? 'Pay As You Go' : null,
    summary.percentOff ? `${summary.percentOff}% off` : null,
    summary.fixedTerm,
    summary.smartRequested ? 'Smart meter requested' : null,
  ].filter((badge): badge is string => badge !== null);
}

/**
 * "Opted in and completed: smart meter email" (service-journeys 2): what the mover is told about
 * the smart meter they asked for once energy is set up.
 */
export function smartMeterEmailText(supplierName: string | null): string {
  return `${supplierName ?? 'Your new supplier'} will email you to book a day and time to fit your smart meter.`;
}
