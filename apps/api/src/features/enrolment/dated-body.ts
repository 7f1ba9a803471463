import type { IsoDate } from '@threshold/domain/dates/calendar-date';
import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { z } from 'zod';

/** The body's shape for the API docs (the factory's input side), computed once at start-up. */
function documentedShape(schema: z.ZodType): Record<string, unknown> {
  try {
    const { $schema: _ignored, ...shape } = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
      target: 'openapi-3.0',
    });
    return shape;
  } catch {
    return {};
  }
}

/**
 * A route body for a domain schema factory that needs today (`personalDetailsSchema({ today })`):
 * the factory runs on each request with today's date from the clock, and its issues keep their
 * field paths and messages, so the error handler answers 400 { message, errors } as for any body.
 */
export function datedBody<T extends z.ZodType>(
  factory: (options: { today: IsoDate }) => T,
  clock: Clock,
) {
  return z
    .unknown()
    .transform((value, ctx): z.output<T> => {
      const result = factory({ today: todayIso(clock) }).safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    })
    .meta(documentedShape(factory({ today: todayIso(clock) })));
}
