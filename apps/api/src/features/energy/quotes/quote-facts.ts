import type { FuelType } from '@threshold/domain/codes/fuel-type';
import { isIsoDate } from '@threshold/domain/dates/calendar-date';
import { expectedSupplyStart } from '@threshold/domain/energy/fixed-term';
import { startDateWindow } from '@threshold/domain/energy/start-date-window';
import type { QuoteTarget } from '@threshold/domain/energy/tariff-list';
import { isSupplyMissingForSupplier } from '@threshold/domain/journey/next-page';
import { NATIONS, type Nation } from '@threshold/domain/schemas/address';
import type { QuoteRequest } from '@threshold/domain/schemas/energy-quotes';
import type { EnrolmentRow } from '../../../auth/caller';
import type { EnergyJourneyPatch, EnergyJourneyRow } from '../journey/energy-journey.repo';
import { isDeepStrictEqual } from 'node:util';

/** What the mover's home and answers say a list is for: read from the enrolment and journey rows. */

/** A multi-rate meter from the address data, or the mover's own answer that it is one. */
export function usesEconomy7(row: EnrolmentRow, journey: EnergyJourneyRow | undefined): boolean {
  const usageForm = journey?.usage as { economy7?: unknown } | null | undefined;
  return row.economy7 || usageForm?.economy7 === 'Y';
}

function isNation(value: string | null): value is Nation {
  return value !== null && (NATIONS as readonly string[]).includes(value);
}

/**
 * The fuel(s) of the list (mixed meters: the fuel asked for, else the one stored, electricity
 * first), how they are paid for, and the meter.
 */
export function targetOf(
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
 * The day the new supply would start, which a fixed term counts from (the domain's one rule, used
 * by the confirmation card too): the start date chosen, else the supply start page's default.
 */
export function supplyStartOf(
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

/** What a list changes in the journey: the filters asked for, and a mixed-meter home's fuel. */
export function journeyPatchOf(
  row: EnrolmentRow,
  journey: EnergyJourneyRow | undefined,
  request: QuoteRequest,
  target: QuoteTarget,
): EnergyJourneyPatch {
  return {
    ...(isDeepStrictEqual(journey?.filterOptions, request.filters)
      ? {}
      : { filterOptions: request.filters }),
    ...(row.isMixedMeters && journey?.mixedMeterFuelType !== target.energyType
      ? { mixedMeterFuelType: target.energyType }
      : {}),
  };
}
