/** Council and water services opt-in codes (service-journeys 4): 2 opt-in, 3 opt-out. */
export const COUNCIL_OPT_IN = {
  optIn: 2,
  optOut: 3,
} as const;
export type CouncilOptIn = (typeof COUNCIL_OPT_IN)[keyof typeof COUNCIL_OPT_IN];

export function isCouncilOptIn(value: unknown): value is CouncilOptIn {
  return value === 2 || value === 3;
}

export function councilOptInFromBoolean(isOptedIn: boolean): CouncilOptIn {
  return isOptedIn ? COUNCIL_OPT_IN.optIn : COUNCIL_OPT_IN.optOut;
}
