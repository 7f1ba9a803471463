import type {
  QuoteFilterOptions,
  QuoteFilters,
  TariffType,
} from '@threshold/domain/schemas/energy-quotes';

/**
 * The energy list's filters (service-journeys 2): Supplier, Tariff Type, Exit Fees and Billing.
 * Applied filters show as chips; removing a chip removes that one value.
 */

export const TARIFF_TYPES: readonly TariffType[] = ['Fixed', 'Variable'];

/** The yes/no filters, with their group and the words on the panel and the chip. */
export const FLAG_FILTERS = [
  { key: 'noExitFee', group: 'Exit Fees', label: 'No exit fee' },
  { key: 'exitFee', group: 'Exit Fees', label: 'Exit fee' },
  { key: 'paperless', group: 'Billing', label: 'Paperless' },
  { key: 'paper', group: 'Billing', label: 'Paper' },
] as const satisfies readonly { key: keyof QuoteFilters; group: string; label: string }[];
export type FlagFilter = (typeof FLAG_FILTERS)[number]['key'];

export type SupplierOption = Pick<
  QuoteFilterOptions['suppliers'][number],
  'supplierId' | 'supplierName'
>;

/** One applied filter value as a chip: its words and the filters without it. */
export type FilterChip = {
  key: string;
  /** 'Supplier: Threshold Energy', 'Tariff Type: Fixed', 'Billing: Paper'. */
  label: string;
  without: QuoteFilters;
};

export function hasFilters(filters: QuoteFilters): boolean {
  return (
    filters.suppliers.length > 0 ||
    filters.tariffTypes.length > 0 ||
    FLAG_FILTERS.some(({ key }) => filters[key])
  );
}

/** The chips of the applied filters, in the panel's order. A supplier no longer offered keeps its id. */
export function chipsOf(filters: QuoteFilters, suppliers: readonly SupplierOption[]): FilterChip[] {
  const supplierName = (id: string) =>
    suppliers.find((supplier) => supplier.supplierId === id)?.supplierName ?? id;
  return [
    ...filters.suppliers.map((id) => ({
      key: `supplier:${id}`,
      label: `Supplier: ${supplierName(id)}`,
      without: { ...filters, suppliers: filters.suppliers.filter((other) => other !== id) },
    })),
    ...filters.tariffTypes.map((type) => ({
      key: `tariffType:${type}`,
      label: `Tariff Type: ${type}`,
      without: { ...filters, tariffTypes: filters.tariffTypes.filter((other) => other !== type) },
    })),
    ...FLAG_FILTERS.filter(({ key }) => filters[key]).map(({ key, group, label }) => ({
      key,
      label: `${group}: ${label}`,
      without: { ...filters, [key]: false },
    })),
  ];
}

/** Adds or takes away one value of a list filter (a checkbox of Supplier or Tariff Type). */
export function toggleValue<T>(values: readonly T[], value: T, isOn: boolean): T[] {
  const others = values.filter((other) => other !== value);
  return isOn ? [...others, value] : others;
}
