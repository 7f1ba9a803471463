import { z } from 'zod';
import { isIsoDate } from '../dates/calendar-date';
import { LEAD_CHANNELS } from './lead-channel';
import { LEAD_SERVICES, LEAD_STAGES, type LeadServiceState, type LeadStage } from './lead-stage';

/**
 * The partner console's leads list (issue 22): GET /api/partner/leads and its CSV export take the
 * same query. Unknown parameters are refused, so a misspelt filter never silently lists everything.
 */

export const LEAD_SORTS = ['created', 'moveInDate', 'name', 'stage'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const MAX_LEAD_PAGE_SIZE = 100;
export const DEFAULT_LEAD_PAGE_SIZE = 25;

export const LEAD_LIST_MESSAGES = {
  q: 'Search for 1 to 100 characters of a name, e-mail address or postcode',
  branch: 'branch must be a branch number, such as 101',
  stage: `stage must be one of ${LEAD_STAGES.join(', ')}`,
  source: `source must be one of ${LEAD_CHANNELS.join(', ')}`,
  date: 'Dates are written yyyy-MM-dd, such as 2027-01-31',
  dateRange: 'moveInTo must be on or after moveInFrom',
  sort: `sort must be one of ${LEAD_SORTS.join(', ')}`,
  order: 'order must be asc or desc',
  page: 'page must be a whole number from 1',
  size: `size must be a whole number from 1 to ${MAX_LEAD_PAGE_SIZE}`,
  unknown: 'This parameter is not one the leads list takes',
} as const;

const isoDate = z
  .string({ error: LEAD_LIST_MESSAGES.date })
  .refine((value) => isIsoDate(value), { error: LEAD_LIST_MESSAGES.date });

/** A query string's whole number (it arrives as text). */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));

export const leadListQuerySchema = z
  .strictObject(
    {
      q: z
        .string({ error: LEAD_LIST_MESSAGES.q })
        .trim()
        .min(1, { error: LEAD_LIST_MESSAGES.q })
        .max(100, { error: LEAD_LIST_MESSAGES.q })
        .optional(),
      branch: z
        .string({ error: LEAD_LIST_MESSAGES.branch })
        .regex(/^\d{1,9}$/, { error: LEAD_LIST_MESSAGES.branch })
        .optional(),
      stage: z.enum(LEAD_STAGES, { error: LEAD_LIST_MESSAGES.stage }).optional(),
      source: z.enum(LEAD_CHANNELS, { error: LEAD_LIST_MESSAGES.source }).optional(),
      moveInFrom: isoDate.optional(),
      moveInTo: isoDate.optional(),
      sort: z.enum(LEAD_SORTS, { error: LEAD_LIST_MESSAGES.sort }).default('created'),
      order: z.enum(['asc', 'desc'], { error: LEAD_LIST_MESSAGES.order }).optional(),
      page: wholeNumber(LEAD_LIST_MESSAGES.page, 1, 999_999).default(1),
      size: wholeNumber(LEAD_LIST_MESSAGES.size, 1, MAX_LEAD_PAGE_SIZE).default(
        DEFAULT_LEAD_PAGE_SIZE,
      ),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? LEAD_LIST_MESSAGES.unknown : undefined,
    },
  )
  .refine(
    (query) =>
      query.moveInFrom === undefined ||
      query.moveInTo === undefined ||
      query.moveInFrom <= query.moveInTo,
    { error: LEAD_LIST_MESSAGES.dateRange, path: ['moveInTo'] },
  );
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** Newest first by default; names, dates and stages read best from the start. */
export function leadListOrder(query: Pick<LeadListQuery, 'sort' | 'order'>): 'asc' | 'desc' {
  return query.order ?? (query.sort === 'created' ? 'desc' : 'asc');
}

/** A search term as the list matches it: postcodes compare without spaces, everything without case. */
export function leadSearchTerms(q: string): { text: string; postcode: string } {
  const text = q.trim().toLowerCase();
  return { text, postcode: text.replace(/\s+/g, '') };
}

const serviceStateSchema = z.enum([
  'notAsked',
  'declined',
  'chosen',
  'inProgress',
  'skipped',
  'completed',
] as const satisfies readonly LeadServiceState[]);

export const leadSummarySchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  surname: z.string().nullable(),
  emailAddress: z.string().nullable(),
  postcode: z.string().nullable(),
  moveInDate: z.string().nullable(),
  /** The brand's branch number, when the lead is a branch's. */
  branch: z.string().nullable(),
  brandName: z.string(),
  source: z.enum(LEAD_CHANNELS).nullable(),
  stage: z.enum(LEAD_STAGES),
  services: z.object(
    Object.fromEntries(LEAD_SERVICES.map((service) => [service, serviceStateSchema])) as Record<
      (typeof LEAD_SERVICES)[number],
      typeof serviceStateSchema
    >,
  ),
  createdAt: z.string(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema> & { stage: LeadStage };

export const leadListSchema = z.object({
  leads: z.array(leadSummarySchema),
  page: z.number(),
  size: z.number(),
  total: z.number(),
});
export type LeadList = z.infer<typeof leadListSchema>;

export const LEAD_NOT_FOUND_MESSAGE = 'We could not find that lead.';
export const leadIdParamsSchema = z.object({
  id: z.uuid({ error: LEAD_NOT_FOUND_MESSAGE }),
});

export const TIMELINE_EVENTS = [
  'created',
  'invitationSent',
  'reminderSent',
  'linkOpened',
  'authorityTold',
  'handOff',
  'serviceCompleted',
  'complete',
  'forgotten',
] as const;

export const leadTimelineEventSchema = z.object({
  at: z.string(),
  event: z.enum(TIMELINE_EVENTS),
  /** What it was: the template, the link's purpose, the hand-off's kind, the service. */
  detail: z.string().nullable(),
  /** A message's outbox state (pending, sent, failed, suppressed, cancelled) or a hand-off's. */
  state: z.string().nullable(),
  channel: z.string().nullable(),
});
export type LeadTimelineEvent = z.infer<typeof leadTimelineEventSchema>;

export const leadDetailSchema = leadSummarySchema.extend({
  contactNumber: z.string().nullable(),
  inviteBy: z.enum(['email', 'sms']).nullable(),
  timeline: z.array(leadTimelineEventSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/**
 * A CSV cell that a spreadsheet would not read as a formula: one starting with = + - @ (or a tab or
 * carriage return, which some spreadsheets skip first) is prefixed with ' (OWASP CSV injection).
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
