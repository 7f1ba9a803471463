import type { EnrolmentPatch } from '../../auth/caller';

/**
 * The columns a mover's own step in the journey writes (personal details, moving details,
 * product selection, council and water, energy, broadband, confirmation). Checks, locks, verified
 * flags, views and erasure are not steps: they never move the reminders' starting point.
 */
const JOURNEY_STEP_FIELDS: ReadonlySet<string> = new Set<keyof EnrolmentPatch>([
  'status',
  'tenantPortalStorage',
  'title',
  'firstName',
  'surname',
  'dateOfBirth',
  'emailAddress',
  'contactNumber',
  'moveInDate',
  'moveInDateUnknown',
  'residentialStatus',
  'addressKey',
  'addressLine1',
  'postcode',
  'energyOptIn',
  'entertainmentOptIn',
  'councilOptIn',
  'waterOptIn',
  'energyConsented',
  'entertainmentConsented',
  'councilConsented',
  'waterConsented',
  'councilComplete',
  'waterComplete',
  'energyComplete',
  'energySkipped',
  'entertainmentComplete',
  'entertainmentSkipped',
  'skyComplete',
  'broadbandComplete',
  'wombbUserConfirmed',
  'wombbComplete',
  'wombbSkipped',
  'councilRegistrationConfirmed',
  'waterRegistrationConfirmed',
  'servicesCompletedAt',
]);

/**
 * A patch that records a step also records when it was taken and starts the reminders again
 * from the first (the schedule counts from the last step). Every enrolment save passes here, so
 * no step can forget it; a patch that names lastJourneyActivityAt itself keeps that time.
 */
export function withJourneyActivity(patch: EnrolmentPatch, now: Date): EnrolmentPatch {
  const isStep =
    patch.lastJourneyActivityAt !== undefined ||
    Object.entries(patch).some(
      ([field, value]) => value !== undefined && JOURNEY_STEP_FIELDS.has(field),
    );
  if (!isStep) return patch;
  return {
    ...patch,
    lastJourneyActivityAt: patch.lastJourneyActivityAt ?? now,
    journeyRemindersSent: 0,
  };
}
