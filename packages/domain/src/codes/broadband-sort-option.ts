/** Broadband list sort options (service-journeys 9). None is 0: no sort requested. */
export const BROADBAND_SORT_OPTION = {
  none: 0,
  monthlyCost: 1,
  annualCost: 2,
  speed: 3,
} as const;
export type BroadbandSortOption =
  (typeof BROADBAND_SORT_OPTION)[keyof typeof BROADBAND_SORT_OPTION];

export const BROADBAND_SORT_OPTION_LABEL: Record<BroadbandSortOption, string> = {
  0: 'None',
  1: 'Cost (Monthly)',
  2: 'Cost (Yearly)',
  3: 'Speed',
};

/** Options for the sort select, in the spec's order. */
export const BROADBAND_SORT_OPTIONS: ReadonlyArray<{ value: BroadbandSortOption; label: string }> =
  ([0, 1, 2, 3] as const).map((value) => ({ value, label: BROADBAND_SORT_OPTION_LABEL[value] }));

export function isBroadbandSortOption(value: unknown): value is BroadbandSortOption {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** The default list shows 4 packages minus the promoted ones shown above it. */
export const BROADBAND_DEFAULT_LIST_SIZE = 4;
