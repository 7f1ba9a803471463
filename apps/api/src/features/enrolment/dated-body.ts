import type { IsoDate } from '@threshold/domain/dates/calendar-date';
import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { z } from 'zod';

/**
 * A route body for a domain schema factory that needs today (`personalDetailsSchema({ today })`):
 * the factory runs on each request with today's date from the clock, and its issues keep their
 * field paths and messages, so the error handler answers 400 { message, errors } as for any body.
 */
export function datedBody<T extends z.ZodType>(factory: (options: { today: IsoDate }) => T, clock: Clock) {
  return z
    .unknown()
    .transform((value, ctx): z.output<T> => {
      const result = factory({ today: todayIso(clock) }).safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    });
}
