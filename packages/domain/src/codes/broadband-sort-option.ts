/**
 * Broadband list sort options (service-journeys 9). None is 0: no sort requested. 4 is ours
 * (issue 11): only packages installed by the move-in date, soonest install first.
 */
export const BROADBAND_SORT_OPTION = {
  none: 0,
  monthlyCost: 1,
  annualCost: 2,
  speed: 3,
  readyByMoveIn: 4,
} as const;
export type BroadbandSortOption =
  (typeof BROADBAND_SORT_OPTION)[keyof typeof BROADBAND_SORT_OPTION];

export const BROADBAND_SORT_OPTION_LABEL: Record<BroadbandSortOption, string> = {
  0: 'None',
  1: 'Cost (Monthly)',
  2: 'Cost (Yearly)',
  3: 'Speed',
  4: 'Ready by my move-in date',
};

/** Options for the sort select, in the spec's order, ours last. */
export const BROADBAND_SORT_OPTIONS: ReadonlyArray<{ value: BroadbandSortOption; label: string }> =
  ([0, 1, 2, 3, 4] as const).map((value) => ({ value, label: BROADBAND_SORT_OPTION_LABEL[value] }));

export function isBroadbandSortOption(value: unknown): value is BroadbandSortOption {
  return value === 0 || value === 1 || value === 2 || value === 3 || value === 4;
}

/** The default list shows 4 packages minus the promoted ones shown above it. */
export const BROADBAND_DEFAULT_LIST_SIZE = 4;

/** Packages per "load more" page: pagesToLoad n shows the first n pages of the list. */
export const BROADBAND_PAGE_SIZE = 10;

/** The most pages a request may ask for (a bound on the answer's size). */
export const BROADBAND_MAX_PAGES = 20;
