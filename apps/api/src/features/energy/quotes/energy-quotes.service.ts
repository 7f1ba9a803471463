import { isSupplyMissingForSupplier } from '@threshold/domain/journey/next-page';
import { hasUnknownMeterDetails } from '@threshold/domain/journey/energy-facts';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { FuelType } from '@threshold/domain/codes/fuel-type';
import { isIsoDate } from '@threshold/domain/dates/calendar-date';
import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import {
  priceTariff,
  type TariffPaymentMethod,
  type TariffToPrice,
} from '@threshold/domain/energy/quote-engine';
import {
  catalogueValidity,
  catalogueValidityReason,
  illustrativePricesNotice,
} from '@threshold/domain/energy/catalogue-validity';
import { expectedSupplyStart, fixedTermEnd } from '@threshold/domain/energy/fixed-term';
import { normaliseGspGroup, type GspGroup } from '@threshold/domain/energy/regions';
import { startDateWindow } from '@threshold/domain/energy/start-date-window';
import { MEDIUM_USAGE } from '@threshold/domain/energy/usage-estimate';
import { ROUTES } from '@threshold/domain/journey/routes';
import {
  COMMERCIAL_SUPPLY_QUOTE_MESSAGE,
  METER_NOT_SUPPORTED_MESSAGE,
  NO_MATCHING_TARIFFS_MESSAGE,
  PRICES_OUT_OF_DATE_MESSAGE,
  QUOTE_ERROR_CODE,
  TARIFF_RETRIEVAL_MESSAGE,
  TARIFF_THIRD_PARTY_MESSAGE,
} from '@threshold/domain/messages/energy';
import { NATIONS, type Nation } from '@threshold/domain/schemas/address';
import type { EnergyJourney } from '@threshold/domain/schemas/energy-journey';
import {
  pricedTariffSchema,
  type PricedTariff,
  type QuoteFilterOptions,
  type QuoteFilters,
  type QuoteRequest,
  type QuoteResponse,
  type QuoteSelectBody,
} from '@threshold/domain/schemas/energy-quotes';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AccessClaims } from '../../../auth/access-tokens';
import type { DbOrTx } from '../../../db/client';
import type { Db, EnrolmentChanges } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import {
  AddressProviderError,
  type AddressProvider,
} from '../../../providers/addresses/address-provider';
import type { RateFuel } from '../../../providers/energy-catalogue/catalogue-file';
import {
  EnergyCatalogueError,
  type CatalogueInfo,
  type EnergyCatalogue,
  type RegionalTariff,
} from '../../../providers/energy-catalogue/energy-catalogue';
import { createEnrolmentReadCache } from '../../enrolment/enrolment-read-cache';
import type { EnrolmentRow } from '../../enrolment/enrolment.repo';
import { ENROLMENT_NOT_FOUND_MESSAGE, type EnrolmentService } from '../../enrolment/enrolment.service';
import {
  findEnergyJourney,
  saveEnergyJourney,
  type EnergyJourneyRow,
} from '../journey/energy-journey.repo';
import { requireOpenStep } from '../../journey/journey-order';
import { findOwnQuote, insertQuote } from './energy-quotes.repo';

/** A quote can be chosen from for a day (the energy_quotes table's rule). */
export const QUOTE_TTL_MS = 24 * 60 * 60 * 1000;
/** Without getAll the list holds the default tariff and the next cheapest, this many in all. */
export const DEFAULT_LIST_SIZE = 10;
/** The same mover asking for the same list within this time gets the quote already stored. */
export const QUOTE_REUSE_MS = 10 * 60 * 1000;

/** A list answered, with what it was made from (see keptAnswer). */
type KeptQuote = {
  fingerprint: string;
  response: QuoteResponse;
  at: number;
  read: object | undefined;
  mark: object | undefined;
  requestKey: string;
  today: string;
  branding: unknown;
};

export const QUOTE_NOT_FOUND_MESSAGE =
  'Sorry, that price is no longer available. Please choose a tariff from the list again.';
export const ADD_ON_NOT_OFFERED_MESSAGE = 'Please choose add-ons offered with your tariff.';
export const TWO_TARIFFS_NEED_MIXED_METERS_MESSAGE =
  'Please choose one tariff, or one electricity and one gas tariff for mixed meters.';

export type EnergyQuotesService = ReturnType<typeof createEnergyQuotesService>;

