import { addDays, laterOf, isAfter, type IsoDate } from '../dates/calendar-date';
import { addWorkingDays } from '../dates/working-days';
import type { Nation } from '../schemas/address';

/**
 * The supply start date window (service-journeys 9): the earliest date is a number of working
 * days from today, the latest 28 days after the later of the move-in date and today.
 */
export const START_DATE_WORKING_DAYS = {
  /** Meter details are known. */
  knownMeters: 5,
  /** Meter details are unknown. */
  unknownMeters: 18,
  /** Meters known, the direct debit changes the supply and no consent to pay during cooling-off. */
  directDebitChangesSupplyWithoutConsent: 15,
} as const;
export const LATEST_START_DAYS_AFTER = 28;

export type StartDateWindowInput = {
  today: IsoDate;
  moveInDate: IsoDate | null;
  /** The new home's nation (its bank holidays); England when unknown. */
  nation: Nation | null;
  knownMeterDetails: boolean;
  /**
   * The direct debit changes the supply: a Monthly Direct Debit tariff taken while the supplier
   * holds no supply for a fuel the mover needs, so the supply changes to it under a contract
   * with a 14-day cooling-off period (docs/decisions.md).
   */
  directDebitChangesSupply: boolean;
  coolingOffAgreed: boolean;
};

export type StartDateWindow = {
  earliest: IsoDate;
  latest: IsoDate;
  /** The date offered first: the earliest. */
  defaultDate: IsoDate;
  workingDays: number;
};

export function startDateWorkingDays(
  input: Omit<StartDateWindowInput, 'today' | 'moveInDate' | 'nation'>,
): number {
  if (!input.knownMeterDetails) return START_DATE_WORKING_DAYS.unknownMeters;
  if (input.directDebitChangesSupply && !input.coolingOffAgreed)
    return START_DATE_WORKING_DAYS.directDebitChangesSupplyWithoutConsent;
  return START_DATE_WORKING_DAYS.knownMeters;
}

/**
 * The window for one mover on one day. Should the earliest fall after the latest (18 working
 * days over Christmas can pass 28 calendar days), the latest moves to the earliest so the window
 * is never empty (docs/decisions.md).
 */
export function startDateWindow(input: StartDateWindowInput): StartDateWindow {
  const workingDays = startDateWorkingDays(input);
  const earliest = addWorkingDays(input.today, workingDays, input.nation ?? 'England');
  const from = input.moveInDate ? laterOf(input.moveInDate, input.today) : input.today;
  const latestByRule = addDays(from, LATEST_START_DAYS_AFTER);
  const latest = isAfter(earliest, latestByRule) ? earliest : latestByRule;
  return { earliest, latest, defaultDate: earliest, workingDays };
}
