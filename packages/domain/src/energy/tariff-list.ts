import type { FuelType } from '../codes/fuel-type';
import {
  isAddOnOffered,
  type AddOnTariffFacts,
  type CatalogueAddOn,
} from '../schemas/energy-add-ons';
import type {
  PricedTariff,
  QuoteFilterOptions,
  QuoteFilters,
  QuoteRequest,
} from '../schemas/energy-quotes';
import type { TariffPaymentMethod } from './quote-engine';
import { MEDIUM_USAGE } from './usage-estimate';

/**
 * The energy list's rules (service-journeys 2 energy list, 4, 7 POST /api/quotes and
 * /quotes/select): which catalogue tariffs a home's list holds, which of them match the filters,
 * their order (the featured supplier's default tariff first), the filter panel, how long a list
 * is kept, and which of its prices and add-ons a mover can choose.
 */

/** A quote can be chosen from for a day (the energy_quotes table's rule). */
export const QUOTE_TTL_MS = 24 * 60 * 60 * 1000;
/** Without getAll the list holds the default tariff and the next cheapest, this many in all. */
export const DEFAULT_LIST_SIZE = 10;
/** The same mover asking for the same list within this time gets the quote already stored. */
export const QUOTE_REUSE_MS = 10 * 60 * 1000;

/** What a list prices for: the fuel(s), how they are paid for, and the meter. */
export type QuoteTarget = {
  energyType: FuelType;
  paymentMethod: TariffPaymentMethod;
  economy7: boolean;
};

/** The facts of a catalogue tariff the list's choice of tariffs reads. */
export type ListableTariff = {
  fuelType: FuelType;
  paymentMethod: TariffPaymentMethod;
  isStandardVariable: boolean;
  supplier: { isFeatured: boolean; isWholeOfMarket: boolean };
};

/** A tariff for the list's fuel(s) and payment method. */
export function fitsTarget(tariff: ListableTariff, target: QuoteTarget): boolean {
  return tariff.fuelType === target.energyType && tariff.paymentMethod === target.paymentMethod;
}

/** The featured supplier's tariffs are always listed; whole-of-market ones on that list only. */
export function isListedSupplier(
  supplier: ListableTariff['supplier'],
  wholeOfMarket: boolean,
): boolean {
  return supplier.isFeatured || (wholeOfMarket && supplier.isWholeOfMarket);
}

/** The tariff savings are counted against: the featured supplier's standard variable one. */
export function baselineTariff<T extends ListableTariff>(
  tariffs: readonly T[],
  target: QuoteTarget,
): T | undefined {
  return tariffs.find(
    (tariff) =>
      fitsTarget(tariff, target) && tariff.isStandardVariable && tariff.supplier.isFeatured,
  );
}

/** The kWh a list prices. */
export type QuotedUsage = { electricityKwh: number; gasKwh: number };

/** The mover's saved usage, else Ofgem's medium values (multi-rate for an Economy 7 meter). */
export function quotedUsage(
  economy7: boolean,
  saved: { electricityKwh: number | null; gasKwh: number | null } | undefined,
): QuotedUsage {
  return {
    electricityKwh:
      saved?.electricityKwh ??
      (economy7 ? MEDIUM_USAGE.electricityMultiRateKwh : MEDIUM_USAGE.electricityKwh),
    gasKwh: saved?.gasKwh ?? MEDIUM_USAGE.gasKwh,
  };
}

/**
 * Whether a stored price was worked out for this usage (an Economy 7 price counts its day and
 * night kWh together); a price for older answers cannot be chosen.
 */
export function isPricedFor(tariff: PricedTariff, usage: QuotedUsage): boolean {
  const electricity = tariff.electricity;
  return (
    (!electricity ||
      electricity.annualKwh1 + (electricity.annualKwh2 ?? 0) === usage.electricityKwh) &&
    (!tariff.gas || tariff.gas.annualKwh1 === usage.gasKwh)
  );
}

function hasExitFee(tariff: PricedTariff): boolean {
  return (tariff.electricity?.exitFeePence ?? 0) + (tariff.gas?.exitFeePence ?? 0) > 0;
}

/** Both flags or neither: no filter; one of them: only that kind. */
function pairFilter(wantsA: boolean, wantsB: boolean, isA: boolean): boolean {
  if (wantsA === wantsB) return true;
  return wantsA ? isA : !isA;
}

/** Whether a tariff matches the filters; an empty supplier or type filter lets everything through. */
export function matchesFilters(tariff: PricedTariff, filters: QuoteFilters): boolean {
  if (
    filters.suppliers.length > 0 &&
    !filters.suppliers.includes(tariff.supplierId) &&
    !filters.suppliers.includes(tariff.supplierName)
  ) {
    return false;
  }
  if (filters.tariffTypes.length > 0 && !filters.tariffTypes.includes(tariff.tariffType))
    return false;
  return (
    pairFilter(filters.noExitFee, filters.exitFee, !hasExitFee(tariff)) &&
    pairFilter(filters.paperless, filters.paper, tariff.isPaperless)
  );
}

