import {
  filterOptionsFor,
  matchesFilters,
  pageOfPackages,
  sortPackages,
  withoutPromoted,
} from '@threshold/domain/broadband/package-list';
import { promotePackages } from '@threshold/domain/broadband/promoted-packages';
import {
  BROADBAND_ERROR_CODE,
  BROADBAND_PARTIAL_FAILURE_MESSAGE,
  BROADBAND_TOTAL_FAILURE_MESSAGE,
  NO_MATCHING_PACKAGES_MESSAGE,
} from '@threshold/domain/messages/broadband';
import type {
  BroadbandPackage,
  BroadbandResponse,
  ParsedBroadbandRequest,
} from '@threshold/domain/schemas/broadband';
import type { SearchedBoth } from './listing';
import { listedPackage, type ListingContext } from './package-builder';
import { filtersOf } from './saved-filters';

/** A list request at the mover's address (see listingContext). */
export type ListRequest = { request: ParsedBroadbandRequest; context: ListingContext };

/** What every answer carries: the line speeds, the move-in date and the filters applied. */
function baseOf({ request, context }: ListRequest) {
  const { availability } = context;
  return {
    broadbandResponse: {
      speeds: { standard_mbps: availability.standardMbps, fibre_mbps: availability.fibreMbps },
      availableProviders: [] as { id: string; name: string }[],
    },
    moveInDate: context.moveInDate,
    appliedFilters: filtersOf(request),
  };
}

/** The answer where no provider reaches the address: "Service Unavailable". */
export function unavailableList(listing: ListRequest): BroadbandResponse {
  const base = baseOf(listing);
  return {
    ...base,
    packages: {
      packages: [],
      totalResults: 0,
      totalRemaining: 0,
      nextPage: null,
      pagesLoaded: listing.request.pagesToLoad ?? 0,
      filterOptions: filterOptionsFor([], base.appliedFilters),
      htSuccess: true,
      wombbSuccess: true,
    },
    promotedPackages: [],
    interimPackages: [],
    serviceUnavailable: true,
    apiError: null,
    errorCode: null,
    message: NO_MATCHING_PACKAGES_MESSAGE,
  };
}

/** What the searches' outcome tells the mover: an error code and message when a source failed. */
function searchFailure({ wombbSuccess, htSuccess }: SearchedBoth) {
  const errorCode = !wombbSuccess
    ? htSuccess
      ? BROADBAND_ERROR_CODE.wombbSearchFailed
      : BROADBAND_ERROR_CODE.combinedSearchFailed
    : null;
  const apiError =
    wombbSuccess && htSuccess
      ? null
      : !wombbSuccess && !htSuccess
        ? BROADBAND_TOTAL_FAILURE_MESSAGE
        : BROADBAND_PARTIAL_FAILURE_MESSAGE;
  return { errorCode, apiError };
}

/**
 * The packages the list shows (domain package-list rules): the matching lines, promoted ones
 * first, the rest sorted and paged; the interim packages when a line may not be ready in time.
 */
function shownPackages(listed: BroadbandPackage[], { request, context }: ListRequest) {
  const filters = filtersOf(request);
  const lines = listed.filter((pkg) => !pkg.isInterim);
  const readyOnly = filters.sortOption === 4;
  const matching = lines.filter(
    (pkg) => matchesFilters(pkg, filters) && (!readyOnly || pkg.readyByMoveIn),
  );
  const promoted = request.IncludePromotedPackages
    ? promotePackages(matching, context.contactNumbers)
    : [];
  const sorted = sortPackages(withoutPromoted(matching, promoted), filters.sortOption);
  const page = pageOfPackages(sorted, promoted.length, request.pagesToLoad);
  const waitsForLine = matching.some((pkg) => !pkg.readyByMoveIn) || readyOnly;
  const interim = waitsForLine
    ? sortPackages(
        listed.filter((pkg) => pkg.isInterim),
        1,
      )
    : [];
  return { lines, promoted, page, interim, totalResults: sorted.length + promoted.length };
}

/** The list answer from both sources' searches at the mover's address. */
export function searchedList(listing: ListRequest, searched: SearchedBoth): BroadbandResponse {
  const base = baseOf(listing);
  const listed = searched.provided.map((p) => listedPackage(p, listing.context));
  const { lines, promoted, page, interim, totalResults } = shownPackages(listed, listing);
  const providers = new Map(lines.map((pkg) => [pkg.provider.id, pkg.provider.name]));
  const { errorCode, apiError } = searchFailure(searched);
  const { wombbSuccess, htSuccess } = searched;
  return {
    ...base,
    broadbandResponse: {
      ...base.broadbandResponse,
      availableProviders: [...providers].map(([id, name]) => ({ id, name })),
    },
    packages: {
      packages: page.packages,
      totalResults,
      totalRemaining: page.totalRemaining,
      nextPage: page.nextPage,
      pagesLoaded: page.pagesLoaded,
      filterOptions: filterOptionsFor(lines, base.appliedFilters),
      htSuccess,
      wombbSuccess,
    },
    promotedPackages: promoted,
    interimPackages: interim,
    // Networks reach the home but the catalogue has no package on them: the same as none.
    serviceUnavailable: lines.length === 0 && wombbSuccess && htSuccess,
    apiError,
    errorCode,
    message: totalResults === 0 && apiError === null ? NO_MATCHING_PACKAGES_MESSAGE : null,
  };
}

/** When the first promotion shown in an answer ends (the answer changes then). */
export function firstPromotionEnd(response: BroadbandResponse): number {
  let end = Infinity;
  const shown = [
    ...response.promotedPackages,
    ...response.packages.packages,
    ...response.interimPackages,
  ];
  for (const pkg of shown) {
    for (const promotion of pkg.promotions) end = Math.min(end, Date.parse(promotion.expires));
  }
  return end;
}
