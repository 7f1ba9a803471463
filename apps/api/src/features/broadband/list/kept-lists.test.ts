import {
  NO_BROADBAND_FILTERS,
  type BroadbandResponse,
  type ParsedBroadbandRequest,
} from '@threshold/domain/schemas/broadband';
import { describe, expect, it } from 'vitest';
import type { BroadbandCatalogue } from '../../../providers/broadband-catalogue/broadband-catalogue';
import { createTestClock } from '../../../test-support/test-clock';
import type { EnrolmentRow } from '../../../auth/caller';
import type { EntertainmentJourneyRow } from '../broadband.repo';
import type { ListReads } from '../caller-reads';
import type { BroadbandLists, ListAnswers, SearchedListRequest } from './broadband-lists';
import { withAnswersKeptPerSearch, withListsKeptPerRead } from './kept-lists';
import type { ListingContext } from './package-builder';

// Tuesday 24 November 2026, a minute before midnight in the UK (GMT, so UTC too).
const BEFORE_MIDNIGHT = '2026-11-24T23:59:00Z';
const AFTER_MIDNIGHT = '2026-11-25T00:00:30Z';

const request: ParsedBroadbandRequest = { ...NO_BROADBAND_FILTERS, IncludePromotedPackages: true };
const row = { id: 'enrolment-1' } as EnrolmentRow;
const savedJourney = { appliedFilters: NO_BROADBAND_FILTERS } as unknown as EntertainmentJourneyRow;

/** An answer showing one package whose promotion ends at `expires` (none: no promotion). */
function answerEnding(expires?: string): BroadbandResponse {
  const promotions = expires ? [{ expires }] : [];
  return {
    promotedPackages: [],
    packages: { packages: [{ promotions }] },
    interimPackages: [],
  } as unknown as BroadbandResponse;
}

/** Inner lists that count their answers, each a new object. */
function countingLists(expires?: string) {
  const counted = { asked: 0 };
  const lists: BroadbandLists = {
    list: async () => {
      counted.asked += 1;
      return answerEnding(expires);
    },
  };
  return { counted, lists };
}

function keptPerRead(options: { mark?: () => object | undefined; expires?: string } = {}) {
  const clock = createTestClock(BEFORE_MIDNIGHT);
  const mark = { loaded: 1 };
  const catalogue: BroadbandCatalogue = {
    search: () => Promise.reject(new Error('not searched here')),
    answersMark: options.mark ?? (() => mark),
  };
  const { counted, lists } = countingLists(options.expires);
  return { clock, counted, lists: withListsKeptPerRead(lists, { catalogue, clock }) };
}

describe('the broadband list kept per enrolment read', () => {
  const reads: ListReads = { row, journey: savedJourney, read: {} };

  it('answers the same request on the same read, day and catalogue from memory', async () => {
    const { counted, lists } = keptPerRead();
    const first = await lists.list(reads, request);
    expect(await lists.list(reads, request)).toBe(first);
    expect(counted.asked).toBe(1);
  });

  it('is not answered after midnight (install dates and readiness move with the day)', async () => {
    const { clock, counted, lists } = keptPerRead();
    const before = await lists.list(reads, request);
    clock.set(AFTER_MIDNIGHT);
    const after = await lists.list(reads, request);
    expect(after).not.toBe(before);
    expect(counted.asked).toBe(2);
    expect(await lists.list(reads, request)).toBe(after);
  });

  it('is made again once a promotion it shows ends, for another read or request, or a changed catalogue', async () => {
    const ends = '2026-11-24T23:59:30Z';
    const { clock, counted, lists } = keptPerRead({ expires: ends });
    await lists.list(reads, request);
    clock.set(ends);
    await lists.list(reads, request);
    expect(counted.asked).toBe(2);
    await lists.list({ ...reads, read: {} }, request);
    await lists.list(reads, { ...request, sortOption: 3 });
    expect(counted.asked).toBe(4);

    let mark: object | undefined = { loaded: 1 };
    const marked = keptPerRead({ mark: () => mark });
    await marked.lists.list(reads, request);
    mark = { loaded: 2 };
    await marked.lists.list(reads, request);
    mark = undefined;
    await marked.lists.list(reads, request);
    await marked.lists.list(reads, request);
    expect(marked.counted.asked).toBe(4);
  });

  it('keeps nothing made from a read whose filters the request saves', async () => {
    const { counted, lists } = keptPerRead();
    const unsaved: ListReads = { row, journey: undefined, read: {} };
    await lists.list(unsaved, request);
    await lists.list(unsaved, request);
    expect(counted.asked).toBe(2);
  });
});

describe('the broadband answer kept per search', () => {
  const market = { id: 1 };
  const partner = { id: 2 };

  function listing(now: string, catalogues: readonly [object | null, object | null]) {
    const context = { today: now.slice(0, 10), now: new Date(now) } as ListingContext;
    const searched = { wombbSuccess: true, htSuccess: true, provided: [], catalogues };
    return { request, context, row, searched } satisfies SearchedListRequest;
  }

  function keptAnswers() {
    const counted = { asked: 0 };
    const fresh: ListAnswers = {
      answer: () => {
        counted.asked += 1;
        return answerEnding();
      },
    };
    return { counted, answers: withAnswersKeptPerSearch(fresh) };
  }

  it('answers the same request on the same row and catalogue answers from memory', () => {
    const { counted, answers } = keptAnswers();
    const first = answers.answer(listing(BEFORE_MIDNIGHT, [market, partner]));
    expect(answers.answer(listing(BEFORE_MIDNIGHT, [market, partner]))).toBe(first);
    expect(counted.asked).toBe(1);
    answers.answer(listing(BEFORE_MIDNIGHT, [market, null]));
    expect(counted.asked).toBe(2);
  });

  it('is not answered after midnight', () => {
    const { counted, answers } = keptAnswers();
    const before = answers.answer(listing(BEFORE_MIDNIGHT, [market, partner]));
    const after = answers.answer(listing(AFTER_MIDNIGHT, [market, partner]));
    expect(after).not.toBe(before);
    expect(counted.asked).toBe(2);
  });
});
