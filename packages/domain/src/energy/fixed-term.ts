import { addMonths, isBefore, isIsoDate, type IsoDate } from '../dates/calendar-date';
import { counted } from '../messages/counted';

/** "Fixed for 1 month", "Fixed for 12 months": a fixed term's length, wherever it is shown. */
export function fixedForText(contractLength: number): string {
  return `Fixed for ${counted(contractLength, 'month')}`;
}

/**
 * When a fixed tariff's term ends: one rule for the energy list, the tariff details and the
 * confirmation card. The term runs from the day the new supply starts, for the tariff's months
 * (the same day of the month, or the month's last day when it has no such day). The supply starts
 * on the date the mover chose; before one is chosen, on the default start date the supply start
 * page offers (the earliest of its window), never before it.
 */
export function fixedTermEnd(termMonths: number | null, supplyStart: IsoDate): IsoDate | null {
  if (termMonths === null) return null;
  return addMonths(supplyStart, termMonths);
}

/** The supply start a term counts from: the chosen start date, unless before the default start. */
export function expectedSupplyStart(input: {
  chosenStartDate: string | null | undefined;
  defaultStartDate: IsoDate;
}): IsoDate {
  const { chosenStartDate, defaultStartDate } = input;
  if (!isIsoDate(chosenStartDate) || isBefore(chosenStartDate, defaultStartDate))
    return defaultStartDate;
  return chosenStartDate;
}