/** The filter panel for the home's tariffs (before filtering), with what is selected. */
export function filterOptionsOf(
  candidates: readonly PricedTariff[],
  filters: QuoteFilters,
  wholeOfMarket: boolean,
): QuoteFilterOptions {
  const suppliers = new Map<string, string>();
  for (const tariff of candidates) suppliers.set(tariff.supplierId, tariff.supplierName);
  const types = (['Fixed', 'Variable'] as const).filter((type) =>
    candidates.some((tariff) => tariff.tariffType === type),
  );
  return {
    wholeOfMarket,
    suppliers: [...suppliers].map(([supplierId, supplierName]) => ({
      supplierId,
      supplierName,
      selected: filters.suppliers.includes(supplierId) || filters.suppliers.includes(supplierName),
    })),
    tariffTypes: types.map((tariffType) => ({
      tariffType,
      selected: filters.tariffTypes.includes(tariffType),
    })),
    noExitFee: filters.noExitFee,
    exitFee: filters.exitFee,
    paperless: filters.paperless,
    paper: filters.paper,
    isFixed: candidates.some((tariff) => tariff.tariffType === 'Fixed'),
    hasExitFee: candidates.some(hasExitFee),
    isPaperless: candidates.some((tariff) => tariff.isPaperless),
  };
}

/**
 * The list's order: the featured supplier's default tariff first (a whole-of-market supplier's
 * default is not), then the others from the lowest annual cost, ties in the catalogue's order
 * (the order given).
 */
export function inListOrder(tariffs: readonly PricedTariff[]): PricedTariff[] {
  const sorted = tariffs
    .map((tariff, index) => ({ tariff, index }))
    .sort((a, b) => a.tariff.newSpend - b.tariff.newSpend || a.index - b.index)
    .map(({ tariff }) => tariff);
  const defaultIndex = sorted.findIndex((tariff) => tariff.isDefault && tariff.isFeaturedSupplier);
  if (defaultIndex > 0) sorted.unshift(...sorted.splice(defaultIndex, 1));
  return sorted;
}

/** The tariffs matching the request's filters in list order, and the ones the answer lists. */
export function tariffListOf(
  candidates: readonly PricedTariff[],
  request: Pick<QuoteRequest, 'filters' | 'getAll'>,
): { matching: PricedTariff[]; listed: PricedTariff[] } {
  const matching = inListOrder(
    candidates.filter((tariff) => matchesFilters(tariff, request.filters)),
  );
  return { matching, listed: request.getAll ? matching : matching.slice(0, DEFAULT_LIST_SIZE) };
}

/** Everything a list is made from: the same key on the same day makes the same list. */
export type TariffListInputs = {
  catalogueId: number;
  region: string;
  target: QuoteTarget;
  usage: QuotedUsage;
  request: QuoteRequest;
  /** The London date the list is made on: a kept list is never answered on another day. */
  today: string;
  /** The day the new supply would start (its fixed terms end from it). */
  supplyStart: string;
};

/** The key a made list is kept under; the day is part of it, so a kept list ends at midnight. */
export function tariffListKey(inputs: TariffListInputs): string {
  const { catalogueId, region, target, usage, request, today, supplyStart } = inputs;
  return JSON.stringify([catalogueId, region, target, usage, request, today, supplyStart]);
}

/** Whether a list kept under `kept.key` at `kept.atMs` answers a request for `key` at `nowMs`. */
export function isKeptListReusable(
  kept: { key: string; atMs: number },
  key: string,
  nowMs: number,
): boolean {
  return kept.key === key && nowMs - kept.atMs < QUOTE_REUSE_MS;
}

/** The mover's chosen tariffs: the primary slot, and mixed meters' gas in the secondary slot. */
export type TariffChoice = { primary: PricedTariff | null; secondary: PricedTariff | null };

/**
 * The choice a select makes from the prices chosen and the choice stored (service-journeys 4):
 * one tariff; with mixed meters one electricity and one gas tariff, where choosing the
 * electricity tariff alone removes the gas choice and a gas tariff alone keeps the electricity
 * one. Null when the prices cannot be chosen together.
 */
export function chooseTariffs(
  chosen: readonly PricedTariff[],
  stored: TariffChoice,
  isMixedMeters: boolean,
): TariffChoice | null {
  if (!isMixedMeters) {
    return chosen.length > 1 ? null : { primary: chosen[0] ?? null, secondary: null };
  }
  const gas = chosen.filter((tariff) => tariff.energyType === 'Gas');
  const others = chosen.filter((tariff) => tariff.energyType !== 'Gas');
  if (gas.length > 1 || others.length > 1) return null;
  return {
    primary: others[0] ?? stored.primary,
    secondary: gas[0] ?? (others.length > 0 ? null : stored.secondary),
  };
}

function isSameTariff(a: PricedTariff | null, b: PricedTariff | null): boolean {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.energyType === b.energyType;
}

/** The same tariff(s) as stored: the add-ons given are kept (a new choice starts without any). */
export function isSameChoice(choice: TariffChoice, stored: TariffChoice): boolean {
  return (
    isSameTariff(choice.primary, stored.primary) && isSameTariff(choice.secondary, stored.secondary)
  );
}

/** The add-ons offered with a chosen tariff (its supplier's, by the add-ons page's offer rule). */
export function offeredAddOnIds(
  tariff: AddOnTariffFacts,
  supplierAddOns: readonly (Pick<CatalogueAddOn, 'smartMeterKind'> & { id: string })[],
): string[] {
  return supplierAddOns.filter((addOn) => isAddOnOffered(addOn, tariff)).map((addOn) => addOn.id);
}