/** What the quote prices for: the fuel(s) of the list, how they are paid for, and the meter. */
type QuoteTarget = {
  energyType: FuelType;
  paymentMethod: TariffPaymentMethod;
  economy7: boolean;
};

function electricityRateFuel(economy7: boolean): RateFuel {
  return economy7 ? 'electricity-economy7' : 'electricity';
}

function tariffToPrice(tariff: RegionalTariff, target: QuoteTarget): TariffToPrice | null {
  const electricity =
    target.energyType === 'Gas'
      ? null
      : (tariff.rates[electricityRateFuel(target.economy7)] ?? null);
  const gas = target.energyType === 'Electric' ? null : (tariff.rates.gas ?? null);
  if (target.energyType !== 'Gas' && !electricity) return null;
  if (target.energyType !== 'Electric' && !gas) return null;
  return {
    energyType: target.energyType,
    paymentMethod: tariff.paymentMethod,
    isPaperless: tariff.isPaperless,
    exitFeePencePerFuel: tariff.exitFeePencePerFuel,
    electricity,
    gas,
  };
}

/** A multi-rate meter from the address data, or the mover's own answer that it is one. */
function usesEconomy7(row: EnrolmentRow, journey: EnergyJourneyRow | undefined): boolean {
  const usageForm = journey?.usage as { economy7?: unknown } | null | undefined;
  return row.economy7 || usageForm?.economy7 === 'Y';
}

/** The kWh a quote prices: the mover's saved usage, else Ofgem's medium values. */
function quotedUsage(economy7: boolean, journey: EnergyJourneyRow | undefined) {
  return {
    electricityKwh:
      journey?.electricityKwh ??
      (economy7 ? MEDIUM_USAGE.electricityMultiRateKwh : MEDIUM_USAGE.electricityKwh),
    gasKwh: journey?.gasKwh ?? MEDIUM_USAGE.gasKwh,
  };
}

/** Whether a stored price was worked out for this usage (a price for older answers is not offered). */
function isPricedFor(tariff: PricedTariff, usage: ReturnType<typeof quotedUsage>): boolean {
  const electricity = tariff.electricity;
  return (
    (!electricity ||
      electricity.annualKwh1 + (electricity.annualKwh2 ?? 0) === usage.electricityKwh) &&
    (!tariff.gas || tariff.gas.annualKwh1 === usage.gasKwh)
  );
}

function isNation(value: string | null): value is Nation {
  return value !== null && (NATIONS as readonly string[]).includes(value);
}

/**
 * The day the new supply would start, which a fixed term counts from (the domain's one rule, used
 * by the confirmation card too): the start date chosen, else the supply start page's default.
 */
function supplyStartOf(
  row: EnrolmentRow,
  journey: EnergyJourneyRow | undefined,
  target: QuoteTarget,
  today: string,
): string {
  const window = startDateWindow({
    today,
    moveInDate: isIsoDate(row.moveInDate) ? row.moveInDate : null,
    nation: isNation(row.nation) ? row.nation : null,
    knownMeterDetails: row.isMeterInfoValid,
    // The supply start page's rule (energy-extras): a direct debit while no supplier holds it.
    directDebitChangesSupply:
      target.paymentMethod === 'Monthly Direct Debit' && isSupplyMissingForSupplier(row),
    // With known meter details the start page cannot be saved without the cooling-off agreement,
    // so the date a mover keeps is the agreed window's default.
    coolingOffAgreed: (journey?.coolingOffAgreed ?? false) || row.isMeterInfoValid,
  });
  return expectedSupplyStart({
    chosenStartDate: journey?.startDate,
    defaultStartDate: window.defaultDate,
  });
}

/** Both flags or neither: no filter; one of them: only that kind. */
function pairFilter(wantsA: boolean, wantsB: boolean, isA: boolean): boolean {
  if (wantsA === wantsB) return true;
  return wantsA ? isA : !isA;
}

function matchesFilters(tariff: PricedTariff, filters: QuoteFilters): boolean {
  if (
    filters.suppliers.length > 0 &&
    !filters.suppliers.includes(tariff.supplierId) &&
    !filters.suppliers.includes(tariff.supplierName)
  ) {
    return false;
  }
  if (filters.tariffTypes.length > 0 && !filters.tariffTypes.includes(tariff.tariffType))
    return false;
  const hasExitFee = (tariff.electricity?.exitFeePence ?? 0) + (tariff.gas?.exitFeePence ?? 0) > 0;
  return (
    pairFilter(filters.noExitFee, filters.exitFee, !hasExitFee) &&
    pairFilter(filters.paperless, filters.paper, tariff.isPaperless)
  );
}

