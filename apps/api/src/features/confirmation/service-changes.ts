import { SERVICE_TYPE, type ServiceType } from '@threshold/domain/codes/service-type';
import type { EnrolmentPatch, EnrolmentRow } from '../../auth/caller';

/**
 * What skipping a service records (POST /enrolment/skipservice). Council and water have no skip
 * of their own: skipping one records the mover's "no" (OptIn 0), refused when it is mandatory.
 */
export const SKIP_PATCH: Record<ServiceType, EnrolmentPatch> = {
  [SERVICE_TYPE.energy]: { energySkipped: true },
  [SERVICE_TYPE.wome]: { energySkipped: true },
  [SERVICE_TYPE.broadband]: { entertainmentSkipped: true },
  [SERVICE_TYPE.sky]: { entertainmentSkipped: true },
  [SERVICE_TYPE.ssebb]: { entertainmentSkipped: true },
  [SERVICE_TYPE.wombb]: { wombbSkipped: true },
  [SERVICE_TYPE.council]: { councilOptIn: 0, councilConsented: false },
  [SERVICE_TYPE.water]: { waterOptIn: 0, waterConsented: false },
};

/** What completing a service records (POST /enrolment/completeservices); a done service is no longer skipped. */
export const COMPLETE_PATCH: Record<ServiceType, EnrolmentPatch> = {
  [SERVICE_TYPE.energy]: { energyComplete: true, energySkipped: false },
  [SERVICE_TYPE.wome]: { energyComplete: true, energySkipped: false },
  [SERVICE_TYPE.broadband]: { broadbandComplete: true, entertainmentSkipped: false },
  [SERVICE_TYPE.sky]: { skyComplete: true, entertainmentSkipped: false },
  [SERVICE_TYPE.ssebb]: { entertainmentComplete: true, entertainmentSkipped: false },
  [SERVICE_TYPE.wombb]: { wombbComplete: true, wombbSkipped: false },
  [SERVICE_TYPE.council]: { councilComplete: true },
  [SERVICE_TYPE.water]: { waterComplete: true },
};

/** The facts a completion needs that the enrolment row does not hold. */
export type ServiceWork = {
  /** An energy sign-up was written and handed to the supplier (POST /enrolment/energy/complete). */
  hasEnergySignup: boolean;
};

/**
 * Whether a service's work is really done, by the feature that does it: energy's sign-up went to
 * the supplier, council and water were told (POST /council-water/notify), the satellite partner's
 * call-back was requested, a broadband provider confirmed. POST /enrolment/completeservices only
 * settles what is done; it never marks work done that was not (docs/decisions.md).
 */
export function isServiceWorkDone(
  service: ServiceType,
  row: Pick<
    EnrolmentRow,
    | 'councilComplete'
    | 'waterComplete'
    | 'skyComplete'
    | 'broadbandComplete'
    | 'entertainmentComplete'
    | 'wombbComplete'
  >,
  work: ServiceWork,
): boolean {
  switch (service) {
    case SERVICE_TYPE.energy:
    case SERVICE_TYPE.wome:
      return work.hasEnergySignup;
    case SERVICE_TYPE.council:
      return row.councilComplete;
    case SERVICE_TYPE.water:
      return row.waterComplete;
    case SERVICE_TYPE.sky:
      return row.skyComplete;
    case SERVICE_TYPE.broadband:
      return row.broadbandComplete;
    case SERVICE_TYPE.ssebb:
      return row.entertainmentComplete;
    case SERVICE_TYPE.wombb:
      return row.wombbComplete;
  }
}

const ENERGY_NOT_DONE =
  "Your energy isn't set up yet, so it can't be marked complete. Please choose a tariff and set up your payment first.";
const BROADBAND_NOT_DONE =
  "Your broadband provider hasn't confirmed your package yet, so it can't be marked complete.";

/** The 409's words when a service asked to be completed is not done yet. */
export const SERVICE_NOT_DONE_MESSAGES: Record<ServiceType, string> = {
  [SERVICE_TYPE.energy]: ENERGY_NOT_DONE,
  [SERVICE_TYPE.wome]: ENERGY_NOT_DONE,
  [SERVICE_TYPE.broadband]: BROADBAND_NOT_DONE,
  [SERVICE_TYPE.ssebb]: BROADBAND_NOT_DONE,
  [SERVICE_TYPE.wombb]: BROADBAND_NOT_DONE,
  [SERVICE_TYPE.sky]:
    "You haven't asked for your call-back yet, so it can't be marked complete. Please choose a time for the call first.",
  [SERVICE_TYPE.council]:
    "We haven't told your council about your move yet, so it can't be marked complete. Please use Notify and continue first.",
  [SERVICE_TYPE.water]:
    "We haven't told your water authority about your move yet, so it can't be marked complete. Please use Notify and continue first.",
};
