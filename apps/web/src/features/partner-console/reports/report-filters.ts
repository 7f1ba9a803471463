import { isoDateInLondon } from '@threshold/domain/dates/today';
import {
  reportQuerySchema,
  reportRange,
  type ReportQuery,
} from '@threshold/domain/partner/reports';
import { fieldErrorsOf } from '@threshold/domain/schemas/field-errors';

/**
 * The reports' range and branch as the address's query string holds them (the API's names, so
 * the page's address and its call read alike); none means the API's default, the last 12 weeks.
 */
export type ReportFilters = ReportQuery;

const KEYS = ['from', 'to', 'branch'] as const;

/** The filters an address asks for; a value the API would refuse is left out on its own. */
export function filtersFromSearch(search: URLSearchParams): ReportFilters {
  const filters: ReportFilters = {};
  for (const key of KEYS) {
    const value = search.get(key);
    if (!value) continue;
    const parsed = reportQuerySchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  // A range the API would refuse (the wrong way round, over a year): keep its end only.
  if (filters.from && !reportRange(filters, isoDateInLondon(new Date())).ok) delete filters.from;
  return filters;
}

export function searchOfFilters(filters: ReportFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
}

const withQuery = (path: string, filters: ReportFilters) => {
  const query = searchOfFilters(filters).toString();
  return query ? `${path}?${query}` : path;
};
export const reportPath = (filters: ReportFilters) => withQuery('/api/partner/reports', filters);
export const reportCsvPath = (filters: ReportFilters) =>
  withQuery('/api/partner/reports.csv', filters);

/**
 * The form's values checked as the API checks them (formats, then the range against London's
 * today): the filters, or each field's message.
 */
export function checkFilters(
  values: Record<(typeof KEYS)[number], string>,
  today: string,
): { ok: true; filters: ReportFilters } | { ok: false; errors: Record<string, string> } {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim()));
  const parsed = reportQuerySchema.safeParse(given);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const range = reportRange(parsed.data, today);
  if (!range.ok) return { ok: false, errors: { [range.field]: range.message } };
  return { ok: true, filters: parsed.data };
}
