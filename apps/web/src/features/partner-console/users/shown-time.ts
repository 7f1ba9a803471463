const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/**
 * A moment as "27 Nov 2026, 15:46" in UK time, as the leads pages show one. Its own module, not the
 * leads' words: those would add their lead labels to these pages' chunks (within a 35 KB budget).
 */
export function shownTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
