import { formatDisplayDate, isAfter, isBefore, type IsoDate } from '../dates/calendar-date';

/**
 * Whether a tariff catalogue's prices are current (ARCHITECTURE: a catalogue carries the period
 * its prices are for; no price past it is shown as current). Energy prices follow Ofgem's cap,
 * which changes every quarter, so a catalogue is valid from its first day to its last, inclusive.
 */
export type CatalogueValidity = 'current' | 'expired' | 'not-yet-valid';

export type CataloguePeriod = { validFrom: IsoDate; validTo: IsoDate };

export function catalogueValidity(period: CataloguePeriod, today: IsoDate): CatalogueValidity {
  if (isAfter(today, period.validTo)) return 'expired';
  if (isBefore(today, period.validFrom)) return 'not-yet-valid';
  return 'current';
}

/** Shown above the list when a catalogue out of its period still quotes (never in production). */
export function illustrativePricesNotice(period: CataloguePeriod): string {
  return `Illustrative prices, valid to ${formatDisplayDate(period.validTo)}`;
}

/** Why a catalogue is not current, for the operator (the log, readiness, the load command). */
export function catalogueValidityReason(period: CataloguePeriod, today: IsoDate): string | null {
  const validity = catalogueValidity(period, today);
  if (validity === 'expired')
    return `the energy catalogue's prices expired on ${period.validTo} (today is ${today}): load the current quarter's catalogue with npm run energy-catalogue`;
  if (validity === 'not-yet-valid')
    return `the energy catalogue's prices are valid from ${period.validFrom} (today is ${today})`;
  return null;
}
