import { SERVICE_TYPE, type ServiceType } from '@threshold/domain/codes/service-type';
import type { EnrolmentPatch } from '../enrolment/enrolment.repo';

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
