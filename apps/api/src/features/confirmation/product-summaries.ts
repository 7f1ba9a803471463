import { FUEL_TYPE } from '@threshold/domain/codes/fuel-type';
import {
  isProductOffered,
  type ProductOfferedStatus,
} from '@threshold/domain/codes/product-offered-status';
import { isAfter, type IsoDate } from '@threshold/domain/dates/calendar-date';
import { isWithinEnergyMoveInWindow } from '@threshold/domain/dates/move-in-date';
import { isoDateInLondon } from '@threshold/domain/dates/today';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { EnergySummary, EntertainmentSummary } from '@threshold/domain/schemas/confirmation';
import type { EnrolmentRow } from '../enrolment/enrolment.repo';

/** Nothing is chosen in this issue: energy and broadband choices arrive with their journeys. */
const NOTHING_CHOSEN_ENERGY = {
  supplierName: null,
  supplierLogoUrl: null,
  tariffName: null,
  paymentType: null,
  smartRequested: false,
  energySwitchDate: null,
  isSmartMeterInstallationAnyDayAndTime: false,
  estimatedTotalMonthlyAmountFormatted: null,
  estimatedTotalMonthlyAmountFormattedAfterDiscounts: null,
  fixedTerm: null,
  enhancedFeatures: [],
  addOns: [],
} satisfies Partial<EnergySummary>;

const inWindow = (moveInDate: IsoDate | null, on: IsoDate) =>
  moveInDate !== null && isWithinEnergyMoveInWindow(moveInDate, on);

/**
 * The energy card(s): one summary, or for mixed meters electricity first and gas second
 * (service-journeys 2). Both fuels share the enrolment's completion and skip facts.
 */
export function energySummaries(
  row: EnrolmentRow,
  branding: Pick<Branding, 'productOffers'>,
  today: IsoDate,
): { energy: EnergySummary; energySecondary: EnergySummary | null } {
  const moveInDate = row.moveInDate;
  const common = {
    ...NOTHING_CHOSEN_ENERGY,
    isOffered: isProductOffered(branding.productOffers.energy as ProductOfferedStatus),
    isCompleted: row.energyComplete,
    isSkipped: row.energySkipped,
    isMoveInDateInRange: inWindow(moveInDate, today),
    isMoveInDateInRangeOnCreation: inWindow(moveInDate, isoDateInLondon(row.createdAt)),
    isMoveInDateFuture: moveInDate !== null && isAfter(moveInDate, today),
  };
  if (row.isMixedMeters) {
    return {
      energy: { ...common, fuelType: FUEL_TYPE.electric },
      energySecondary: { ...common, fuelType: FUEL_TYPE.gas },
    };
  }
  return { energy: { ...common, fuelType: row.fuelType }, energySecondary: null };
}

/** The broadband, phone and TV card: its journey facts; the package fields wait for broadband. */
export function entertainmentSummary(
  row: EnrolmentRow,
  branding: Pick<Branding, 'productOffers'>,
): EntertainmentSummary {
  return {
    isOffered: isProductOffered(branding.productOffers.entertainment as ProductOfferedStatus),
    isCompleted:
      row.entertainmentComplete || row.skyComplete || row.broadbandComplete || row.wombbComplete,
    isSkipped: row.entertainmentSkipped || row.wombbSkipped,
    wombbUserConfirmed: row.wombbUserConfirmed,
    supplierName: null,
    supplierLogoUrl: null,
    packageName: null,
    contractTerm: null,
    estimatedSpeed: null,
    includesBroadband: false,
    includesPhone: false,
    includesTV: false,
    usageLimit: null,
    callPlanName: null,
    installationPrice: null,
    installationPriceFormatted: null,
    packageMonthlyAmount: null,
    packageMonthlyAmountFormatted: null,
    skyCallbackSlot: null,
    addOns: [],
  };
}
