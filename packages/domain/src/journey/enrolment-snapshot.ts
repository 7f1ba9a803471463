import type { EnrolmentStatus } from '../codes/enrolment-status';
import type { IsoDate } from '../dates/calendar-date';
import { isWithinEnergyMoveInWindow } from '../dates/move-in-date';
import type { JourneySnapshot } from './next-page';

/** The enrolment facts the journey so far records (the portal's Enrolment, or an API row). */
export type EnrolmentFacts = {
  id: string;
  status: EnrolmentStatus;
  tenantPortalStorage: string | null;
  moveInDate: string | null;
};

/**
 * The next-page snapshot of an enrolment as far as the journey has got: what it records, and every
 * later service (products, council and water, energy, broadband) as not yet chosen or done. One
 * place, so the web's auto log-in and the API's moving-details answer read the same facts.
 */
export function snapshotOfEnrolment(enrolment: EnrolmentFacts, today: IsoDate): JourneySnapshot {
  return {
    enrolmentId: enrolment.id,
    status: enrolment.status,
    tenantPortalStorage: enrolment.tenantPortalStorage,
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
    isMoveInDateInRange:
      enrolment.moveInDate !== null && isWithinEnergyMoveInWindow(enrolment.moveInDate, today),
    hasStoredTariff: false,
    hasStoredSecondaryTariff: false,
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
}
