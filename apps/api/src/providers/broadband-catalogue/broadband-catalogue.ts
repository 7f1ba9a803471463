import type { PostcodeBroadband } from '../addresses/address-dataset';
import type { CataloguePackage, CatalogueProvider } from './catalogue-file';

/**
 * The broadband package catalogue the list searches (ARCHITECTURE: providers hide every outside
 * system). Two sources answer separately, as two outside searches would: the whole-of-market
 * comparison and the satellite-TV partner's own packages. The built-in implementation reads the
 * active catalogue loaded into the database from a validated file.
 */

export type BroadbandCatalogueInfo = {
  id: number;
  label: string;
  validFrom: string;
  validTo: string;
  source: string;
};

/** A package with its provider, as the catalogue holds it. */
export type ProvidedPackage = { provider: CatalogueProvider; pkg: CataloguePackage };

/** Where packages come from: the whole-of-market search or the partner's. */
export type BroadbandSource = 'wholeOfMarket' | 'partner';

export type BroadbandSearch = {
  catalogue: BroadbandCatalogueInfo;
  /** The source's packages whose provider and technology reach the address, in catalogue order. */
  packages: ProvidedPackage[];
};

export type BroadbandCatalogue = {
  search(source: BroadbandSource, availability: PostcodeBroadband): Promise<BroadbandSearch>;
  /**
   * An object that stays the same while every answer stays the same (the loaded catalogue, no
   * injected fault): a caller may keep what it made from the answers while it does. Undefined
   * when that cannot be told without asking (then ask).
   */
  answersMark?(): object | undefined;
};

export class BroadbandCatalogueError extends Error {
  override readonly name = 'BroadbandCatalogueError';
  constructor(
    readonly source: BroadbandSource,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A catalogue whose every search runs through `around` (a deadline, an injected fault). */
export function aroundEachSearch(
  catalogue: BroadbandCatalogue,
  around: <T>(source: BroadbandSource, answer: () => Promise<T>) => Promise<T>,
  answersMark: () => object | undefined = () => catalogue.answersMark?.(),
): BroadbandCatalogue {
  return {
    search: (source, availability) => around(source, () => catalogue.search(source, availability)),
    answersMark,
  };
}
