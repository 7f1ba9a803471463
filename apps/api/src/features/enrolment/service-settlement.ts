import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { statusAfterServiceChange } from '@threshold/domain/journey/services-settlement';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { EnrolmentPatch, EnrolmentRow } from './enrolment.repo';
import { journeyFactsOf } from './journey-facts';

export type { EnrolmentPatch };

/**
 * The status a service change leads to, written with the change (service-journeys 4): complete,
 * with when services were settled, once every consented service is done, skipped or not
 * applicable; back to details populated when a completed enrolment reopens one. Empty when the
 * status stays. Every feature that completes, skips or reopens a service writes this beside it.
 */
export function settlingPatch(
  row: EnrolmentRow,
  patch: EnrolmentPatch,
  branding: Branding,
  clock: Clock,
): EnrolmentPatch {
  const patched = { ...row, ...patch } as EnrolmentRow;
  const snapshot = snapshotOfEnrolment(
    { ...patched, ...journeyFactsOf(patched, branding) },
    todayIso(clock),
  );
  const status = statusAfterServiceChange(snapshot, branding.flags) ?? row.status;
  if (status === row.status) return {};
  return {
    status,
    servicesCompletedAt: status === ENROLMENT_STATUS.complete ? clock.now() : null,
  };
}
