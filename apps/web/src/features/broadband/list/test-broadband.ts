import {
  filterOptionsFor,
  matchesFilters,
  pageOfPackages,
  sortPackages,
  withoutPromoted,
} from '@threshold/domain/broadband/package-list';
import { promotePackages } from '@threshold/domain/broadband/promoted-packages';
import { listedPackage } from '@threshold/domain/broadband/test-packages';
import type {
  BroadbandFilters,
  BroadbandPackage,
  BroadbandRequest,
  BroadbandResponse,
} from '@threshold/domain/schemas/broadband';
import { NO_BROADBAND_FILTERS } from '../api/broadband-storage';

/**
 * Test data for the broadband pages: a catalogue at one address, answered by the domain's own list
 * rules (filters, promoted packages, sort, pages), as the API answers.
 */
export const MOVE_IN_DATE = '2026-12-10';

export const CATALOGUE: BroadbandPackage[] = [
  listedPackage('bt-fibre-100', { providerId: 'bt', downloadSpeed: 100, monthly: 3000 }),
  listedPackage('bt-fibre-500', { providerId: 'bt', downloadSpeed: 500, monthly: 4500 }),
  listedPackage('sky-fibre-150', {
    providerId: 'sky',
    downloadSpeed: 150,
    monthly: 2800,
    months: 18,
  }),
  listedPackage('vm-cable-350', {
    providerId: 'vm',
    downloadSpeed: 350,
    monthly: 3500,
    earliestInstallDate: '2026-12-20',
    readyByMoveIn: false,
  }),
  listedPackage('tt-adsl-10', {
    providerId: 'tt',
    downloadSpeed: 10,
    type: 'Broadband',
    monthly: 2000,
    unlimited: false,
  }),
  listedPackage('tt-fibre-70', { providerId: 'tt', downloadSpeed: 70, monthly: 2600 }),
  listedPackage('po-fibre-36', { providerId: 'po', downloadSpeed: 36, monthly: 2400 }),
  listedPackage('bt-fibre-900', { providerId: 'bt', downloadSpeed: 900, monthly: 6000 }),
];

export const INTERIM: BroadbandPackage[] = [
  listedPackage('ee-4g-router', {
    providerId: 'ee',
    downloadSpeed: 40,
    monthly: 2200,
    months: 1,
    isInterim: true,
  }),
];

export type BroadbandServer = {
  /** Answers the whole-of-market search failed with: 'partial' keeps the partner's packages. */
  failure?: 'partial' | 'total' | null;
  serviceUnavailable?: boolean;
  speeds?: { standard_mbps: number; fibre_mbps: number };
  savedFilters?: BroadbandFilters;
};

export function broadbandAnswer(
  request: BroadbandRequest,
  {
    failure = null,
    serviceUnavailable = false,
    speeds = { standard_mbps: 12, fibre_mbps: 0 },
  }: BroadbandServer = {},
): BroadbandResponse {
  const { pagesToLoad, IncludePromotedPackages: _promoted, ...asked } = request;
  // The page always sends every field (fullBroadbandRequest); the input type leaves them optional.
  const filters = { ...NO_BROADBAND_FILTERS, ...asked } as BroadbandFilters;
  const available = serviceUnavailable || failure === 'total' ? [] : CATALOGUE;
  const readyOnly = filters.sortOption === 4;
  const matching = available.filter(
    (pkg) => matchesFilters(pkg, filters) && (!readyOnly || pkg.readyByMoveIn),
  );
  const promoted = promotePackages(matching);
  const sorted = sortPackages(withoutPromoted(matching, promoted), filters.sortOption);
  const page = pageOfPackages(sorted, promoted.length, pagesToLoad);
  const total = sorted.length + promoted.length;
  const apiError =
    failure === 'total'
      ? "Sorry, we couldn't show you any packages right now. Please refresh the page, log out and back in, or try again later."
      : failure === 'partial'
        ? "Sorry, we couldn't show you the full range of packages right now. Please refresh the page, log out and back in, or try again later."
        : null;
  return {
    packages: {
      packages: page.packages,
      totalResults: total,
      totalRemaining: page.totalRemaining,
      nextPage: page.nextPage,
      filterOptions: filterOptionsFor(available, filters),
      htSuccess: failure !== 'total',
      wombbSuccess: failure === null,
    },
    promotedPackages: promoted,
    interimPackages: matching.some((pkg) => !pkg.readyByMoveIn) ? INTERIM : [],
    broadbandResponse: {
      speeds: serviceUnavailable ? { standard_mbps: 0, fibre_mbps: 0 } : speeds,
      availableProviders: [],
    },
    moveInDate: MOVE_IN_DATE,
    appliedFilters: filters,
    serviceUnavailable,
    apiError,
    errorCode:
      failure === 'total'
        ? 'COMBINED_SEARCH_FAILED'
        : failure === 'partial'
          ? 'WOMBB_SEARCH_FAILED'
          : null,
    message:
      serviceUnavailable || (total === 0 && apiError === null)
        ? 'Sorry, there are no valid results matching your filter criteria.'
        : null,
  };
}
