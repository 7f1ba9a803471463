import {
  BROADBAND_DEFAULT_LIST_SIZE,
  BROADBAND_MAX_PAGES,
  BROADBAND_PAGE_SIZE,
  type BroadbandSortOption,
} from '../codes/broadband-sort-option';
import type {
  BroadbandFilterOptions,
  BroadbandFilters,
  BroadbandPackage,
  CallPlanKind,
} from '../schemas/broadband';
import { firstYearCostPence } from './package-pricing';
import { packageKey } from './promoted-packages';

/**
 * The broadband list's rules (service-journeys 2, 4 "Broadband transitions", 9): which packages
 * match the filters, their order for each sort option, and which of them one page shows.
 */

/** Whether a package matches the filters; an empty filter group lets everything through. */
export function matchesFilters(pkg: BroadbandPackage, filters: BroadbandFilters): boolean {
  const { packageType, broadbandType, monthlyUsage } = filters;
  // Package type flags are what the package must include: phone needs a call plan, TV a TV package.
  if (packageType.includePhone && !pkg.call) return false;
  if (packageType.includeTv && !pkg.tv) return false;
  const types = [
    broadbandType.standardBroadband ? 'Broadband' : null,
    broadbandType.fibreBroadband ? 'Fibre' : null,
  ].filter((type) => type !== null);
  if (types.length > 0 && !types.includes(pkg.broadband.type)) return false;
  if (monthlyUsage.unlimited && !pkg.broadband.unlimited) return false;
  if (filters.selectedProviders.length > 0 && !filters.selectedProviders.includes(pkg.provider.id))
    return false;
  if (
    filters.contractLengths.length > 0 &&
    !filters.contractLengths.includes(pkg.pricing.contractLengthMonths)
  )
    return false;
  if (filters.callOptions.length > 0 && !(pkg.call && filters.callOptions.includes(pkg.call.kind)))
    return false;
  return true;
}

type Compare = (a: BroadbandPackage, b: BroadbandPackage) => number;
const byMonthly: Compare = (a, b) =>
  a.pricing.averageMonthlyIncludingLineRental - b.pricing.averageMonthlyIncludingLineRental;
const byAnnual: Compare = (a, b) => firstYearCostPence(a.pricing) - firstYearCostPence(b.pricing);
const bySpeed: Compare = (a, b) => b.broadband.downloadSpeed - a.broadband.downloadSpeed;
const byInstallDate: Compare = (a, b) => a.earliestInstallDate.localeCompare(b.earliestInstallDate);

const ORDER: Record<BroadbandSortOption, Compare[]> = {
  0: [],
  1: [byMonthly, bySpeed],
  2: [byAnnual, byMonthly],
  3: [bySpeed, byMonthly],
  4: [byInstallDate, byMonthly],
};

/**
 * The packages in the sort option's order: 1 average monthly cost (line rental included),
 * 2 first-year cost with set-up, 3 download speed (fastest first), 4 only those installed by the
 * move-in date, soonest first. 0 keeps the catalogue's order. Ties keep the catalogue's order.
 */
export function sortPackages(
  packages: readonly BroadbandPackage[],
  sortOption: BroadbandSortOption,
): BroadbandPackage[] {
  const kept = sortOption === 4 ? packages.filter((pkg) => pkg.readyByMoveIn) : [...packages];
  const compares = ORDER[sortOption];
  // Array.prototype.sort is stable, so equal packages stay in catalogue order.
  return kept.sort((a, b) => {
    for (const compare of compares) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  });
}

export type PackagePage = {
  packages: BroadbandPackage[];
  totalRemaining: number;
  nextPage: number | null;
  /** The pages this slice shows: 0 for the default list. */
  pagesLoaded: number;
};

/**
 * One answer's slice of the sorted list (promoted packages already taken out): without
 * pagesToLoad, 4 minus the number of promoted packages; with it, the first pagesToLoad pages.
 * The next page is never past the most a request may ask for (BROADBAND_MAX_PAGES).
 */
export function pageOfPackages(
  sorted: readonly BroadbandPackage[],
  promotedCount: number,
  pagesToLoad: number | null | undefined,
): PackagePage {
  const size = pagesToLoad
    ? pagesToLoad * BROADBAND_PAGE_SIZE
    : Math.max(0, BROADBAND_DEFAULT_LIST_SIZE - promotedCount);
  const packages = sorted.slice(0, size);
  const totalRemaining = sorted.length - packages.length;
  const pagesLoaded = pagesToLoad ?? 0;
  return {
    packages,
    totalRemaining,
    nextPage: totalRemaining > 0 && pagesLoaded < BROADBAND_MAX_PAGES ? pagesLoaded + 1 : null,
    pagesLoaded,
  };
}

/**
 * The page "load more" asks for (service-journeys 4): a result's next page when it has one;
 * otherwise page 1 while packages remain; null when everything is listed. Never a page the API
 * refuses: none past BROADBAND_MAX_PAGES, and no page 1 again once that many are loaded.
 */
export function nextPageToLoad(result: {
  nextPage: number | null;
  totalRemaining: number;
  /** The pages the result shows (absent: not known). */
  pagesLoaded?: number;
}): number | null {
  if (result.nextPage !== null)
    return result.nextPage <= BROADBAND_MAX_PAGES ? result.nextPage : null;
  if ((result.pagesLoaded ?? 0) >= BROADBAND_MAX_PAGES) return null;
  return result.totalRemaining > 0 ? 1 : null;
}

/** The list without the promoted packages shown above it. */
export function withoutPromoted(
  packages: readonly BroadbandPackage[],
  promoted: readonly BroadbandPackage[],
): BroadbandPackage[] {
  const keys = new Set(promoted.map(packageKey));
  return packages.filter((pkg) => !keys.has(packageKey(pkg)));
}

const CALL_PLAN_ORDER: readonly CallPlanKind[] = ['payAsYouGo', 'eveningsAndWeekends', 'anytime'];

/** The filter panel at this address: what the available packages offer, and what is chosen. */
export function filterOptionsFor(
  available: readonly BroadbandPackage[],
  filters: BroadbandFilters,
): BroadbandFilterOptions {
  const providers = new Map<string, string>();
  const lengths = new Set<number>();
  const calls = new Set<CallPlanKind>();
  for (const pkg of available) {
    providers.set(pkg.provider.id, pkg.provider.name);
    lengths.add(pkg.pricing.contractLengthMonths);
    if (pkg.call) calls.add(pkg.call.kind);
  }
  return {
    providers: [...providers]
      .sort(([, a], [, b]) => a.localeCompare(b))
      .map(([id, name]) => ({ id, name, selected: filters.selectedProviders.includes(id) })),
    contractLengths: [...lengths]
      .sort((a, b) => a - b)
      .map((value) => ({ value, selected: filters.contractLengths.includes(value) })),
    callOptions: CALL_PLAN_ORDER.filter((kind) => calls.has(kind)).map((value) => ({
      value,
      selected: filters.callOptions.includes(value),
    })),
    packageType: filters.packageType,
    broadbandType: filters.broadbandType,
    monthlyUsage: filters.monthlyUsage,
    sortOption: filters.sortOption,
  };
}

/** The speed a card shows: "Not available" unless above zero (service-journeys 2). */
export function speedText(mbps: number): string {
  return mbps > 0 ? `${mbps}Mb` : 'Not available';
}
