import { describe, expect, it } from 'vitest';
import { NO_BROADBAND_FILTERS, type BroadbandFilters } from '../schemas/broadband';
import {
  filterOptionsFor,
  matchesFilters,
  nextPageToLoad,
  pageOfPackages,
  sortPackages,
  speedText,
  withoutPromoted,
} from './package-list';
import { listedPackage } from './test-packages';

const anytime = {
  name: 'Anytime calls',
  kind: 'anytime' as const,
  costDayPerMin: 0,
  costEveningPerMin: 0,
  costWeekendPerMin: 0,
  lineRentalCost: 0,
};
const tv = {
  name: 'Entertainment',
  feature1: null,
  feature2: null,
  feature1Title: null,
  feature2Title: null,
};

const catalogue = [
  listedPackage('a', { providerId: 'bt', downloadSpeed: 36, type: 'Broadband', monthly: 2500 }),
  listedPackage('b', { providerId: 'bt', downloadSpeed: 500, monthly: 4500, call: anytime }),
  listedPackage('c', { providerId: 'vm', downloadSpeed: 1000, monthly: 5500, months: 18, tv }),
  listedPackage('d', {
    providerId: 'vm',
    downloadSpeed: 250,
    monthly: 3000,
    setup: 3500,
    unlimited: false,
  }),
  listedPackage('e', {
    providerId: 'tt',
    downloadSpeed: 150,
    monthly: 2800,
    earliestInstallDate: '2026-12-20',
    readyByMoveIn: false,
  }),
];

const filters = (change: Partial<BroadbandFilters>): BroadbandFilters => ({
  ...NO_BROADBAND_FILTERS,
  ...change,
});
const ids = (packages: readonly { packageId: string }[]) => packages.map((p) => p.packageId);

describe('matchesFilters', () => {
  it.each([
    ['no filter', filters({}), ['a', 'b', 'c', 'd', 'e']],
    [
      'fibre only',
      filters({ broadbandType: { standardBroadband: false, fibreBroadband: true } }),
      ['b', 'c', 'd', 'e'],
    ],
    [
      'fibre from Virgin Media',
      filters({
        broadbandType: { standardBroadband: false, fibreBroadband: true },
        selectedProviders: ['vm'],
      }),
      ['c', 'd'],
    ],
    ['unlimited', filters({ monthlyUsage: { unlimited: true } }), ['a', 'b', 'c', 'e']],
    [
      'with phone',
      filters({ packageType: { includeBroadband: true, includePhone: true, includeTv: false } }),
      ['b'],
    ],
    [
      'with TV',
      filters({ packageType: { includeBroadband: false, includePhone: false, includeTv: true } }),
      ['c'],
    ],
    ['18-month contracts', filters({ contractLengths: [18] }), ['c']],
    ['anytime calls', filters({ callOptions: ['anytime'] }), ['b']],
  ])('%s', (_, chosen, expected) => {
    expect(ids(catalogue.filter((pkg) => matchesFilters(pkg, chosen)))).toEqual(expected);
  });
});

describe('sortPackages', () => {
  it.each([
    [0, ['a', 'b', 'c', 'd', 'e']],
    [1, ['a', 'e', 'd', 'b', 'c']],
    // d: 36,000 + 3,500 set-up = 39,500 falls behind e (33,600)
    [2, ['a', 'e', 'd', 'b', 'c']],
    [3, ['c', 'b', 'd', 'e', 'a']],
    // all but e, which is installed after the move-in date; same install date, so by monthly cost
    [4, ['a', 'd', 'b', 'c']],
  ] as const)('sort option %s', (sortOption, expected) => {
    expect(ids(sortPackages(catalogue, sortOption))).toEqual(expected);
  });

  it('puts the soonest install first when ready by the move-in date', () => {
    const soon = listedPackage('soon', { earliestInstallDate: '2026-11-26', monthly: 9000 });
    expect(ids(sortPackages([...catalogue, soon], 4))[0]).toBe('soon');
  });
});

describe('pageOfPackages and the next-page rule', () => {
  const many = Array.from({ length: 23 }, (_, i) => listedPackage(`p${i}`));

  it('shows 4 minus the promoted packages by default, with page 1 next', () => {
    const page = pageOfPackages(many, 3, undefined);
    expect(page.packages).toHaveLength(1);
    expect(page).toMatchObject({ totalRemaining: 22, nextPage: 1 });
  });

  it('shows every package up to pagesToLoad pages of 10', () => {
    expect(pageOfPackages(many, 3, 2)).toMatchObject({ totalRemaining: 3, nextPage: 3 });
    const last = pageOfPackages(many, 3, 3);
    expect(last.packages).toHaveLength(23);
    expect(last).toMatchObject({ totalRemaining: 0, nextPage: null });
  });

  it('keeps a next page, falls back to page 1 while results remain, else stops', () => {
    expect(nextPageToLoad({ nextPage: 3, totalRemaining: 5 })).toBe(3);
    expect(nextPageToLoad({ nextPage: null, totalRemaining: 5 })).toBe(1);
    expect(nextPageToLoad({ nextPage: null, totalRemaining: 0 })).toBeNull();
  });

  it('offers no page past 20, the most a request may ask for, even with packages left', () => {
    // 215 packages: 20 pages of 10 show 200 and leave 15, but page 21 would be refused.
    const plenty = Array.from({ length: 215 }, (_, i) => listedPackage(`q${i}`));
    expect(pageOfPackages(plenty, 0, 19)).toMatchObject({ totalRemaining: 25, nextPage: 20 });
    const twenty = pageOfPackages(plenty, 0, 20);
    expect(twenty.packages).toHaveLength(200);
    expect(twenty).toMatchObject({ totalRemaining: 15, nextPage: null, pagesLoaded: 20 });
    // Nor page 1 again, which would take the list back to its first page.
    expect(nextPageToLoad(twenty)).toBeNull();
    expect(nextPageToLoad({ nextPage: 21, totalRemaining: 15 })).toBeNull();
    expect(nextPageToLoad({ nextPage: 20, totalRemaining: 25 })).toBe(20);
  });

  it('takes the promoted packages out of the list', () => {
    expect(ids(withoutPromoted(catalogue, [catalogue[1]!, catalogue[3]!]))).toEqual([
      'a',
      'c',
      'e',
    ]);
  });
});

describe('filterOptionsFor', () => {
  it('offers the providers, contract lengths and call plans found at the address', () => {
    const options = filterOptionsFor(catalogue, filters({ selectedProviders: ['vm'] }));
    expect(options.providers).toEqual([
      { id: 'bt', name: 'BT', selected: false },
      { id: 'tt', name: 'TT', selected: false },
      { id: 'vm', name: 'VM', selected: true },
    ]);
    expect(options.contractLengths.map((o) => o.value)).toEqual([18, 24]);
    expect(options.callOptions).toEqual([{ value: 'anytime', selected: false }]);
  });
});

describe('speedText', () => {
  it('reads "Not available" unless the speed is above zero', () => {
    expect(speedText(0)).toBe('Not available');
    expect(speedText(67)).toBe('67Mb');
  });
});
