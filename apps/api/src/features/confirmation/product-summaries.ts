import { FUEL_TYPE } from '@threshold/domain/codes/fuel-type';
import {
  isProductOffered,
  type ProductOfferedStatus,
} from '@threshold/domain/codes/product-offered-status';
import { isAfter, type IsoDate } from '@threshold/domain/dates/calendar-date';
import { isWithinEnergyMoveInWindow } from '@threshold/domain/dates/move-in-date';
import { isoDateInLondon } from '@threshold/domain/dates/today';
import { speedText } from '@threshold/domain/broadband/package-list';
import { formatPence } from '@threshold/domain/money/pence';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { BroadbandPackage } from '@threshold/domain/schemas/broadband';
import type { EnergySummary, EntertainmentSummary } from '@threshold/domain/schemas/confirmation';
import { NOTHING_CHOSEN, type ChosenEnergyFields } from '@threshold/domain/energy/energy-summary';
import type { EnrolmentRow } from '../../auth/caller';

/** The chosen tariff and sign-up of each energy card (energy-payment's energyCards). */
export type EnergyCardChoices = { primary: ChosenEnergyFields; secondary: ChosenEnergyFields };

const NOTHING_CHOSEN_CARDS: EnergyCardChoices = {
  primary: NOTHING_CHOSEN,
  secondary: NOTHING_CHOSEN,
};

const inWindow = (moveInDate: IsoDate | null, on: IsoDate) =>
  moveInDate !== null && isWithinEnergyMoveInWindow(moveInDate, on);

/**
 * The energy card(s): one summary, or for mixed meters electricity first and gas second
 * (service-journeys 2). Both fuels share the enrolment's completion and skip facts; each shows
 * its chosen tariff and sign-up.
 */
export function energySummaries(
  row: EnrolmentRow,
  branding: Pick<Branding, 'productOffers'>,
  today: IsoDate,
  choices: EnergyCardChoices = NOTHING_CHOSEN_CARDS,
): { energy: EnergySummary; energySecondary: EnergySummary | null } {
  const moveInDate = row.moveInDate;
  const common = {
    isOffered: isProductOffered(branding.productOffers.energy as ProductOfferedStatus),
    isCompleted: row.energyComplete,
    isSkipped: row.energySkipped,
    isMoveInDateInRange: inWindow(moveInDate, today),
    isMoveInDateInRangeOnCreation: inWindow(moveInDate, isoDateInLondon(row.createdAt)),
    isMoveInDateFuture: moveInDate !== null && isAfter(moveInDate, today),
  };
  if (row.isMixedMeters) {
    return {
      energy: { ...common, ...choices.primary, fuelType: FUEL_TYPE.electric },
      energySecondary: { ...common, ...choices.secondary, fuelType: FUEL_TYPE.gas },
    };
  }
  return {
    energy: { ...common, ...choices.primary, fuelType: row.fuelType },
    energySecondary: null,
  };
}

/** The broadband, phone and TV card: its journey facts; the package fields wait for broadband. */
/** The entertainment card's choice (broadband's entertainmentChoiceOf). */
export type EntertainmentChoice = {
  selectedPackage: BroadbandPackage | null;
  skyCallbackSlot: string | null;
  /** When the package is to be installed (absent: none chosen). */
  installation?: { start: 'asap' | 'custom'; date: string } | null;
};

const NOTHING_CHOSEN_ENTERTAINMENT: EntertainmentChoice = {
  selectedPackage: null,
  skyCallbackSlot: null,
};

/**
 * The entertainment card (service-journeys 2): the package summary once the mover has settled on
 * one (completed, waiting for the provider, or a call-back asked for), with its monthly price
 * (the average over the contract, line rental included) and set-up fee.
 */
export function entertainmentSummary(
  row: EnrolmentRow,
  branding: Pick<Branding, 'productOffers'>,
  choice: EntertainmentChoice = NOTHING_CHOSEN_ENTERTAINMENT,
): EntertainmentSummary {
  const isCompleted =
    row.entertainmentComplete || row.skyComplete || row.broadbandComplete || row.wombbComplete;
  const settled = isCompleted || row.wombbUserConfirmed || choice.skyCallbackSlot !== null;
  const pkg = settled ? choice.selectedPackage : null;
  const monthly = pkg?.pricing.averageMonthlyIncludingLineRental ?? null;
  return {
    isOffered: isProductOffered(branding.productOffers.entertainment as ProductOfferedStatus),
    isCompleted,
    isSkipped: row.entertainmentSkipped || row.wombbSkipped,
    wombbUserConfirmed: row.wombbUserConfirmed,
    supplierName: pkg?.provider.name ?? null,
    supplierLogoUrl: pkg?.provider.imageUrl ?? null,
    packageName: pkg?.packageName ?? null,
    contractTerm: pkg?.pricing.contractLengthMonths ?? null,
    estimatedSpeed: pkg ? speedText(pkg.broadband.downloadSpeed) : null,
    includesBroadband: pkg !== null,
    includesPhone: pkg?.call != null,
    includesTV: pkg?.tv != null,
    usageLimit: pkg?.broadband.usageLimit ?? null,
    callPlanName: pkg?.call?.name ?? null,
    installationPrice: pkg?.pricing.setupCost ?? null,
    installationPriceFormatted: pkg ? formatPence(pkg.pricing.setupCost) : null,
    packageMonthlyAmount: monthly,
    packageMonthlyAmountFormatted: monthly === null ? null : formatPence(monthly),
    skyCallbackSlot: choice.skyCallbackSlot,
    installStart: pkg ? (choice.installation?.start ?? null) : null,
    installDate: pkg ? (choice.installation?.date ?? null) : null,
    addOns: [],
  };
}
