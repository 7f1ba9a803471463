/** "Do you know your usage?" answers (service-journeys 3): yes, no, or unknown. */
export const KNOWN_USAGE = {
  yes: 'Y',
  no: 'N',
  unknown: 'U',
} as const;
export type KnownUsage = (typeof KNOWN_USAGE)[keyof typeof KNOWN_USAGE];

export function isKnownUsage(value: unknown): value is KnownUsage {
  return value === 'Y' || value === 'N' || value === 'U';
}

/** Highest annual usage the form accepts, in kWh. */
export const MAX_ANNUAL_USAGE_KWH = 499_999;
