/**
 * The 14 GB electricity regions, named by their grid supply point (GSP) group: '_A' to '_P'
 * (there is no '_I' or '_O'). Regional price caps and catalogue rates are set per region; the
 * address provider's supply facts give a home's GSP group. Gas prices follow the same regions.
 */
export const ELECTRICITY_REGIONS = [
  { gspGroup: '_A', name: 'Eastern England' },
  { gspGroup: '_B', name: 'East Midlands' },
  { gspGroup: '_C', name: 'London' },
  { gspGroup: '_D', name: 'Merseyside and North Wales' },
  { gspGroup: '_E', name: 'West Midlands' },
  { gspGroup: '_F', name: 'North East England' },
  { gspGroup: '_G', name: 'North West England' },
  { gspGroup: '_H', name: 'Southern England' },
  { gspGroup: '_J', name: 'South East England' },
  { gspGroup: '_K', name: 'South Wales' },
  { gspGroup: '_L', name: 'South West England' },
  { gspGroup: '_M', name: 'Yorkshire' },
  { gspGroup: '_N', name: 'South Scotland' },
  { gspGroup: '_P', name: 'North Scotland' },
] as const;

export type GspGroup = (typeof ELECTRICITY_REGIONS)[number]['gspGroup'];

/** Every GSP group in order '_A' … '_P'. */
export const GSP_GROUPS: readonly GspGroup[] = ELECTRICITY_REGIONS.map((region) => region.gspGroup);

const regionNames = new Map<string, string>(
  ELECTRICITY_REGIONS.map((region) => [region.gspGroup, region.name]),
);

export function isGspGroup(value: unknown): value is GspGroup {
  return typeof value === 'string' && regionNames.has(value);
}

/**
 * A GSP group as a supply check or a catalogue file may write it: '_A', 'A' or '_a' → '_A';
 * null when it is not one of the 14 regions (including the non-existent 'I' and 'O').
 */
export function normaliseGspGroup(value: string | null | undefined): GspGroup | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().toUpperCase();
  const candidate = trimmed.startsWith('_') ? trimmed : `_${trimmed}`;
  return isGspGroup(candidate) ? candidate : null;
}

/** '_C' → 'London'; null for anything that is not a region. */
export function regionName(gspGroup: string): string | null {
  return regionNames.get(gspGroup) ?? null;
}
