import type { Nation } from '../schemas/address';
import {
  addMonths,
  formatDisplayDate,
  isAfter,
  isBefore,
  isIsoDate,
  laterOf,
  type IsoDate,
} from '../dates/calendar-date';
import { addWorkingDays } from '../dates/working-days';

/**
 * The earliest install date of a package at an address (issue 11; API side only: it counts
 * working days with the nation's bank holidays, which the web never loads), and the mover's choice
 * of when to install (issue 18; the same rule in the details page and the API).
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

// ── When to install: the spec's start-service options (service-journeys 9) ─────────────────

/** "Start-service options: asap or a custom installation date." */
export const INSTALL_START_OPTIONS = ['asap', 'custom'] as const;
export type InstallStart = (typeof INSTALL_START_OPTIONS)[number];

export function isInstallStart(value: unknown): value is InstallStart {
  return (INSTALL_START_OPTIONS as readonly unknown[]).includes(value);
}

/** A custom date may be up to this many months after the later of move-in and the earliest date. */
export const CUSTOM_INSTALL_MONTHS = 3;

export const INSTALL_DATE_MESSAGES = {
  start: 'Please choose when you would like it installed',
  date: 'Please enter a valid installation date',
} as const;

/** The custom installation dates a package allows: from its earliest install date. */
export function customInstallWindow(
  earliestInstallDate: IsoDate,
  moveInDate: IsoDate | null,
): { earliest: IsoDate; latest: IsoDate } {
  const from = moveInDate ? laterOf(earliestInstallDate, moveInDate) : earliestInstallDate;
  return { earliest: earliestInstallDate, latest: addMonths(from, CUSTOM_INSTALL_MONTHS) };
}

/** "You must select a date between {earliest} and {latest}" (the start date's words), dd/MM/yyyy. */
export function installDateRangeMessage(window: { earliest: IsoDate; latest: IsoDate }): string {
  return `You must select a date between ${formatDisplayDate(window.earliest)} and ${formatDisplayDate(window.latest)}`;
}

export type InstallChoice = { start: InstallStart; date: IsoDate };

/**
 * The mover's choice checked against the package: asap is its earliest install date; a custom
 * date is a real date within customInstallWindow. Answers the date to keep, or the message.
 */
export function checkInstallChoice(
  asked: { start: unknown; date?: string | null },
  pkg: { earliestInstallDate: IsoDate },
  moveInDate: IsoDate | null,
): { ok: true; choice: InstallChoice } | { ok: false; field: 'start' | 'date'; message: string } {
  if (!isInstallStart(asked.start)) {
    return { ok: false, field: 'start', message: INSTALL_DATE_MESSAGES.start };
  }
  if (asked.start === 'asap') {
    return { ok: true, choice: { start: 'asap', date: pkg.earliestInstallDate } };
  }
  if (!isIsoDate(asked.date)) {
    return { ok: false, field: 'date', message: INSTALL_DATE_MESSAGES.date };
  }
  const window = customInstallWindow(pkg.earliestInstallDate, moveInDate);
  if (isBefore(asked.date, window.earliest) || isAfter(asked.date, window.latest)) {
    return { ok: false, field: 'date', message: installDateRangeMessage(window) };
  }
  return { ok: true, choice: { start: 'custom', date: asked.date } };
}

/** The move-in warning: the line is installed after the move-in date. */
export function installsAfterMoveIn(installDate: IsoDate, moveInDate: IsoDate | null): boolean {
  return moveInDate !== null && isAfter(installDate, moveInDate);
}
