/** The OptIn value product selection sends per product: 0 no, 1 yes. */
export const OPT_IN = {
  no: 0,
  yes: 1,
} as const;
export type OptIn = (typeof OPT_IN)[keyof typeof OPT_IN];

export function isOptInValue(value: unknown): value is OptIn {
  return value === 0 || value === 1;
}

/** `null` means the mover has not answered yet, which is not the same as "no". */
export function isOptedIn(value: OptIn | null | undefined): boolean {
  return value === OPT_IN.yes;
}

export function optInFromBoolean(isOptedIn: boolean): OptIn {
  return isOptedIn ? OPT_IN.yes : OPT_IN.no;
}
