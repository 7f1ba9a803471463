import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { filterOptionsOf, quotedUsage, tariffListOf } from '@threshold/domain/energy/tariff-list';
import { ROUTES } from '@threshold/domain/journey/routes';
import { NO_MATCHING_TARIFFS_MESSAGE } from '@threshold/domain/messages/energy';
import type { EnergyJourney } from '@threshold/domain/schemas/energy-journey';
import type { QuoteRequest, QuoteResponse } from '@threshold/domain/schemas/energy-quotes';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx, EnrolmentChanges } from '../../../db/client';
import type { AddressProvider } from '../../../providers/addresses/address-provider';
import type {
  CatalogueInfo,
  EnergyCatalogue,
  RegionalTariff,
} from '../../../providers/energy-catalogue/energy-catalogue';
import { createCallerReadCache } from '../../enrolment/enrolment-read-cache';
import type { Caller } from '../../../auth/caller';
import type { EnrolmentService } from '../../enrolment/enrolment.service';
import { requireOpenStep } from '../../journey/journey-order';
import {
  findEnergyJourney,
  saveEnergyJourney,
  type EnergyJourneyRow,
} from '../journey/energy-journey.repo';
import { insertQuote } from './energy-quotes.repo';
import {
  createKeptQuotes,
  withKeptAnswers,
  withPassedListChecks,
  withReusedQuotes,
  type ListAsk,
  type QuotePricing,
} from './kept-quotes';
import { pricedTariffsFor } from './priced-tariffs';
import {
  createOutOfPeriodNotice,
  fromCatalogue,
  meterNotSupported,
  regionOf,
} from './quote-checks';
import { journeyPatchOf, supplyStartOf, targetOf } from './quote-facts';
import { createTariffSelection } from './tariff-selection';

export type EnergyQuotesService = ReturnType<typeof createEnergyQuotesService>;

type EnergyQuotesDeps = {
  db: Db;
  /** Where the database announces enrolment changes, the list's reads are kept in memory. */
  enrolmentChanges: EnrolmentChanges | null;
  enrolmentService: EnrolmentService;
  addressProvider: AddressProvider;
  catalogue: EnergyCatalogue;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The mover's energy journey as GET /api/energy-journey answers it (the select's answer). */
  energyJourney: (caller: Caller) => Promise<EnergyJourney>;
  /**
   * What a catalogue past its period (or before it) does: 'refuse' (production: no price is shown
   * as current, the list says it cannot quote) or 'illustrative' (elsewhere: the demo still quotes,
   * with a notice saying until when its prices were valid).
   */
  pricesOutOfPeriod?: 'refuse' | 'illustrative';
};

/** What pricing a list needs besides its inputs: the catalogue's answer for the region. */
type CatalogueAnswer = {
  info: CatalogueInfo;
  tariffs: RegionalTariff[];
  catalogueNotice: string | undefined;
};

/**
 * Prices the home's tariffs, lists the ones matching the filters in list order, and stores them
 * as a new quote (with the journey's changes, in one transaction when there are any).
 */
function createQuotePricing(deps: { db: Db; clock: Clock }): QuotePricing<CatalogueAnswer> {
  const { db, clock } = deps;
  return {
    async price({ row, inputs, tariffs, info, catalogueNotice, changesJourney, saveJourney }) {
      const { request } = inputs;
      const quoteId = randomUUID();
      const candidates = pricedTariffsFor(tariffs, {
        ...inputs,
        quoteId,
        wholeOfMarket: request.wholeOfMarket,
      });
      if (candidates.length === 0) throw meterNotSupported();
      const { matching, listed } = tariffListOf(candidates, request);
      const insert = (tx: DbOrTx) =>
        insertQuote(tx, { id: quoteId, enrolmentId: row.id, tariffs: listed, now: clock.now() });
      if (!changesJourney) await insert(db);
      else {
        await db.transaction(async (tx) => {
          await insert(tx);
          await saveJourney(tx);
        });
      }
      return {
        quoteId,
        tariffs: listed,
        totalCountOfTariffs: matching.length,
        originalRequest: request,
        filterOptions: filterOptionsOf(candidates, request.filters, request.wholeOfMarket),
        catalogueLabel: info.label,
        ...(catalogueNotice ? { catalogueNotice } : {}),
        ...(matching.length === 0 ? { message: NO_MATCHING_TARIFFS_MESSAGE } : {}),
      };
    },
  };
}

