import { isDeepStrictEqual } from 'node:util';
import { restoreBroadbandFilters } from '@threshold/domain/broadband/restore-filters';
import {
  NO_BROADBAND_FILTERS,
  type BroadbandFilters,
  type ParsedBroadbandRequest,
} from '@threshold/domain/schemas/broadband';
import type { EntertainmentJourneyRow } from '../broadband.repo';

/**
 * The saved filters, each within what a list request accepts (a bad entry is dropped on its own);
 * with the providers that reach the address, only those.
 */
export function storedFilters(
  journey: EntertainmentJourneyRow | undefined,
  providerIds?: readonly string[],
): BroadbandFilters {
  if (!journey?.appliedFilters) return NO_BROADBAND_FILTERS;
  return restoreBroadbandFilters(journey.appliedFilters, { providerIds });
}

/** A list request's filters (the request without its paging and promoted-package switch). */
export function filtersOf(request: ParsedBroadbandRequest): BroadbandFilters {
  const { pagesToLoad: _pages, IncludePromotedPackages: _promoted, ...filters } = request;
  return filters;
}

// A kept journey read is asked the same question on every list request: parsed once per read.
const filtersOfJourney = new WeakMap<EntertainmentJourneyRow, BroadbandFilters>();

function savedFiltersOf(journey: EntertainmentJourneyRow): BroadbandFilters {
  let filters = filtersOfJourney.get(journey);
  if (!filters) {
    filters = storedFilters(journey);
    filtersOfJourney.set(journey, filters);
  }
  return filters;
}

/** True when these filters are not the ones saved on the journey (so a list request saves them). */
export function filtersToSave(
  journey: EntertainmentJourneyRow | undefined,
  filters: BroadbandFilters,
): boolean {
  return !journey?.appliedFilters || !isDeepStrictEqual(savedFiltersOf(journey), filters);
}
