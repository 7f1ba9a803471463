import type { Nation } from '../schemas/address';
import type { IsoDate } from '../dates/calendar-date';
import { addWorkingDays } from '../dates/working-days';

/**
 * The earliest install date of a package at an address (issue 11). API side only: it counts
 * working days with the nation's bank holidays, which the web never loads.
 */

/** A provider's install lead time for one technology, in working days. */
export type InstallLeadTime = {
  /** A new line, or one that must be reconnected. */
  newLineWorkingDays: number;
  /** The address already has a working line of this kind: a switch-over only. */
  activeLineWorkingDays: number;
};

export function earliestInstallDate(input: {
  today: IsoDate;
  nation: Nation;
  leadTime: InstallLeadTime;
  hasActiveLine: boolean;
}): IsoDate {
  const days = input.hasActiveLine
    ? input.leadTime.activeLineWorkingDays
    : input.leadTime.newLineWorkingDays;
  return addWorkingDays(input.today, days, input.nation);
}

/** Ready when installed on or before the move-in date; without a move-in date, always ready. */
export function isReadyByMoveIn(installDate: IsoDate, moveInDate: IsoDate | null): boolean {
  return moveInDate === null || installDate <= moveInDate;
}