/** 409 unless the energy list is open; the chosen tariffs come from the journey row already read. */
function listOpenCheck(clock: Clock) {
  return (
    { row, branding }: Pick<ListAsk, 'row' | 'branding'>,
    journey: EnergyJourneyRow | undefined,
  ): void => {
    requireOpenStep(ROUTES.energyList, row, branding, clock, {
      hasStoredTariff: (journey?.selectedTariff ?? null) !== null,
      hasStoredSecondaryTariff: (journey?.selectedTariffSecondary ?? null) !== null,
    });
  };
}

/**
 * The list is asked for again and again (filters, Back, refetches) while the enrolment stays the
 * same: its journey read is kept, paired with the caller's row from the request context, until
 * the database announces a change to the enrolment or its journey (docs/decisions.md).
 */
function createListReads(deps: Pick<EnergyQuotesDeps, 'db' | 'enrolmentChanges'>) {
  return createCallerReadCache({
    changes: deps.enrolmentChanges,
    load: (enrolmentId) => findEnergyJourney(deps.db, enrolmentId),
  });
}

/**
 * Energy quotes (service-journeys 2 energy list; 7 POST /api/quotes, /quotes/wom, /quotes/select):
 * the catalogue's tariffs for the mover's region, fuels, payment method and meter, priced by the
 * domain's quote engine for the mover's usage, filtered by the domain's list rules, stored as a
 * quote, and chosen from. The kept answers are wrappers (kept-quotes.ts) around these steps.
 */
export function createEnergyQuotesService(deps: EnergyQuotesDeps) {
  const { db, enrolmentService, catalogue, clock, log } = deps;
  const outOfPeriodNotice = createOutOfPeriodNotice({
    pricesOutOfPeriod: deps.pricesOutOfPeriod ?? 'illustrative',
    log,
  });

  const requireListOpen = listOpenCheck(clock);
  const listReads = createListReads(deps);
  const openListRegion = withPassedListChecks(
    async (ask) => {
      const region = await regionOf(deps.addressProvider, ask.row);
      requireListOpen(ask, ask.journey);
      return region;
    },
    { clock },
  );
  const kept = createKeptQuotes();
  const pricing = withReusedQuotes(createQuotePricing({ db, clock }), kept, { clock });

  /** A list asked for: checked, its inputs read, then priced (or the stored quote reused). */
  async function makeList(ask: ListAsk): Promise<QuoteResponse> {
    const { read, row, branding, journey, request } = ask;
    // Taken before the catalogue is asked: a catalogue replaced meanwhile never passes as this one.
    const mark = catalogue.answersMark?.();
    const region = await openListRegion(ask);
    const target = targetOf(row, request, journey);
    const { catalogue: info, tariffs } = await fromCatalogue(log, () =>
      catalogue.tariffsFor(region),
    );
    const usage = quotedUsage(target.economy7, journey);
    const today = todayIso(clock);
    const catalogueNotice = outOfPeriodNotice(info, today);
    const journeyPatch = journeyPatchOf(row, journey, request, target);
    const supplyStart = supplyStartOf(row, journey, target, today);
    const requestKey = JSON.stringify(request);
    return pricing.price({
      row,
      inputs: { catalogueId: info.id, region, target, usage, request, today, supplyStart },
      stamp: { read, mark, requestKey, today, branding },
      info,
      tariffs,
      catalogueNotice,
      changesJourney: Object.keys(journeyPatch).length > 0,
      saveJourney: (tx = db) => saveEnergyJourney(tx, row.id, journeyPatch, clock.now()),
    });
  }

  const lists = withKeptAnswers({ list: makeList }, kept, {
    clock,
    answersMark: () => catalogue.answersMark?.(),
  });

  return {
    /**
     * POST /api/quotes and /api/quotes/wom: the tariffs for the mover's home, priced, filtered and
     * stored as a quote (its quoteId is what /quotes/select accepts, for a day). The filters are
     * saved to the energy journey.
     */
    async quote(caller: Caller, request: QuoteRequest): Promise<QuoteResponse> {
      const { read, row, value: journey } = await listReads.get(caller.enrolment);
      return lists.list({ read, row, branding: caller.branding, journey, request });
    },

    select: createTariffSelection({
      db,
      enrolmentService,
      catalogue,
      clock,
      log,
      requireListOpen,
      energyJourney: deps.energyJourney,
    }),
  };
}
