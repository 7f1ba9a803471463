import type { PricedTariff, QuoteFilters } from '@threshold/domain/schemas/energy-quotes';
import { readSession, writeSession, type SessionKey } from '../../../api/session-store';

/**
 * The energy choices kept in browser storage (service-journeys 4 "Stored portal values"): the
 * energy tariff, the secondary (gas, mixed meters) tariff, the add-ons and the filter options,
 * with separate filter keys for the whole of market. They belong to one enrolment: a log-in with
 * another enrolment session id clears them (user-session.ts, ENROLMENT_SELECTION_KEYS).
 * Whatever was stored is checked on reading; something unreadable counts as nothing stored.
 * The checks are by hand, not the domain's zod schemas, so the energy pages' own chunks stay
 * without zod.
 */
export const ENERGY_STORAGE_KEYS = [
  'energyTariff',
  'secondaryTariff',
  'addOns',
  'filterOptions',
  'filterOptionsWholeOfMarket',
] as const satisfies readonly SessionKey[];

/** No filter chosen: the domain's NO_QUOTE_FILTERS, repeated here without its schema module. */
export const NO_FILTERS: QuoteFilters = {
  suppliers: [],
  tariffTypes: [],
  noExitFee: false,
  exitFee: false,
  paperless: false,
  paper: false,
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const FUELS: readonly unknown[] = ['DualFuel', 'Electric', 'Gas'];
const TARIFF_TYPES: readonly unknown[] = ['Fixed', 'Variable'];

/** A stored tariff has what the pages rely on: its ids, names, fuel and prices. */
function isTariff(value: unknown): value is PricedTariff {
  const tariff = value as Partial<Record<keyof PricedTariff, unknown>> | null;
  return (
    typeof tariff === 'object' &&
    tariff !== null &&
    ['id', 'quoteId', 'priceId', 'tariffUrl', 'tariffName', 'supplierName'].every(
      (key) => typeof tariff[key as keyof PricedTariff] === 'string',
    ) &&
    FUELS.includes(tariff.energyType) &&
    Number.isInteger(tariff.newSpend) &&
    Number.isInteger(tariff.newSpendMonthly)
  );
}

function isFilters(value: unknown): value is QuoteFilters {
  const filters = value as Partial<Record<keyof QuoteFilters, unknown>> | null;
  return (
    typeof filters === 'object' &&
    filters !== null &&
    isStringList(filters.suppliers) &&
    isStringList(filters.tariffTypes) &&
    filters.tariffTypes.every((type) => TARIFF_TYPES.includes(type)) &&
    (['noExitFee', 'exitFee', 'paperless', 'paper'] as const).every(
      (key) => typeof filters[key] === 'boolean',
    )
  );
}

function readJson<T>(key: SessionKey, isValid: (value: unknown) => value is T): T | null {
  const stored = readSession(key);
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

const writeJson = (key: SessionKey, value: unknown) =>
  writeSession(key, value === null ? null : JSON.stringify(value));

/** The stored tariff: the main slot, or the secondary (gas) slot of mixed meters. */
export function readStoredTariff(slot: 'primary' | 'secondary' = 'primary'): PricedTariff | null {
  return readJson(slot === 'primary' ? 'energyTariff' : 'secondaryTariff', isTariff);
}

/**
 * Keeps a chosen tariff (service-journeys 2 and 4): in mixed meters a gas tariff goes to the
 * secondary slot, and choosing a non-gas tariff removes the secondary one. Choosing a tariff
 * resets the selected add-ons.
 */
export function storeChosenTariff(tariff: PricedTariff, isMixedMeters: boolean): void {
  if (isMixedMeters && tariff.energyType === 'Gas') {
    writeJson('secondaryTariff', tariff);
  } else {
    writeJson('energyTariff', tariff);
    if (isMixedMeters) writeJson('secondaryTariff', null);
  }
  writeJson('addOns', []);
}

/** The add-on identifiers the mover chose (empty when none are stored). */
export function readStoredAddOns(): string[] {
  return readJson('addOns', isStringList) ?? [];
}

export { storeAddOns } from './add-ons-storage';

const filterKey = (wholeOfMarket: boolean): SessionKey =>
  wholeOfMarket ? 'filterOptionsWholeOfMarket' : 'filterOptions';

/** The applied filters of the featured or the whole-of-market list; none when nothing is stored. */
export function readStoredFilters(wholeOfMarket = false): QuoteFilters {
  return readJson(filterKey(wholeOfMarket), isFilters) ?? NO_FILTERS;
}

/** Whether filters of that list are kept here (else the journey's saved filters apply). */
export function hasStoredFilters(wholeOfMarket = false): boolean {
  return readJson(filterKey(wholeOfMarket), isFilters) !== null;
}

export function storeFilters(filters: QuoteFilters, wholeOfMarket = false): void {
  writeJson(filterKey(wholeOfMarket), filters);
}

/** Forgets the chosen tariffs and add-ons (the filters stay). */
export function forgetChosenTariffs(): void {
  writeJson('energyTariff', null);
  writeJson('secondaryTariff', null);
  writeJson('addOns', []);
}

/** Forgets every energy choice kept in this browser. */
export function clearEnergyStorage(): void {
  for (const key of ENERGY_STORAGE_KEYS) writeSession(key, null);
}
