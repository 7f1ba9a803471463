import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import type { GspGroup } from '@threshold/domain/energy/regions';
import {
  isKeptListReusable,
  QUOTE_REUSE_MS,
  tariffListKey,
  type TariffListInputs,
} from '@threshold/domain/energy/tariff-list';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { QuoteRequest, QuoteResponse } from '@threshold/domain/schemas/energy-quotes';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../../db/client';
import type { EnrolmentRow } from '../../../auth/caller';
import type { EnergyJourneyRow } from '../journey/energy-journey.repo';

/**
 * The energy list's kept answers, as wrappers around the steps that make a list (like the
 * catalogue's deadline and fault wrappers): each takes a step and answers the same calls, from
 * memory when nothing the answer was made from has changed (docs/decisions.md), else by asking
 * the step it wraps.
 */

/** What a kept answer was made from besides its list's inputs: any change asks again. */
export type ListStamp = {
  /** The kept read of the journey (one object while neither it nor the enrolment changes). */
  read: object;
  /** The catalogue's answers mark taken before it was asked (undefined: cannot be told). */
  mark: object | undefined;
  requestKey: string;
  today: string;
  branding: unknown;
};

type KeptQuote = { key: string; response: QuoteResponse; atMs: number; stamp: ListStamp };

/** The last list answered to each mover, shared by the wrappers below. */
export type KeptQuotes = LRUCache<string, KeptQuote>;

export function createKeptQuotes(): KeptQuotes {
  // One per enrolment; at most this many movers' lists (each with its JSON, tens of KB) in memory.
  return new LRUCache<string, KeptQuote>({ max: 2_000 });
}

/**
 * A list asked for: the caller's row and branding (the request context), the kept read of the
 * journey (one object while neither the journey nor the enrolment changes), and the request.
 */
export type ListAsk = {
  read: object;
  row: EnrolmentRow;
  branding: Branding;
  journey: EnergyJourneyRow | undefined;
  request: QuoteRequest;
};

/** The step that answers a list asked for. */
export type QuoteLists = { list(ask: ListAsk): Promise<QuoteResponse> };

type KeptDeps = {
  clock: Clock;
  /** The catalogue's answers mark now (see EnergyCatalogue.answersMark). */
  answersMark: () => object | undefined;
};

/**
 * The same request again on the same kept read of the enrolment, on the same day, with the same
 * branding and catalogue answers, within QUOTE_REUSE_MS: answered at once with the answer made for
 * it. It passed every check for them when it was made, so it passes again; anything else goes the
 * whole way.
 */
export function withKeptAnswers(lists: QuoteLists, kept: KeptQuotes, deps: KeptDeps): QuoteLists {
  const { clock } = deps;
  return {
    async list(ask) {
      const recent = kept.get(ask.row.id);
      const mark = deps.answersMark();
      if (
        !recent ||
        recent.stamp.read !== ask.read ||
        mark === undefined ||
        recent.stamp.mark !== mark ||
        recent.stamp.requestKey !== JSON.stringify(ask.request) ||
        recent.stamp.today !== todayIso(clock) ||
        clock.now().getTime() - recent.atMs >= QUOTE_REUSE_MS ||
        recent.stamp.branding !== ask.branding
      )
        return lists.list(ask);
      return recent.response;
    },
  };
}

/** A list's inputs, checked and read: what the pricing step makes a new quote from. */
export type PricingAsk<T> = T & {
  row: EnrolmentRow;
  inputs: TariffListInputs;
  stamp: ListStamp;
  /** Whether the journey's stored filters or mixed-meter fuel change with this list. */
  changesJourney: boolean;
  /** Writes those changes, with the database or in the quote's transaction. */
  saveJourney: (tx?: DbOrTx) => Promise<unknown>;
};

/** The step that prices, stores and answers a new quote. */
export type QuotePricing<T> = { price(ask: PricingAsk<T>): Promise<QuoteResponse> };

/**
 * The same list's inputs (catalogue, region, target, usage, request, day, supply start) within
 * QUOTE_REUSE_MS of the last answer: the quote already stored is answered again and nothing is
 * priced or stored; only a change of the journey's stored filters is written.
 */
export function withReusedQuotes<T>(
  pricing: QuotePricing<T>,
  kept: KeptQuotes,
  deps: { clock: Clock },
): QuotePricing<T> {
  return {
    async price(ask) {
      const key = tariffListKey(ask.inputs);
      const nowMs = deps.clock.now().getTime();
      const recent = kept.get(ask.row.id);
      if (recent && isKeptListReusable(recent, key, nowMs)) {
        if (ask.changesJourney) await ask.saveJourney();
        // Nothing written: this read, day, branding and catalogue make the same answer again.
        else kept.set(ask.row.id, { ...recent, stamp: ask.stamp });
        return recent.response;
      }
      const response = await pricing.price(ask);
      kept.set(ask.row.id, { key, response, atMs: deps.clock.now().getTime(), stamp: ask.stamp });
      return response;
    },
  };
}

/** The list's checks for a home: its region, and that the energy list is open today. */
export type OpenListRegion = (ask: Omit<ListAsk, 'request'>) => Promise<GspGroup>;

/**
 * The list's checks kept with a kept read: the same read with the same journey object on the same
 * day with the same branding passes them again, without asking the address data (the read is
 * replaced when the enrolment changes, so the row is the one the checks passed).
 */
export function withPassedListChecks(
  openListRegion: OpenListRegion,
  deps: Omit<KeptDeps, 'answersMark'>,
): OpenListRegion {
  const passedListChecks = new WeakMap<
    object,
    { today: string; branding: unknown; journey: EnergyJourneyRow | undefined; region: GspGroup }
  >();
  return async (ask) => {
    const { read, branding, journey } = ask;
    const today = todayIso(deps.clock);
    const passed = passedListChecks.get(read);
    if (passed?.today === today && passed.branding === branding && passed.journey === journey) {
      return passed.region;
    }
    const region = await openListRegion(ask);
    passedListChecks.set(read, { today, branding, journey, region });
    return region;
  };
}
