import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { PACKAGE_NOT_AVAILABLE_MESSAGE } from '@threshold/domain/messages/broadband';
import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import type { Nation } from '@threshold/domain/schemas/address';
import type { BroadbandPackage } from '@threshold/domain/schemas/broadband';
import type { BroadbandContactNumbers } from '../../../config';
import { AppError } from '../../../http/app-error';
import { broadbandAtPostcode } from '../../../providers/addresses/address-dataset';
import {
  BroadbandCatalogueError,
  type BroadbandCatalogue,
  type BroadbandSource,
  type ProvidedPackage,
} from '../../../providers/broadband-catalogue/broadband-catalogue';
import type { EnrolmentRow } from '../../../auth/caller';
import { listedPackage, WHOLE_OF_MARKET_SOURCE_ID, type ListingContext } from './package-builder';

export function packageNotAvailable(): AppError {
  return new AppError('PACKAGE_NOT_AVAILABLE', PACKAGE_NOT_AVAILABLE_MESSAGE, { status: 404 });
}

/** Where, when and for whom the mover's packages are listed, now. */
export function listingContext(
  row: EnrolmentRow,
  clock: Clock,
  contactNumbers: BroadbandContactNumbers,
): ListingContext {
  return {
    availability: broadbandAtPostcode(row.postcode ?? ''),
    nation: (row.nation as Nation | null) ?? 'England',
    today: todayIso(clock),
    moveInDate: row.moveInDate,
    now: clock.now(),
    contactNumbers,
  };
}

/** Both sources' searches at an address; a failing source is reported, never thrown. */
export type SearchedBoth = {
  wombbSuccess: boolean;
  htSuccess: boolean;
  provided: ProvidedPackage[];
  /** Each source's catalogue answer (null where it failed): the same objects while it stands. */
  catalogues: readonly [object | null, object | null];
};

const SOURCES: readonly BroadbandSource[] = ['wholeOfMarket', 'partner'];

export async function searchBoth(
  catalogue: BroadbandCatalogue,
  availability: ListingContext['availability'],
): Promise<SearchedBoth> {
  const settled = await Promise.allSettled(
    SOURCES.map((source) => catalogue.search(source, availability)),
  );
  const [market, partner] = settled;
  const found = (result: (typeof settled)[number] | undefined): ProvidedPackage[] =>
    result?.status === 'fulfilled' ? result.value.packages : [];
  const catalogueOf = (result: (typeof settled)[number] | undefined) =>
    result?.status === 'fulfilled' ? result.value.catalogue : null;
  return {
    wombbSuccess: market?.status === 'fulfilled',
    htSuccess: partner?.status === 'fulfilled',
    provided: [...found(market), ...found(partner)],
    catalogues: [catalogueOf(market), catalogueOf(partner)] as const,
  };
}

/** One package of the list at the mover's address, from its source; 404 when not there. */
export async function findListed(
  catalogue: BroadbandCatalogue,
  context: ListingContext,
  ref: { packageId: string; sourceId: string },
): Promise<{ provided: ProvidedPackage; listed: BroadbandPackage }> {
  const source: BroadbandSource =
    ref.sourceId === WHOLE_OF_MARKET_SOURCE_ID ? 'wholeOfMarket' : 'partner';
  let packages: ProvidedPackage[];
  try {
    ({ packages } = await catalogue.search(source, context.availability));
  } catch (error) {
    // The search failed or did not answer in time: the spec's third-party words, never a 500.
    if (error instanceof BroadbandCatalogueError)
      throw new AppError('THIRD_PARTY_FAILURE', THIRD_PARTY_FAILURE_MESSAGE, {
        status: 502,
        cause: error,
      });
    throw error;
  }
  for (const provided of packages) {
    const listed = listedPackage(provided, context);
    if (listed.packageId === ref.packageId && listed.sourceId === ref.sourceId)
      return { provided, listed };
  }
  throw packageNotAvailable();
}
