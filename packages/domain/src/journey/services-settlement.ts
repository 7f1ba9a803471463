import { ENROLMENT_STATUS, type EnrolmentStatus } from '../codes/enrolment-status';
import { areServicesSettled, type JourneyFlags, type JourneySnapshot } from './next-page';

/**
 * Whether the mover has chosen their services yet: moving details done and product selection
 * answered (rule 4 no longer applies). Before that, nothing can be "settled".
 */
export function hasChosenServices(s: JourneySnapshot): boolean {
  return (
    s.status !== null &&
    s.status >= ENROLMENT_STATUS.detailsPopulated &&
    !(s.energyConsented === null && s.entertainmentConsented === null)
  );
}

/**
 * The status an enrolment takes after a service is completed, skipped or reopened
 * (service-journeys 4): complete (40) once every consented service is done, skipped or not
 * applicable; back to detailsPopulated when a completed enrolment reopens a service; otherwise
 * unchanged (a closed enrolment stays closed).
 */
export function statusAfterServiceChange(
  s: JourneySnapshot,
  flags: JourneyFlags,
): EnrolmentStatus | null {
  if (s.status === null || s.status === ENROLMENT_STATUS.closed) return s.status;
  const isSettled = hasChosenServices(s) && areServicesSettled(s, flags);
  if (isSettled) return ENROLMENT_STATUS.complete;
  return s.status === ENROLMENT_STATUS.complete ? ENROLMENT_STATUS.detailsPopulated : s.status;
}
