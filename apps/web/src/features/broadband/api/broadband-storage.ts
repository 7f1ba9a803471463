import { restoreBroadbandFilters } from '@threshold/domain/broadband/restore-filters';
import type { BroadbandFilters, BroadbandPackage } from '@threshold/domain/schemas/broadband';
import { readSession, writeSession } from '../../../api/session-store';

/**
 * The broadband choices kept in browser storage (service-journeys 4 "Stored portal values"): the
 * applied filters (broadbandAppliedFilters) and the entertainment state (entertainmentState: the
 * package being set up and its provider link, for the hand-off pages). They belong to one
 * enrolment: a log-in with another enrolment session id clears them (user-session.ts).
 * Checked on reading without the domain's zod schemas, so the broadband chunks stay without zod;
 * something unreadable counts as nothing stored.
 */

/** No filter chosen: the domain's NO_BROADBAND_FILTERS, repeated here without its schema module. */
export const NO_BROADBAND_FILTERS: BroadbandFilters = {
  packageType: { includeBroadband: false, includePhone: false, includeTv: false },
  broadbandType: { standardBroadband: false, fibreBroadband: false },
  monthlyUsage: { unlimited: false },
  selectedProviders: [],
  contractLengths: [],
  callOptions: [],
  sortOption: 0,
};

/** What the hand-off pages need of the package being set up. */
export type StoredEntertainment = {
  selectedPackage: BroadbandPackage;
  /** The provider's sign-up page (whole of market); null for a partner's package. */
  wombbPackageUrl: string | null;
};

function isStoredEntertainment(value: unknown): value is StoredEntertainment {
  const stored = value as Partial<Record<keyof StoredEntertainment, unknown>> | null;
  const pkg = stored?.selectedPackage as Partial<BroadbandPackage> | null | undefined;
  return (
    typeof pkg?.packageId === 'string' &&
    typeof pkg.sourceId === 'string' &&
    typeof pkg.packageName === 'string' &&
    typeof pkg.provider?.name === 'string' &&
    (stored?.wombbPackageUrl === null || typeof stored?.wombbPackageUrl === 'string')
  );
}

function readJson<T>(
  key: 'broadbandAppliedFilters' | 'entertainmentState',
  isValid: (value: unknown) => value is T,
): T | null {
  const stored = readSession(key);
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The filters applied in this browser, each within what a list request accepts (the domain's
 * rule drops a bad entry on its own); null when none are kept (the server's saved ones apply).
 */
export function readStoredBroadbandFilters(): BroadbandFilters | null {
  const stored = readJson('broadbandAppliedFilters', isObject);
  return stored && restoreBroadbandFilters(stored);
}

export function storeBroadbandFilters(filters: BroadbandFilters): void {
  writeSession('broadbandAppliedFilters', JSON.stringify(filters));
}

export function readStoredEntertainment(): StoredEntertainment | null {
  return readJson('entertainmentState', isStoredEntertainment);
}

export function storeEntertainment(value: StoredEntertainment | null): void {
  writeSession('entertainmentState', value === null ? null : JSON.stringify(value));
}
