import { z } from 'zod';
import {
  addDays,
  addMonths,
  dayOfWeek,
  isAfter,
  isIsoDate,
  type IsoDate,
} from '../dates/calendar-date';
import {
  leadStage,
  type LeadFacts,
  type LeadService,
  type LeadServiceState,
  type LeadStage,
} from './lead-stage';

/**
 * The partner console's reports (issue 22): for the leads created in a date range (London dates),
 * the funnel by ISO week, the time to complete, and the opt-in rate per service per branch.
 * GET /api/partner/reports and its CSV take the same query.
 */

/** The services in the order the reports show them. */
export const REPORT_SERVICES = [
  'council',
  'water',
  'energy',
  'broadband',
] as const satisfies readonly LeadService[];
export type ReportService = (typeof REPORT_SERVICES)[number];

export const REPORT_SERVICE_LABEL: Record<ReportService, string> = {
  council: 'Council tax',
  water: 'Water',
  energy: 'Energy',
  broadband: 'Broadband',
};

/**
 * A lead chose a service when it said yes to it, whatever came after (skipped, in progress,
 * completed); not asked and declined did not.
 */
export const CHOSEN_SERVICE_STATES = [
  'chosen',
  'inProgress',
  'skipped',
  'completed',
] as const satisfies readonly LeadServiceState[];

export function hasChosenService(state: LeadServiceState): boolean {
  return (CHOSEN_SERVICE_STATES as readonly LeadServiceState[]).includes(state);
}

/**
 * How far a lead got: its stage by the lead rule, a forgotten lead where it was when forgotten
 * (forgetting erases who the mover is, not how far the journey went).
 */
export function leadProgress(facts: LeadFacts): Exclude<LeadStage, 'forgotten'> {
  return leadStage({ ...facts, forgottenAt: null }) as Exclude<LeadStage, 'forgotten'>;
}

/** Weeks the reports cover when the query names no start: this week and the 11 before it. */
export const DEFAULT_REPORT_WEEKS = 12;

export const REPORT_MESSAGES = {
  from: 'Enter the start date as yyyy-MM-dd, such as 2027-01-31',
  to: 'Enter the end date as yyyy-MM-dd, such as 2027-03-31',
  order: 'The start date must be on or before the end date',
  tooLong: 'Choose a range of one year or less',
  branch: 'branch must be a branch number, such as 101',
  unknown: 'This parameter is not one the reports take',
} as const;

const isoDate = (message: string) =>
  z.string({ error: message }).refine((value) => isIsoDate(value), { error: message });

export const reportQuerySchema = z.strictObject(
  {
    from: isoDate(REPORT_MESSAGES.from).optional(),
    to: isoDate(REPORT_MESSAGES.to).optional(),
    branch: z
      .string({ error: REPORT_MESSAGES.branch })
      .regex(/^\d{1,9}$/, { error: REPORT_MESSAGES.branch })
      .optional(),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? REPORT_MESSAGES.unknown : undefined),
  },
);
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The Monday of the ISO week `date` falls in. */
export function weekStartOf(date: IsoDate): IsoDate {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

/** The ISO week's name, such as 2026-W09 (the year is the week's Thursday's). */
export function isoWeekName(weekStart: IsoDate): string {
  const thursday = addDays(weekStart, 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(weekStartOf(`${year}-01-04`), 3);
  const week = Math.round(
    (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstThursday}T00:00:00Z`)) /
      (7 * 86_400_000),
  );
  return `${year}-W${String(week + 1).padStart(2, '0')}`;
}

export type ReportRange = { from: IsoDate; to: IsoDate };

/**
 * The range a query asks for, `today` being London's: the end defaults to today, the start to the
 * Monday 11 weeks before the end's week (12 weeks). A start after the end, or a range longer than
 * a year, is refused with the field and message the page shows.
 */
export function reportRange(
  query: Pick<ReportQuery, 'from' | 'to'>,
  today: IsoDate,
): { ok: true; range: ReportRange } | { ok: false; field: 'from' | 'to'; message: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(weekStartOf(to), -7 * (DEFAULT_REPORT_WEEKS - 1));
  if (isAfter(from, to))
    return {
      ok: false,
      field: query.to === undefined ? 'from' : 'to',
      message: REPORT_MESSAGES.order,
    };
  if (isAfter(to, addMonths(from, 12)))
    return { ok: false, field: 'to', message: REPORT_MESSAGES.tooLong };
  return { ok: true, range: { from, to } };
}

/** Every ISO week the range touches, by its Monday, oldest first. */
export function reportWeeks(range: ReportRange): IsoDate[] {
  const weeks: IsoDate[] = [];
  for (let week = weekStartOf(range.from); !isAfter(week, range.to); week = addDays(week, 7))
    weeks.push(week);
  return weeks;
}

/** A share as the reports show it: 0 to 1, to four places (a percentage to two). */
export function shareOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
}

/** A share as a person reads it: 42.5%. */
export function formatShare(share: number): string {
  return `${(Math.round(share * 1000) / 10).toLocaleString('en-GB')}%`;
}

/** A time to complete as a person reads it: hours up to two days, days after. */
export function formatDuration(hours: number | null): string {
  if (hours === null) return 'No completed leads';
  if (hours < 48) {
    const rounded = Math.round(hours * 10) / 10;
    return `${rounded.toLocaleString('en-GB')} ${rounded === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.round((hours / 24) * 10) / 10;
  return `${days.toLocaleString('en-GB')} days`;
}

// ── The answer ─────────────────────────────────────────────────────────────────────────────────

const count = z.number().int().nonnegative();
const serviceCounts = z.object({ chosen: count, completed: count });
const byService = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(REPORT_SERVICES.map((service) => [service, schema])) as Record<
      ReportService,
      T
    >,
  );

/**
 * One row of the funnel: how many of the leads created in the week (or the range, for the total)
 * reached each step, whatever they did after (a lead forgotten later still counts where it got).
 */
export const funnelRowSchema = z.object({
  invited: count,
  confirmed: count,
  detailsGiven: count,
  services: byService(serviceCounts),
  complete: count,
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;

export const FUNNEL_STEPS = ['invited', 'confirmed', 'detailsGiven', 'complete'] as const;
export const FUNNEL_STEP_LABEL: Record<(typeof FUNNEL_STEPS)[number], string> = {
  invited: 'Invited',
  confirmed: 'Confirmed',
  detailsGiven: 'Details given',
  complete: 'Complete',
};

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The branch asked for, or null for every brand the user sees. */
  branch: z.string().nullable(),
  funnel: z.object({
    weeks: z.array(
      funnelRowSchema.extend({
        /** The week's Monday (yyyy-MM-dd) and its ISO name (2026-W09). */
        weekStart: z.string(),
        week: z.string(),
      }),
    ),
    total: funnelRowSchema,
  }),
  /** Of the leads created in the range that completed: hours from creation to completion. */
  timeToComplete: z.object({
    completed: count,
    medianHours: z.number().nullable(),
    p90Hours: z.number().nullable(),
  }),
  /** Per brand (the partner, each sub-partner and branch with leads in the range). */
  optIn: z.array(
    z.object({
      branch: z.string().nullable(),
      brandName: z.string(),
      leads: count,
      services: byService(z.object({ chosen: count, share: z.number() })),
    }),
  ),
});
export type Report = z.infer<typeof reportSchema>;
