import { counted } from '@threshold/domain/messages/counted';
import type {
  BroadbandFilterOptions,
  BroadbandFilters,
  CallPlanKind,
} from '@threshold/domain/schemas/broadband';

/**
 * The broadband list's filters (service-journeys 3 "Package filters"): package type, broadband
 * type, unlimited usage, providers, contract lengths and call options. Applied filters show as
 * chips; removing a chip removes that one value. The sort option is not a filter chip.
 */

/** The yes/no filters, with their group and the words on the panel and the chip. */
export const FLAG_FILTERS = [
  { group: 'packageType', key: 'includeBroadband', legend: 'Package type', label: 'Broadband' },
  { group: 'packageType', key: 'includePhone', legend: 'Package type', label: 'Phone' },
  { group: 'packageType', key: 'includeTv', legend: 'Package type', label: 'TV' },
  {
    group: 'broadbandType',
    key: 'standardBroadband',
    legend: 'Broadband type',
    label: 'Standard broadband',
  },
  {
    group: 'broadbandType',
    key: 'fibreBroadband',
    legend: 'Broadband type',
    label: 'Fibre broadband',
  },
  { group: 'monthlyUsage', key: 'unlimited', legend: 'Monthly usage', label: 'Unlimited' },
] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];
export const FLAG_LEGENDS = ['Package type', 'Broadband type', 'Monthly usage'] as const;

export const CALL_OPTION_LABEL: Record<CallPlanKind, string> = {
  payAsYouGo: 'Pay as you go',
  eveningsAndWeekends: 'Evenings and weekends',
  anytime: 'Anytime',
};

/** "Rolling monthly", "1 month", "24 months". */
export function contractLengthLabel(months: number): string {
  if (months === 0) return 'Rolling monthly';
  return counted(months, 'month');
}

export function isFlagOn(filters: BroadbandFilters, flag: FlagFilter): boolean {
  return (filters[flag.group] as Record<string, boolean>)[flag.key] === true;
}

export function withFlag(
  filters: BroadbandFilters,
  flag: FlagFilter,
  isOn: boolean,
): BroadbandFilters {
  return { ...filters, [flag.group]: { ...filters[flag.group], [flag.key]: isOn } };
}

/** Adds or takes away one value of a list filter. */
export function toggleValue<T>(values: readonly T[], value: T, isOn: boolean): T[] {
  const others = values.filter((other) => other !== value);
  return isOn ? [...others, value] : others;
}

/** One applied filter value as a chip: its words and the filters without it. */
export type FilterChip = { key: string; label: string; without: BroadbandFilters };

export function hasFilters(filters: BroadbandFilters): boolean {
  return chipsOf(filters, []).length > 0;
}

/** The chips of the applied filters, in the panel's order. A provider no longer offered keeps its id. */
export function chipsOf(
  filters: BroadbandFilters,
  providers: BroadbandFilterOptions['providers'],
): FilterChip[] {
  const providerName = (id: string) => providers.find((p) => p.id === id)?.name ?? id;
  return [
    ...FLAG_FILTERS.filter((flag) => isFlagOn(filters, flag)).map((flag) => ({
      key: `${flag.group}:${flag.key}`,
      label: `${flag.legend}: ${flag.label}`,
      without: withFlag(filters, flag, false),
    })),
    ...filters.selectedProviders.map((id) => ({
      key: `provider:${id}`,
      label: `Provider: ${providerName(id)}`,
      without: { ...filters, selectedProviders: toggleValue(filters.selectedProviders, id, false) },
    })),
    ...filters.contractLengths.map((months) => ({
      key: `contract:${months}`,
      label: `Contract length: ${contractLengthLabel(months)}`,
      without: { ...filters, contractLengths: toggleValue(filters.contractLengths, months, false) },
    })),
    ...filters.callOptions.map((kind) => ({
      key: `calls:${kind}`,
      label: `Calls: ${CALL_OPTION_LABEL[kind]}`,
      without: { ...filters, callOptions: toggleValue(filters.callOptions, kind, false) },
    })),
  ];
}
