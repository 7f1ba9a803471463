import type { GspGroup } from '@threshold/domain/energy/regions';
import type { FuelRates } from '@threshold/domain/energy/quote-engine';
import type {
  CatalogueAddOn,
  CatalogueSupplier,
  CatalogueTariffTerms,
  RateFuel,
} from './catalogue-file';

/**
 * The tariff catalogue the quotes price (ARCHITECTURE: providers hide every outside system). The
 * built-in implementation reads the active catalogue loaded into the database from a validated
 * file; a real one would call a price-comparison feed. Services never see where tariffs come from.
 */

/** The active catalogue's description (the quotes' footnote label). */
export type CatalogueInfo = {
  id: number;
  label: string;
  validFrom: string;
  validTo: string;
  source: string;
};

/** A tariff with its supplier and its rates in one region, per rate fuel it has there. */
export type RegionalTariff = CatalogueTariffTerms & {
  supplier: CatalogueSupplier;
  rates: Partial<Record<RateFuel, FuelRates>>;
};

export type RegionTariffs = { catalogue: CatalogueInfo; tariffs: RegionalTariff[] };

export type EnergyCatalogue = {
  /** Every tariff of the active catalogue with rates in the region (all suppliers). */
  tariffsFor(region: GspGroup): Promise<RegionTariffs>;
  /** The add-ons a supplier offers with its tariffs, in their order. */
  addOnsFor(supplierId: string): Promise<CatalogueAddOn[]>;
  /**
   * An object that stays the same while every answer stays the same (the loaded catalogue, no
   * injected fault): a caller may keep what it made from the answers while it does. Undefined
   * when that cannot be told without asking (then ask).
   */
  answersMark?(): object | undefined;
};

export type EnergyCatalogueCall = keyof EnergyCatalogue;

/**
 * Why tariffs could not be had: 'retrieval' (the catalogue could not be read, or did not answer
 * in time: "Error retrieving tariffs!") or 'third-party' (the outside data supplier answered with
 * an error: the third-party message).
 */
export type EnergyCatalogueFailure = 'retrieval' | 'third-party';

export class EnergyCatalogueError extends Error {
  override readonly name = 'EnergyCatalogueError';
  constructor(
    readonly failure: EnergyCatalogueFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A catalogue whose every call runs through `around` (a deadline, an injected fault). */
export function aroundEachCatalogueCall(
  catalogue: EnergyCatalogue,
  around: <T>(call: EnergyCatalogueCall, answer: () => Promise<T>) => Promise<T>,
  answersMark: () => object | undefined = () => catalogue.answersMark?.(),
): EnergyCatalogue {
  return {
    tariffsFor: (region) => around('tariffsFor', () => catalogue.tariffsFor(region)),
    addOnsFor: (supplierId) => around('addOnsFor', () => catalogue.addOnsFor(supplierId)),
    answersMark,
  };
}
