import { z } from 'zod';
import {
  formatDisplayDate,
  isAfter,
  isBefore,
  isIsoDate,
  type IsoDate,
} from '../dates/calendar-date';

/** The spec's start date messages (service-journeys 5 "Start date"). */
export const START_DATE_MESSAGES = {
  required: 'Please enter a valid start date',
  coolingOff: 'Please confirm that you are happy to pay for services during cooling-off period',
} as const;

/** "You must select a date between {earliest} and {latest}", dates shown dd/MM/yyyy. */
export function startDateRangeMessage(earliest: IsoDate, latest: IsoDate): string {
  return `You must select a date between ${formatDisplayDate(earliest)} and ${formatDisplayDate(latest)}`;
}

/** The switch text when the FasterSwitching flag is off (service-journeys 9). */
export const SLOW_SWITCH_TEXT = 'Switching your supplier can take up to 21 days.';

const isoDate = z.string().refine(isIsoDate, { error: START_DATE_MESSAGES.required });

/**
 * GET /api/enrolment/start-date: the window for this mover today (yyyy-MM-dd), the date offered
 * first, the stored choice, and whether the cooling-off agreement is asked for. The window for
 * "not agreed" and "agreed" are both given, so the page can move the default when the box is
 * ticked without asking again.
 */
export const startDateWindowResponseSchema = z.object({
  earliest: isoDate,
  latest: isoDate,
  default: isoDate,
  /** With the cooling-off agreement ticked (differs when the direct debit changes the supply). */
  agreed: z.object({ earliest: isoDate, latest: isoDate, default: isoDate }),
  startDate: isoDate.nullable(),
  coolingOffAgreed: z.boolean(),
  /** Meter details are known: the cooling-off agreement must be ticked. */
  coolingOffRequired: z.boolean(),
  /** The brand's FasterSwitching flag; off: "switching takes up to 21 days". */
  fasterSwitching: z.boolean(),
});
export type StartDateWindowResponse = z.infer<typeof startDateWindowResponseSchema>;

/** PUT /api/enrolment/start-date. */
export const startDateBodySchema = z.strictObject({
  startDate: z.string().max(10),
  coolingOffAgreed: z.boolean(),
});
export type StartDateBody = z.infer<typeof startDateBodySchema>;

export type StartDateErrors = Partial<Record<'startDate' | 'coolingOffAgreed', string>>;

/**
 * The start date form's rules, the same in the page and the API: a real date, within the window,
 * and the cooling-off agreement when meter details are known. `startDate` is yyyy-MM-dd or null
 * when the fields do not make a real date.
 */
export function startDateErrors(
  value: { startDate: string | null; coolingOffAgreed: boolean },
  window: { earliest: IsoDate; latest: IsoDate; coolingOffRequired: boolean },
): StartDateErrors {
  const errors: StartDateErrors = {};
  if (!value.startDate || !isIsoDate(value.startDate))
    errors.startDate = START_DATE_MESSAGES.required;
  else if (isBefore(value.startDate, window.earliest) || isAfter(value.startDate, window.latest))
    errors.startDate = startDateRangeMessage(window.earliest, window.latest);
  if (window.coolingOffRequired && !value.coolingOffAgreed)
    errors.coolingOffAgreed = START_DATE_MESSAGES.coolingOff;
  return errors;
}
