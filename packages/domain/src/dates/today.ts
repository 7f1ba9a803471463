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

/** The London calendar date of an instant. */
export function isoDateInLondon(instant: Date): IsoDate {
  const parts = londonDate.formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day'): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
