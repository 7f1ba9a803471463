import type { Clock } from '@threshold/domain/dates/clock';
import type {
  BroadbandResponse,
  ParsedBroadbandRequest,
} from '@threshold/domain/schemas/broadband';
import type { BroadbandContactNumbers } from '../../../config';
import type { Db } from '../../../db/client';
import type { BroadbandCatalogue } from '../../../providers/broadband-catalogue/broadband-catalogue';
import type { EnrolmentRow } from '../../../auth/caller';
import { saveEntertainmentJourney } from '../broadband.repo';
import type { ListReads } from '../caller-reads';
import { searchedList, unavailableList, type ListRequest } from './list-answer';
import { listingContext, searchBoth, type SearchedBoth } from './listing';
import { filtersOf, filtersToSave } from './saved-filters';

/**
 * POST /api/entertainment/broadband: the list at the mover's address, the request's filters saved
 * when they differ from the saved ones. Kept-answer wrappers (kept-lists.ts) go around it, as the
 * catalogue's deadline and faults go around the catalogue.
 */
export type BroadbandLists = {
  list(reads: ListReads, request: ParsedBroadbandRequest): Promise<BroadbandResponse>;
};

/** A list request with both sources' searches made. */
export type SearchedListRequest = ListRequest & { row: EnrolmentRow; searched: SearchedBoth };

/** Makes the answer from the searches; a wrapper may answer one it made before instead. */
export type ListAnswers = {
  answer(listing: SearchedListRequest): BroadbandResponse;
};

/** The answers made afresh every time (package-list rules of the domain, list-answer.ts). */
export const FRESH_LIST_ANSWERS: ListAnswers = {
  answer: (listing) => searchedList(listing, listing.searched),
};

export function createBroadbandLists(deps: {
  db: Db;
  catalogue: BroadbandCatalogue;
  clock: Clock;
  contactNumbers: BroadbandContactNumbers;
  answers: ListAnswers;
}): BroadbandLists {
  const { db, catalogue, clock, contactNumbers, answers } = deps;
  return {
    async list({ row, journey }, request) {
      const filters = filtersOf(request);
      if (filtersToSave(journey, filters)) {
        await saveEntertainmentJourney(db, row.id, { appliedFilters: filters }, clock.now());
      }
      const context = listingContext(row, clock, contactNumbers);
      if (context.availability.providers.length === 0) return unavailableList({ request, context });
      const searched = await searchBoth(catalogue, context.availability);
      return answers.answer({ request, context, row, searched });
    },
  };
}
