/** Enrolment status codes (spec: portal-access 4, service-journeys 4). Ordered: later steps compare greater. */
export const ENROLMENT_STATUS = {
  pending: 0,
  open: 10,
  detailsPopulated: 20,
  closed: 30,
  complete: 40,
} as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUS)[keyof typeof ENROLMENT_STATUS];
export type EnrolmentStatusName = keyof typeof ENROLMENT_STATUS;

const statusValues: readonly number[] = Object.values(ENROLMENT_STATUS);

export function isEnrolmentStatus(value: unknown): value is EnrolmentStatus {
  return typeof value === 'number' && statusValues.includes(value);
}

/** Statuses are ordered, so "at least detailsPopulated" is a plain comparison. */
export function isStatusAtLeast(status: EnrolmentStatus, threshold: EnrolmentStatus): boolean {
  return status >= threshold;
}

export function isStatusBefore(status: EnrolmentStatus, threshold: EnrolmentStatus): boolean {
  return status < threshold;
}

export function enrolmentStatusName(status: EnrolmentStatus): EnrolmentStatusName {
  const entry = Object.entries(ENROLMENT_STATUS).find(([, value]) => value === status);
  // Every EnrolmentStatus has a name; the fallback only satisfies the type checker.
  return (entry?.[0] ?? 'pending') as EnrolmentStatusName;
}
