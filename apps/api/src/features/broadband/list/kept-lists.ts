import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import type { BroadbandResponse } from '@threshold/domain/schemas/broadband';
import { LRUCache } from 'lru-cache';
import type { BroadbandCatalogue } from '../../../providers/broadband-catalogue/broadband-catalogue';
import type { BroadbandLists, ListAnswers } from './broadband-lists';
import { firstPromotionEnd } from './list-answer';
import { filtersOf, filtersToSave } from './saved-filters';

/**
 * The same list asked for again (Back, a refetch, the same filters) is answered with the answer
 * already made while its inputs stand: the same request, enrolment read, day and catalogue, and
 * until the first promotion shown in it ends. One answer per enrolment; at most this many movers'
 * answers (each with its JSON, tens of KB) in memory. Only where enrolment reads are kept (a row
 * read afresh never matches).
 */
const KEPT_MOVERS = 2_000;

type Kept = {
  /** The request it answered, as JSON. */
  request: string;
  today: string;
  validUntil: number;
  response: BroadbandResponse;
};

/** True while a kept answer stands for this request on this day at this instant. */
function stands(kept: Kept | undefined, request: string, today: string, now: Date): boolean {
  return (
    kept !== undefined &&
    kept.request === request &&
    kept.today === today &&
    now.getTime() < kept.validUntil
  );
}

/**
 * Answers from memory before anything is saved or searched: the answer made on the same kept read
 * of the enrolment (its filters were saved then, and it passed every check the read, day and
 * branding pass) while the catalogue's answers mark says nothing it answers has changed.
 */
export function withListsKeptPerRead(
  lists: BroadbandLists,
  options: { catalogue: BroadbandCatalogue; clock: Clock },
): BroadbandLists {
  const { catalogue, clock } = options;
  const kept = new LRUCache<string, Kept & { read: object; mark: object }>({ max: KEPT_MOVERS });
  return {
    async list(reads, request) {
      const { row, journey, read } = reads;
      const requestKey = JSON.stringify(request);
      const today = todayIso(clock);
      const mark = catalogue.answersMark?.();
      const entry = kept.get(row.id);
      if (entry?.read === read && mark !== undefined && entry.mark === mark) {
        if (stands(entry, requestKey, today, clock.now())) return entry.response;
      }
      const response = await lists.list(reads, request);
      // A read from before a save is not the one the next request sees.
      if (mark === undefined || filtersToSave(journey, filtersOf(request))) kept.delete(row.id);
      else {
        const validUntil = firstPromotionEnd(response);
        kept.set(row.id, { request: requestKey, today, validUntil, response, read, mark });
      }
      return response;
    },
  };
}

/**
 * Answers from memory once both sources are searched: the answer made for the same request on the
 * same enrolment row, day and catalogue answers (the objects each source answered with).
 */
export function withAnswersKeptPerSearch(answers: ListAnswers): ListAnswers {
  const kept = new LRUCache<string, Kept & { row: object; catalogues: readonly unknown[] }>({
    max: KEPT_MOVERS,
  });
  return {
    answer(listing) {
      const { row, request, context, searched } = listing;
      const requestKey = JSON.stringify(request);
      const entry = kept.get(row.id);
      if (
        entry?.row === row &&
        entry.catalogues[0] === searched.catalogues[0] &&
        entry.catalogues[1] === searched.catalogues[1] &&
        stands(entry, requestKey, context.today, context.now)
      ) {
        return entry.response;
      }
      const response = answers.answer(listing);
      const { today } = context;
      const validUntil = firstPromotionEnd(response);
      const { catalogues } = searched;
      kept.set(row.id, { request: requestKey, today, validUntil, response, row, catalogues });
      return response;
    },
  };
}
