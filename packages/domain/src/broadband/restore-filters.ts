import { isBroadbandSortOption } from '../codes/broadband-sort-option';
import type { BroadbandFilters, CallPlanKind } from '../schemas/broadband';
import { BROADBAND_FILTER_LIMITS } from './filter-limits';

/**
 * The rule that brings kept filters back within the bounds a list request accepts
 * (BROADBAND_FILTER_LIMITS). Plain checks, no zod, so the web's broadband chunks can use it too.
 */

const CALL_PLAN_KINDS: readonly CallPlanKind[] = ['payAsYouGo', 'eveningsAndWeekends', 'anytime'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function flags<K extends string>(value: unknown, keys: readonly K[]): Record<K, boolean> {
  const record = isRecord(value) ? value : {};
  return Object.fromEntries(keys.map((key) => [key, record[key] === true])) as Record<K, boolean>;
}

/** The array's entries that pass, each once, in order, at most `max`. */
function kept<T>(value: unknown, passes: (entry: unknown) => entry is T, max: number): T[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(passes))].slice(0, max);
}

/**
 * Filters kept from an earlier visit (saved on the server, or in the browser), as a list request
 * accepts them: every flag a boolean, provider ids short strings — and, when `providerIds` is
 * given, only providers that reach the address — contract lengths whole months from 0 to 60, known
 * call plans, sort option 0 to 4. Whatever does not fit is dropped on its own; the rest stands.
 * Not an object at all: no filters.
 */
export function restoreBroadbandFilters(
  value: unknown,
  known: { providerIds?: readonly string[] } = {},
): BroadbandFilters {
  const stored = isRecord(value) ? value : {};
  const limits = BROADBAND_FILTER_LIMITS;
  const isProviderId = (entry: unknown): entry is string =>
    typeof entry === 'string' &&
    entry.length > 0 &&
    entry.length <= limits.providerIdLength &&
    (known.providerIds === undefined || known.providerIds.includes(entry));
  const isMonths = (entry: unknown): entry is number =>
    Number.isInteger(entry) && (entry as number) >= 0 && (entry as number) <= limits.contractMonths;
  const isCallPlan = (entry: unknown): entry is CallPlanKind =>
    CALL_PLAN_KINDS.includes(entry as CallPlanKind);
  return {
    packageType: flags(stored.packageType, ['includeBroadband', 'includePhone', 'includeTv']),
    broadbandType: flags(stored.broadbandType, ['standardBroadband', 'fibreBroadband']),
    monthlyUsage: flags(stored.monthlyUsage, ['unlimited']),
    selectedProviders: kept(stored.selectedProviders, isProviderId, limits.providers),
    contractLengths: kept(stored.contractLengths, isMonths, limits.contractLengths),
    callOptions: kept(stored.callOptions, isCallPlan, CALL_PLAN_KINDS.length),
    sortOption: isBroadbandSortOption(stored.sortOption) ? stored.sortOption : 0,
  };
}
