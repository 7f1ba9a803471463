import type { Clock } from '@threshold/domain/dates/clock';
import type {
  BroadbandResponse,
  ParsedBroadbandRequest,
} from '@threshold/domain/schemas/broadband';
import type { Caller } from '../../auth/caller';
import type { BroadbandContactNumbers } from '../../config';
import type { Db, EnrolmentChanges } from '../../db/client';
import type { Outbox } from '../../messages/outbox';
import type { BroadbandCatalogue } from '../../providers/broadband-catalogue/broadband-catalogue';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import type { BroadbandCallDeps, ServiceChange } from './broadband-calls';
import { createPartnerCallbackCalls } from './callback/partner-callback';
import { createCallerReads } from './caller-reads';
import {
  createBroadbandLists,
  FRESH_LIST_ANSWERS,
  type BroadbandLists,
} from './list/broadband-lists';
import { withAnswersKeptPerSearch, withListsKeptPerRead } from './list/kept-lists';
import { createPackageChoiceCalls } from './signup/package-choice';
import { createWholeOfMarketCalls } from './signup/whole-of-market';

export type { ServiceChange, ServiceChanged } from './broadband-calls';
export {
  ENTERTAINMENT_CARD_PARTS,
  ENTERTAINMENT_STATE_PARTS,
  entertainmentChoiceOf,
  entertainmentChoiceOfCaller,
} from './entertainment-state';

export type BroadbandService = ReturnType<typeof createBroadbandService>;

/**
 * The list, with its answers kept where enrolment reads are kept (kept-lists.ts): first per kept
 * read before anything is saved or searched, then per row once both sources are searched.
 */
function listsOf(deps: BroadbandCallDeps, keepsAnswers: boolean): BroadbandLists {
  const { db, catalogue, clock, contactNumbers } = deps;
  if (!keepsAnswers) {
    return createBroadbandLists({
      db,
      catalogue,
      clock,
      contactNumbers,
      answers: FRESH_LIST_ANSWERS,
    });
  }
  const answers = withAnswersKeptPerSearch(FRESH_LIST_ANSWERS);
  const lists = createBroadbandLists({ db, catalogue, clock, contactNumbers, answers });
  return withListsKeptPerRead(lists, { catalogue, clock });
}

/**
 * Broadband, phone and TV (service-journeys 2 broadband list, package details and hand-off; 7 the
 * entertainment calls; issue 11): the list for the mover's address from both sources, choosing a
 * package, the whole-of-market hand-off's answers, and the satellite partner's call-back. Only
 * ever the caller's own enrolment.
 */
export function createBroadbandService(deps: {
  db: Db;
  enrolmentChanges: EnrolmentChanges | null;
  enrolmentService: EnrolmentService;
  catalogue: BroadbandCatalogue;
  outbox: Outbox;
  clock: Clock;
  contactNumbers: BroadbandContactNumbers;
  /** The confirmation service's settling write (a skip, a completion, a pending package). */
  changeServices: ServiceChange;
}) {
  const { enrolmentChanges, ...rest } = deps;
  const reads = createCallerReads({ ...rest, enrolmentChanges });
  const calls: BroadbandCallDeps = { ...rest, reads };
  const lists = listsOf(calls, enrolmentChanges !== null);
  return {
    /** POST /api/entertainment/broadband: the list at the mover's address; the filters are saved. */
    async search(caller: Caller, request: ParsedBroadbandRequest): Promise<BroadbandResponse> {
      return lists.list(await reads.openReads(caller), request);
    },
    ...createPackageChoiceCalls(calls),
    ...createWholeOfMarketCalls(calls),
    ...createPartnerCallbackCalls(calls),
  };
}
