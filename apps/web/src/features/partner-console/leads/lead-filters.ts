import {
  DEFAULT_LEAD_PAGE_SIZE,
  LEAD_SORTS,
  leadListOrder,
  leadListQuerySchema,
  type LeadSort,
} from '@threshold/domain/partner/lead-list';
import type { LeadChannel } from '@threshold/domain/partner/lead-channel';
import type { LeadStage } from '@threshold/domain/partner/lead-stage';

/**
 * The lead list's search, filters, sort and page as the address's query string holds them, so Back
 * and reload keep them. The names are the API's (GET /api/partner/leads), so the page's address and
 * its call read alike.
 */
export type LeadFilters = {
  q?: string;
  branch?: string;
  stage?: LeadStage;
  source?: LeadChannel;
  moveInFrom?: string;
  moveInTo?: string;
  sort: LeadSort;
  order?: 'asc' | 'desc';
  page: number;
};

const FILTER_KEYS = ['q', 'branch', 'stage', 'source', 'moveInFrom', 'moveInTo'] as const;
export type LeadFilterKey = (typeof FILTER_KEYS)[number];

const shape = leadListQuerySchema.shape;

/**
 * The filters an address asks for. A value the list would refuse (a hand-edited or old address) is
 * left out on its own, so the page still lists leads instead of showing the API's refusal.
 */
export function filtersFromSearch(search: URLSearchParams): LeadFilters {
  const read = <T>(key: keyof typeof shape): T | undefined => {
    const value = search.get(key);
    if (value === null || value === '') return undefined;
    const parsed = shape[key].safeParse(value);
    return parsed.success ? (parsed.data as T) : undefined;
  };
  const filters: LeadFilters = {
    sort: read<LeadSort>('sort') ?? 'created',
    page: read<number>('page') ?? 1,
  };
  for (const key of FILTER_KEYS) {
    const value = read<string>(key);
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  const order = read<'asc' | 'desc'>('order');
  if (order) filters.order = order;
  // A range the wrong way round is refused by the list: keep its start only.
  if (filters.moveInFrom && filters.moveInTo && filters.moveInFrom > filters.moveInTo)
    delete filters.moveInTo;
  return filters;
}

/**
 * The filters a person chose in the list's form, on the list's current sort, from page 1. The
 * inputs can only give values the list takes (selects, date inputs, a search of at most 100
 * characters), so nothing is refused: a move-in range given the wrong way round is turned round.
 */
export function filtersFromForm(
  values: Partial<Record<LeadFilterKey, string>>,
  current: Pick<LeadFilters, 'sort' | 'order'>,
): LeadFilters {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = values[key]?.trim();
    if (value) search.set(key, value);
  }
  const from = search.get('moveInFrom');
  const to = search.get('moveInTo');
  if (from && to && from > to) {
    search.set('moveInFrom', to);
    search.set('moveInTo', from);
  }
  const chosen = filtersFromSearch(search);
  return {
    ...chosen,
    sort: current.sort,
    ...(current.order ? { order: current.order } : {}),
    page: 1,
  };
}

/** The query string of the filters: defaults left out, so the plain list's address stays plain. */
export function searchOfFilters(filters: LeadFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (filters.sort !== 'created') search.set('sort', filters.sort);
  if (filters.order && filters.order !== leadListOrder({ sort: filters.sort }))
    search.set('order', filters.order);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** GET /api/partner/leads for one page of the filtered list. */
export function leadListPath(filters: LeadFilters, size = DEFAULT_LEAD_PAGE_SIZE): string {
  const search = searchOfFilters(filters);
  if (size !== DEFAULT_LEAD_PAGE_SIZE) search.set('size', String(size));
  const query = search.toString();
  return query ? `/api/partner/leads?${query}` : '/api/partner/leads';
}

/** GET /api/partner/leads.csv: every page of the same filtered, sorted list. */
export function leadExportPath(filters: LeadFilters): string {
  const search = searchOfFilters({ ...filters, page: 1 });
  const query = search.toString();
  return query ? `/api/partner/leads.csv?${query}` : '/api/partner/leads.csv';
}

/**
 * A column header's sort: the first press sorts by it in its natural order (newest first for
 * created, A to Z otherwise); pressing the sorted column again turns the order round. Back to page 1.
 */
export function sortedBy(filters: LeadFilters, sort: LeadSort): LeadFilters {
  const current = leadListOrder(filters);
  const order =
    filters.sort === sort ? (current === 'asc' ? 'desc' : 'asc') : leadListOrder({ sort });
  return { ...filters, sort, order, page: 1 };
}

/** aria-sort for a column header: only the sorted column says how. */
export function ariaSortOf(
  filters: LeadFilters,
  sort: LeadSort,
): 'ascending' | 'descending' | undefined {
  if (filters.sort !== sort) return undefined;
  return leadListOrder(filters) === 'asc' ? 'ascending' : 'descending';
}

/** "Showing 1–25 of 312" for a page of `count` rows. */
export function showingWords(page: number, size: number, count: number, total: number): string {
  if (count === 0) return `Showing 0 of ${total.toLocaleString('en-GB')}`;
  const first = (page - 1) * size + 1;
  const last = first + count - 1;
  return `Showing ${first.toLocaleString('en-GB')}–${last.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}`;
}

/** How many pages the list has (at least one, so "page 1 of 1" reads right for an empty list). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Whether any search or filter narrows the list (the empty state says so, and offers to clear them). */
export function isFiltered(filters: LeadFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}

export const SORTABLE_COLUMNS: readonly LeadSort[] = LEAD_SORTS;
