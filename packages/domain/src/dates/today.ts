import type { Clock } from './clock';
import type { IsoDate } from './calendar-date';

/** The UK's time zone: "today" for a mover is the date on a clock in London. */
export const UK_TIME_ZONE = 'Europe/London';

const londonDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in London as 'yyyy-MM-dd' (so 23:30 UTC in summer is already tomorrow). */
export function todayIso(clock: Clock): IsoDate {
  return isoDateInLondon(clock.now());
}

const MINUTE_MS = 60_000;
/** The last minute asked about and its date: every request asks, and Intl's answer is slow. */
let lastAsked: { minute: number; date: IsoDate } | undefined;

/**
 * The London calendar date of an instant. London's offset from UTC is always whole hours, so
 * every instant of a UTC minute has the same London date: one answer is kept per minute.
 */
export function isoDateInLondon(instant: Date): IsoDate {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  if (lastAsked?.minute === minute) return lastAsked.date;
  const parts = londonDate.formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day'): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  lastAsked = { minute, date };
  return date;
}
