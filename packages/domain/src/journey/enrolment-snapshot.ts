import type { EnrolmentStatus } from '../codes/enrolment-status';
import type { IsoDate } from '../dates/calendar-date';
import { isWithinEnergyMoveInWindow } from '../dates/move-in-date';
import type { Enrolment } from '../schemas/enrolment';
import type { JourneySnapshot } from './next-page';

/** The enrolment facts the journey records (the portal's Enrolment, or the API's view of a row). */
export type EnrolmentFacts = Pick<
  Enrolment,
  | 'id'
  | 'tenantPortalStorage'
  | 'moveInDate'
  | 'confirmationPageLastViewed'
  | 'energyConsented'
  | 'entertainmentConsented'
  | 'councilConsented'
  | 'waterConsented'
  | 'energyOptIn'
  | 'entertainmentOptIn'
  | 'councilOptIn'
  | 'waterOptIn'
  | 'councilIsMandatory'
  | 'waterIsMandatory'
  | 'councilComplete'
  | 'waterComplete'
  | 'energyComplete'
  | 'energySkipped'
  | 'quotableEnergy'
  | 'fuelType'
  | 'fuelSupplyChecked'
  | 'supplyElec'
  | 'supplyGas'
  | 'supportsFastSwitch'
  | 'entertainmentComplete'
  | 'entertainmentSkipped'
  | 'skyComplete'
  | 'broadbandComplete'
  | 'wombbUserConfirmed'
  | 'wombbComplete'
  | 'wombbSkipped'
> &
  Partial<Pick<Enrolment, 'hasStoredTariff' | 'hasStoredSecondaryTariff'>> & {
    status: EnrolmentStatus;
  };

/** An enrolment's service facts before any service is chosen (a new enrolment; tests start here). */
export const UNCHOSEN_SERVICE_FACTS: Omit<
  EnrolmentFacts,
  'id' | 'status' | 'tenantPortalStorage' | 'moveInDate'
> = {
  confirmationPageLastViewed: null,
  energyConsented: null,
  entertainmentConsented: null,
  councilConsented: null,
  waterConsented: null,
  energyOptIn: null,
  entertainmentOptIn: null,
  councilOptIn: null,
  waterOptIn: null,
  councilIsMandatory: false,
  waterIsMandatory: false,
  councilComplete: false,
  waterComplete: false,
  energyComplete: false,
  energySkipped: false,
  quotableEnergy: false,
  fuelType: null,
  fuelSupplyChecked: false,
  supplyElec: null,
  supplyGas: null,
  supportsFastSwitch: false,
  entertainmentComplete: false,
  entertainmentSkipped: false,
  skyComplete: false,
  broadbandComplete: false,
  wombbUserConfirmed: false,
  wombbComplete: false,
  wombbSkipped: false,
};

/**
 * The next-page snapshot of an enrolment: what it records, the chosen energy tariff(s) included
 * (absent means none chosen). One place, so the web guard and the API's order check read the same facts.
 */
export function snapshotOfEnrolment(enrolment: EnrolmentFacts, today: IsoDate): JourneySnapshot {
  return {
    enrolmentId: enrolment.id,
    status: enrolment.status,
    tenantPortalStorage: enrolment.tenantPortalStorage,
    confirmationPageLastViewed: enrolment.confirmationPageLastViewed,
    energyConsented: enrolment.energyConsented,
    entertainmentConsented: enrolment.entertainmentConsented,
    councilConsented: enrolment.councilConsented,
    waterConsented: enrolment.waterConsented,
    energyOptIn: enrolment.energyOptIn,
    entertainmentOptIn: enrolment.entertainmentOptIn,
    councilOptIn: enrolment.councilOptIn,
    waterOptIn: enrolment.waterOptIn,
    councilIsMandatory: enrolment.councilIsMandatory,
    waterIsMandatory: enrolment.waterIsMandatory,
    councilComplete: enrolment.councilComplete,
    waterComplete: enrolment.waterComplete,
    energyComplete: enrolment.energyComplete,
    energySkipped: enrolment.energySkipped,
    quotableEnergy: enrolment.quotableEnergy,
    isMoveInDateInRange:
      enrolment.moveInDate !== null && isWithinEnergyMoveInWindow(enrolment.moveInDate, today),
    hasStoredTariff: enrolment.hasStoredTariff ?? false,
    hasStoredSecondaryTariff: enrolment.hasStoredSecondaryTariff ?? false,
    fuelType: enrolment.fuelType,
    fuelSupplyChecked: enrolment.fuelSupplyChecked,
    supplyElec: enrolment.supplyElec,
    supplyGas: enrolment.supplyGas,
    supportsFastSwitch: enrolment.supportsFastSwitch,
    entertainmentComplete: enrolment.entertainmentComplete,
    entertainmentSkipped: enrolment.entertainmentSkipped,
    skyComplete: enrolment.skyComplete,
    broadbandComplete: enrolment.broadbandComplete,
    wombbUserConfirmed: enrolment.wombbUserConfirmed,
    wombbComplete: enrolment.wombbComplete,
    wombbSkipped: enrolment.wombbSkipped,
  };
}