function filterOptionsOf(
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
    hasExitFee: candidates.some(
      (tariff) => (tariff.electricity?.exitFeePence ?? 0) + (tariff.gas?.exitFeePence ?? 0) > 0,
    ),
    isPaperless: candidates.some((tariff) => tariff.isPaperless),
  };
}

/** The default tariff first, then the others from the lowest annual cost (then catalogue order). */
function inListOrder(tariffs: PricedTariff[], order: Map<string, number>): PricedTariff[] {
  const sorted = [...tariffs].sort(
    (a, b) => a.newSpend - b.newSpend || (order.get(a.priceId) ?? 0) - (order.get(b.priceId) ?? 0),
  );
  const defaultIndex = sorted.findIndex((tariff) => tariff.isDefault && tariff.isFeaturedSupplier);
  if (defaultIndex > 0) sorted.unshift(...sorted.splice(defaultIndex, 1));
  return sorted;
}

/**
 * Energy quotes (service-journeys 2 energy list; 7 POST /api/quotes, /quotes/wom, /quotes/select):
 * the catalogue's tariffs for the mover's region, fuels, payment method and meter, priced by the
 * domain's quote engine for the mover's usage, filtered, stored as a quote, and chosen from.
 */
export function createEnergyQuotesService(deps: {
  db: Db;
  /** Where the database announces enrolment changes, the list's reads are kept in memory. */
  enrolmentChanges: EnrolmentChanges | null;
  enrolmentService: EnrolmentService;
  addressProvider: AddressProvider;
  catalogue: EnergyCatalogue;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The mover's energy journey as GET /api/energy-journey answers it (the select's answer). */
  energyJourney: (claims: AccessClaims) => Promise<EnergyJourney>;
  /**
   * What a catalogue past its period (or before it) does: 'refuse' (production: no price is shown
   * as current, the list says it cannot quote) or 'illustrative' (elsewhere: the demo still quotes,
   * with a notice saying until when its prices were valid).
   */
  pricesOutOfPeriod?: 'refuse' | 'illustrative';
}) {
  const { db, enrolmentService, addressProvider, catalogue, clock, log, energyJourney } = deps;

  const pricesOutOfPeriod = deps.pricesOutOfPeriod ?? 'illustrative';
  /** The catalogue and day last told to the operator log, so a busy list logs once a day. */
  let loggedOutOfPeriod = '';

  /**
   * A catalogue out of its period: refused in production (logged once a catalogue and day, for
   * the operator), else the illustrative notice the list shows above the tariffs.
   */
  function outOfPeriodNotice(info: CatalogueInfo, today: string): string | undefined {
    if (catalogueValidity(info, today) === 'current') return undefined;
    if (pricesOutOfPeriod === 'illustrative') return illustrativePricesNotice(info);
    const logged = `${info.id}/${today}`;
    if (loggedOutOfPeriod !== logged) {
      loggedOutOfPeriod = logged;
      log.error(
        { catalogueId: info.id, validFrom: info.validFrom, validTo: info.validTo },
        `energy quotes refused: ${catalogueValidityReason(info, today) ?? ''}`,
      );
    }
    throw new AppError(QUOTE_ERROR_CODE.pricesOutOfDate, PRICES_OUT_OF_DATE_MESSAGE, {
      status: 503,
    });
  }

  function ownRow(row: EnrolmentRow | undefined): EnrolmentRow {
    if (!row || row.forgottenAt) {
      throw new AppError('ENROLMENT_NOT_FOUND', ENROLMENT_NOT_FOUND_MESSAGE, { status: 404 });
    }
    return row;
  }

  async function callerRow(claims: AccessClaims, tx: DbOrTx = db): Promise<EnrolmentRow> {
    return ownRow(
      claims.enrolmentId ? await enrolmentService.findRow(claims.enrolmentId, tx) : undefined,
    );
  }

  // The list is asked for again and again (filters, Back, refetches) while the enrolment stays
  // the same: its two reads are kept until the database announces a change (docs/decisions.md).
  const listReads = createEnrolmentReadCache({
    changes: deps.enrolmentChanges,
    load: async (enrolmentId) => {
      const row = await enrolmentService.findRow(enrolmentId);
      return { row, journey: row ? await findEnergyJourney(db, enrolmentId) : undefined };
    },
  });

  /** 409 unless the energy list is open; the chosen tariffs come from the journey row already read. */
  async function requireListOpen(
    row: EnrolmentRow,
    journey: EnergyJourneyRow | undefined,
  ): Promise<void> {
    const branding = await enrolmentService.brandingOf(row);
    requireOpenStep(ROUTES.energyList, row, branding, clock, {
      hasStoredTariff: (journey?.selectedTariff ?? null) !== null,
      hasStoredSecondaryTariff: (journey?.selectedTariffSecondary ?? null) !== null,
    });
  }

  // A mover asking again for the same list (Back to the list, a refetch) within a few minutes gets
  // the quote already stored, when every input is the same (docs/decisions.md): nothing is written.
  const recentQuotes = new LRUCache<string, KeptQuote>({
    // One per enrolment; at most this many movers' lists (each with its JSON, tens of KB) in memory.
    max: 2_000,
  });

  /**
   * The list's checks for a kept read (its region, and that the list is open today) are kept with
   * it: the same row on the same day with the same branding passes them again.
   */
  const passedListChecks = new WeakMap<
    EnrolmentRow,
    { today: string; branding: unknown; journey: EnergyJourneyRow | undefined; region: GspGroup }
  >();

  async function openListRegion(
    row: EnrolmentRow,
    journey: EnergyJourneyRow | undefined,
  ): Promise<GspGroup> {
    const today = todayIso(clock);
    const branding = await enrolmentService.brandingOf(row);
    const passed = passedListChecks.get(row);
    if (passed?.today === today && passed.branding === branding && passed.journey === journey) {
      return passed.region;
    }
    const region = await regionOf(row);
    await requireListOpen(row, journey);
    passedListChecks.set(row, { today, branding, journey, region });
    return region;
  }

  /** The home's GSP group from the address data; commercial supplies and unknown meters are refused. */
  async function regionOf(row: EnrolmentRow) {
    if (row.isDomestic === false) {
      throw new AppError(QUOTE_ERROR_CODE.commercialSupply, COMMERCIAL_SUPPLY_QUOTE_MESSAGE, {
        status: 422,
      });
    }
    // Meter info that is not valid is quotable only on the unknown-meter path (checked below with
    // the address data), once the mover's answers have given the fuels.
    if (!row.addressKey || !row.fuelType || (!row.isMeterInfoValid && !row.quotableEnergy)) {
      throw new AppError(QUOTE_ERROR_CODE.meterNotSupported, METER_NOT_SUPPORTED_MESSAGE, {
        status: 422,
      });
    }
    let record;
    try {
      record = await addressProvider.findByKey(row.addressKey);
    } catch (cause) {
      if (cause instanceof AddressProviderError) {
        throw new AppError(QUOTE_ERROR_CODE.thirdParty, TARIFF_THIRD_PARTY_MESSAGE, {
          status: 502,
          cause,
        });
      }
      throw cause;
    }
    if (record?.supply.isCommercialSupply) {
      throw new AppError(QUOTE_ERROR_CODE.commercialSupply, COMMERCIAL_SUPPLY_QUOTE_MESSAGE, {
        status: 422,
      });
    }
    const region = normaliseGspGroup(record?.supply.gspGroup);
    const isMeterSetUpKnown =
      row.isMeterInfoValid || (record !== undefined && hasUnknownMeterDetails(record.supply));
    if (!region || !isMeterSetUpKnown) {
      throw new AppError(QUOTE_ERROR_CODE.meterNotSupported, METER_NOT_SUPPORTED_MESSAGE, {
        status: 422,
      });
    }
    return region;
  }

  async function fromCatalogue<T>(answer: () => Promise<T>): Promise<T> {
    try {
      return await answer();
    } catch (cause) {
      if (cause instanceof EnergyCatalogueError && cause.failure === 'third-party') {
        throw new AppError(QUOTE_ERROR_CODE.thirdParty, TARIFF_THIRD_PARTY_MESSAGE, {
          status: 502,
          cause,
        });
      }
      log.warn({ err: cause }, 'energy tariffs could not be retrieved');
      throw new AppError(QUOTE_ERROR_CODE.tariffRetrieval, TARIFF_RETRIEVAL_MESSAGE, {
        status: 502,
        cause,
      });
    }
  }

  function targetOf(
    row: EnrolmentRow,
    request: QuoteRequest,
    journey: EnergyJourneyRow | undefined,
  ): QuoteTarget {
    const storedMixedFuel = journey?.mixedMeterFuelType ?? null;
    const homeFuel = row.fuelType as FuelType;
    let energyType: FuelType = homeFuel;
    if (row.isMixedMeters) {
      const asked = request.fuelType ?? storedMixedFuel ?? 'Electric';
      energyType = asked === 'Gas' ? 'Gas' : 'Electric';
    }
    const prepayment =
      energyType === 'Electric'
        ? row.isElecPayg
        : energyType === 'Gas'
          ? row.isGasPayg
          : row.isElecPayg || row.isGasPayg;
    return {
      energyType,
      paymentMethod: prepayment ? 'Prepayment Meter' : 'Monthly Direct Debit',
      economy7: usesEconomy7(row, journey),
    };
  }

  /**
   * The kept answer when the same request comes again while nothing it was made from changed: the
   * same kept read of the enrolment, day, branding and catalogue answers. It passed every check for
   * them when it was made, so it passes again; anything else goes the whole way.
   */
  async function keptAnswer(
    read: object | undefined,
    row: EnrolmentRow,
    requestKey: string,
  ): Promise<QuoteResponse | undefined> {
    const recent = recentQuotes.get(row.id);
    const mark = catalogue.answersMark?.();
    if (
      !recent ||
      recent.read !== read ||
      mark === undefined ||
      recent.mark !== mark ||
      recent.requestKey !== requestKey ||
      recent.today !== todayIso(clock) ||
      clock.now().getTime() - recent.at >= QUOTE_REUSE_MS
    )
      return undefined;
    return recent.branding === (await enrolmentService.brandingOf(row))
      ? recent.response
      : undefined;
  }

  return {
    /**
     * POST /api/quotes and /api/quotes/wom: the tariffs for the mover's home, priced, filtered and
     * stored as a quote (its quoteId is what /quotes/select accepts, for a day). The filters are
     * saved to the energy journey.
     */
    async quote(claims: AccessClaims, request: QuoteRequest): Promise<QuoteResponse> {
      const read = claims.enrolmentId ? await listReads.get(claims.enrolmentId) : undefined;
      const row = ownRow(read?.row);
      const journey = read?.journey;
      const requestKey = JSON.stringify(request);
      const kept = await keptAnswer(read, row, requestKey);
      if (kept) return kept;
      // Taken before the catalogue is asked: a catalogue replaced meanwhile never passes as this one.
      const mark = catalogue.answersMark?.();
      const region = await openListRegion(row, journey);
      const target = targetOf(row, request, journey);
      const { catalogue: info, tariffs } = await fromCatalogue(() => catalogue.tariffsFor(region));

      const usage = quotedUsage(target.economy7, journey);
      const today = todayIso(clock);
      const catalogueNotice = outOfPeriodNotice(info, today);
      const journeyPatch = {
        ...(isDeepStrictEqual(journey?.filterOptions, request.filters)
          ? {}
          : { filterOptions: request.filters }),
        ...(row.isMixedMeters && journey?.mixedMeterFuelType !== target.energyType
          ? { mixedMeterFuelType: target.energyType }
          : {}),
      };
      const saveJourney = async (tx: DbOrTx) => {
        if (Object.keys(journeyPatch).length > 0)
          await saveEnergyJourney(tx, row.id, journeyPatch, clock.now());
      };
      const supplyStart = supplyStartOf(row, journey, target, today);
      const fingerprint = JSON.stringify([
        info.id,
        region,
        target,
        usage,
        request,
        today,
        supplyStart,
      ]);
      const recent = recentQuotes.get(row.id);
      if (
        recent &&
        recent.fingerprint === fingerprint &&
        clock.now().getTime() - recent.at < QUOTE_REUSE_MS
      ) {
        if (Object.keys(journeyPatch).length > 0) await saveJourney(db);
        else {
          // Nothing written: this read, day, branding and catalogue make the same answer again.
          const branding = await enrolmentService.brandingOf(row);
          recentQuotes.set(row.id, { ...recent, read, mark, requestKey, today, branding });
        }
        return recent.response;
      }

      const fits = (tariff: RegionalTariff) =>
        tariff.fuelType === target.energyType && tariff.paymentMethod === target.paymentMethod;
      const baseline = tariffs.find(
        (tariff) => fits(tariff) && tariff.isStandardVariable && tariff.supplier.isFeatured,
      );
      const baselineToPrice = baseline ? tariffToPrice(baseline, target) : null;
      const baselineAnnualPence = baselineToPrice
        ? priceTariff(baselineToPrice, usage).annualPence
        : null;

      const quoteId = randomUUID();
      const order = new Map<string, number>();
      const candidates: PricedTariff[] = [];
      for (const tariff of tariffs) {
        if (!fits(tariff)) continue;
        if (
          !tariff.supplier.isFeatured &&
          !(request.wholeOfMarket && tariff.supplier.isWholeOfMarket)
        )
          continue;
        const toPrice = tariffToPrice(tariff, target);
        if (!toPrice) continue;
        const price = priceTariff(toPrice, usage, { baselineAnnualPence });
        const priceId = `${tariff.code}:${target.energyType}`;
        order.set(priceId, order.size);
        candidates.push({
          id: tariff.code,
          identifier: tariff.code,
          tariffUrl: tariff.code,
          quoteId,
          priceId,
          tariffName: tariff.name,
          supplierId: tariff.supplier.id,
          supplierName: tariff.supplier.name,
          supplierImageUrl: tariff.supplier.logoUrl,
          isFeaturedSupplier: tariff.supplier.isFeatured,
          energyType: target.energyType,
          tariffType: tariff.tariffType,
          paymentMethod: tariff.paymentMethod,
          contractLength: tariff.termMonths,
          fixedTermEnd: fixedTermEnd(tariff.termMonths, supplyStart),
          isPaperless: tariff.isPaperless,
          isSmartSpecific: tariff.isSmartSpecific,
          isDefault: tariff.isDefault,
          recommendationReason: tariff.recommendationReason,
          uspText: tariff.uspText,
          enhancedFeatures: tariff.features,
          offersGreenerUpgrade: tariff.offersGreenerUpgrade,
          winterUplift: price.winterUplift,
          electricity: price.electricity,
          gas: price.gas,
          newSpend: price.annualPence,
          newSpendMonthly: price.monthlyPence,
          newSpendMonthlyElec: price.monthlyElecPence,
          newSpendMonthlyGas: price.monthlyGasPence,
          svtSaving: price.svtSaving,
          termsUrl: tariff.termsUrl ?? tariff.supplier.termsUrl,
          generalTermsUrl: tariff.supplier.termsUrl,
          tariffTermsPDF: tariff.termsPdfUrl,
          principalTerms: tariff.principalTerms,
          elecDisplaySupplierName:
            target.energyType === 'Gas' ? null : (tariff.elecSupplierName ?? tariff.supplier.name),
          gasDisplaySupplierName:
            target.energyType === 'Electric'
              ? null
              : (tariff.gasSupplierName ?? tariff.supplier.name),
        });
      }
      if (candidates.length === 0) {
        throw new AppError(QUOTE_ERROR_CODE.meterNotSupported, METER_NOT_SUPPORTED_MESSAGE, {
          status: 422,
        });
      }

      const matching = inListOrder(
        candidates.filter((tariff) => matchesFilters(tariff, request.filters)),
        order,
      );
      const listed = request.getAll ? matching : matching.slice(0, DEFAULT_LIST_SIZE);
      const insert = (tx: DbOrTx) =>
        insertQuote(tx, { id: quoteId, enrolmentId: row.id, tariffs: listed, now: clock.now() });
      if (Object.keys(journeyPatch).length === 0) await insert(db);
      else {
        await db.transaction(async (tx) => {
          await insert(tx);
          await saveJourney(tx);
        });
      }
      const response: QuoteResponse = {
        quoteId,
        tariffs: listed,
        totalCountOfTariffs: matching.length,
        originalRequest: request,
        filterOptions: filterOptionsOf(candidates, request.filters, request.wholeOfMarket),
        catalogueLabel: info.label,
        ...(catalogueNotice ? { catalogueNotice } : {}),
        ...(matching.length === 0 ? { message: NO_MATCHING_TARIFFS_MESSAGE } : {}),
      };
      recentQuotes.set(row.id, {
        fingerprint,
        response,
        at: clock.now().getTime(),
        read,
        mark,
        requestKey,
        today,
        branding: await enrolmentService.brandingOf(row),
      });
      return response;
    },

    /**
     * POST /api/quotes/select: stores the chosen price(s) from the mover's own unexpired quote. A
     * different tariff resets the add-ons; the same tariff keeps the add-ons given (checked against
     * its supplier's add-ons). Mixed meters: gas goes in the secondary slot; choosing the
     * electricity tariff clears the gas one (service-journeys 4).
     */
    async select(claims: AccessClaims, body: QuoteSelectBody): Promise<EnergyJourney> {
      const row = await callerRow(claims);
      const journey = await findEnergyJourney(db, row.id);
      await requireListOpen(row, journey);
      const since = new Date(clock.now().getTime() - QUOTE_TTL_MS);
      const usage = quotedUsage(usesEconomy7(row, journey), journey);
      const chosen: PricedTariff[] = [];
      for (const { quoteId, priceId } of body.tariffsId) {
        const quote = await findOwnQuote(db, quoteId, row.id, since);
        const parsed = pricedTariffSchema.safeParse(quote?.tariffs[priceId]);
        // A price worked out before the usage answers changed is gone, as an expired one is.
        if (!parsed.success || !isPricedFor(parsed.data, usage))
          throw new AppError('QUOTE_NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE, { status: 404 });
        chosen.push(parsed.data);
      }
      const gas = chosen.filter((tariff) => tariff.energyType === 'Gas');
      const others = chosen.filter((tariff) => tariff.energyType !== 'Gas');
      let primary: PricedTariff | null;
      let secondary: PricedTariff | null;
      const storedPrimary = pricedTariffSchema.safeParse(journey?.selectedTariff);
      const storedSecondary = pricedTariffSchema.safeParse(journey?.selectedTariffSecondary);
      if (row.isMixedMeters) {
        if (gas.length > 1 || others.length > 1) {
          throw new AppError('VALIDATION_FAILED', TWO_TARIFFS_NEED_MIXED_METERS_MESSAGE, {
            status: 400,
            field: 'tariffsId',
          });
        }
        primary = others[0] ?? (storedPrimary.success ? storedPrimary.data : null);
        // Choosing the electricity tariff (a non-Gas fuel) alone removes the gas choice.
        secondary =
          gas[0] ??
          (others.length > 0 ? null : storedSecondary.success ? storedSecondary.data : null);
      } else {
        if (chosen.length > 1) {
          throw new AppError('VALIDATION_FAILED', TWO_TARIFFS_NEED_MIXED_METERS_MESSAGE, {
            status: 400,
            field: 'tariffsId',
          });
        }
        primary = chosen[0] ?? null;
        secondary = null;
      }

      const sameTariff = (a: PricedTariff | null, b: { success: boolean; data?: PricedTariff }) =>
        (a === null && !b.success) ||
        (a !== null && b.success && b.data?.id === a.id && b.data.energyType === a.energyType);
      const isSameChoice =
        sameTariff(primary, storedPrimary) && sameTariff(secondary, storedSecondary);
      let selectedAddOns: string[] = [];
      if (isSameChoice && body.addOnsIdentifiers.length > 0) {
        const offered = new Set<string>();
        for (const tariff of [primary, secondary]) {
          if (!tariff) continue;
          const addOns = await fromCatalogue(() => catalogue.addOnsFor(tariff.supplierId));
          for (const addOn of addOns) {
            if (
              addOn.smartMeterKind === 'payg-smart' &&
              tariff.paymentMethod !== 'Prepayment Meter'
            )
              continue;
            if (addOn.smartMeterKind === 'smart' && !tariff.isSmartSpecific) continue;
            offered.add(addOn.id);
          }
        }
        const unknown = body.addOnsIdentifiers.filter((identifier) => !offered.has(identifier));
        if (unknown.length > 0) {
          throw new AppError('VALIDATION_FAILED', ADD_ON_NOT_OFFERED_MESSAGE, {
            status: 400,
            field: 'addOnsIdentifiers',
          });
        }
        selectedAddOns = [...new Set(body.addOnsIdentifiers)];
      }

      await db.transaction(async (tx) => {
        await saveEnergyJourney(
          tx,
          row.id,
          { selectedTariff: primary, selectedTariffSecondary: secondary, selectedAddOns },
          clock.now(),
        );
        await enrolmentService.updateRow(tx, row.id, { lastJourneyActivityAt: clock.now() });
      });
      return energyJourney(claims);
    },
  };
}
