import type { Clock } from '@threshold/domain/dates/clock';
import {
  chooseTariffs,
  isPricedFor,
  isSameChoice,
  offeredAddOnIds,
  QUOTE_TTL_MS,
  quotedUsage,
  type QuotedUsage,
  type TariffChoice,
} from '@threshold/domain/energy/tariff-list';
import type { EnergyJourney } from '@threshold/domain/schemas/energy-journey';
import {
  pricedTariffSchema,
  type PricedTariff,
  type QuoteSelectBody,
} from '@threshold/domain/schemas/energy-quotes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { EnergyCatalogue } from '../../../providers/energy-catalogue/energy-catalogue';
import type { Caller, EnrolmentRow } from '../../../auth/caller';
import type { EnrolmentService } from '../../enrolment/enrolment.service';
import { findEnergyJourney, saveEnergyJourney } from '../journey/energy-journey.repo';
import { findOwnQuote } from './energy-quotes.repo';
import { fromCatalogue } from './quote-checks';
import { usesEconomy7 } from './quote-facts';

export const QUOTE_NOT_FOUND_MESSAGE =
  'Sorry, that price is no longer available. Please choose a tariff from the list again.';
export const ADD_ON_NOT_OFFERED_MESSAGE = 'Please choose add-ons offered with your tariff.';
export const TWO_TARIFFS_NEED_MIXED_METERS_MESSAGE =
  'Please choose one tariff, or one electricity and one gas tariff for mixed meters.';

type SelectionDeps = {
  db: Db;
  enrolmentService: EnrolmentService;
  catalogue: EnergyCatalogue;
  clock: Clock;
  log: FastifyBaseLogger;
  /** 409 unless the energy list is open. */
  requireListOpen: (
    caller: { row: EnrolmentRow; branding: Caller['branding'] },
    journey: Awaited<ReturnType<typeof findEnergyJourney>>,
  ) => void;
  /** The mover's energy journey as GET /api/energy-journey answers it (the select's answer). */
  energyJourney: (caller: Caller) => Promise<EnergyJourney>;
};

function storedTariff(snapshot: unknown): PricedTariff | null {
  const parsed = pricedTariffSchema.safeParse(snapshot);
  return parsed.success ? parsed.data : null;
}

/**
 * POST /api/quotes/select: stores the chosen price(s) from the mover's own unexpired quote. A
 * different tariff resets the add-ons; the same tariff keeps the add-ons given (checked against
 * its supplier's add-ons). Mixed meters: gas goes in the secondary slot; choosing the
 * electricity tariff clears the gas one (service-journeys 4).
 */
export function createTariffSelection(deps: SelectionDeps) {
  const { db, catalogue, clock } = deps;

  /** The prices chosen from the mover's own quotes of the last day, for the usage priced now. */
  async function chosenPrices(
    row: EnrolmentRow,
    body: QuoteSelectBody,
    usage: QuotedUsage,
  ): Promise<PricedTariff[]> {
    const since = new Date(clock.now().getTime() - QUOTE_TTL_MS);
    const chosen: PricedTariff[] = [];
    for (const { quoteId, priceId } of body.tariffsId) {
      const quote = await findOwnQuote(db, quoteId, row.id, since);
      const parsed = pricedTariffSchema.safeParse(quote?.tariffs[priceId]);
      // A price worked out before the usage answers changed is gone, as an expired one is.
      if (!parsed.success || !isPricedFor(parsed.data, usage))
        throw new AppError('QUOTE_NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE, { status: 404 });
      chosen.push(parsed.data);
    }
    return chosen;
  }

  /** The add-ons given, when each is offered with the chosen tariff(s); 400 otherwise. */
  async function offeredAddOnsOf(choice: TariffChoice, asked: readonly string[]) {
    const offered = new Set<string>();
    for (const tariff of [choice.primary, choice.secondary]) {
      if (!tariff) continue;
      const addOns = await fromCatalogue(deps.log, () => catalogue.addOnsFor(tariff.supplierId));
      for (const id of offeredAddOnIds(tariff, addOns)) offered.add(id);
    }
    if (asked.some((identifier) => !offered.has(identifier))) {
      throw new AppError('VALIDATION_FAILED', ADD_ON_NOT_OFFERED_MESSAGE, {
        status: 400,
        field: 'addOnsIdentifiers',
      });
    }
    return [...new Set(asked)];
  }

  return async function select(caller: Caller, body: QuoteSelectBody): Promise<EnergyJourney> {
    const { enrolment: row, branding } = caller;
    const journey = await findEnergyJourney(db, row.id);
    deps.requireListOpen({ row, branding }, journey);
    const usage = quotedUsage(usesEconomy7(row, journey), journey);
    const chosen = await chosenPrices(row, body, usage);
    const stored = {
      primary: storedTariff(journey?.selectedTariff),
      secondary: storedTariff(journey?.selectedTariffSecondary),
    };
    const choice = chooseTariffs(chosen, stored, row.isMixedMeters);
    if (!choice) {
      throw new AppError('VALIDATION_FAILED', TWO_TARIFFS_NEED_MIXED_METERS_MESSAGE, {
        status: 400,
        field: 'tariffsId',
      });
    }
    const selectedAddOns =
      isSameChoice(choice, stored) && body.addOnsIdentifiers.length > 0
        ? await offeredAddOnsOf(choice, body.addOnsIdentifiers)
        : [];
    await db.transaction(async (tx) => {
      await saveEnergyJourney(
        tx,
        row.id,
        {
          selectedTariff: choice.primary,
          selectedTariffSecondary: choice.secondary,
          selectedAddOns,
        },
        clock.now(),
      );
      await deps.enrolmentService.updateRow(tx, row.id, { lastJourneyActivityAt: clock.now() });
    });
    return deps.energyJourney(caller);
  };
}
