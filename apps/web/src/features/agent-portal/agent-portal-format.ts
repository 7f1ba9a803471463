import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';

/** Portal-access 9: dates are shown dd/MM/yyyy (the API's are yyyy-MM-dd). */
export function shownDate(isoDate: string | null): string {
  const [year, month, day] = (isoDate ?? '').slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
}

const STATUS_LABELS: Record<number, string> = {
  [ENROLMENT_STATUS.pending]: 'Pending',
  [ENROLMENT_STATUS.open]: 'Open',
  [ENROLMENT_STATUS.detailsPopulated]: 'Details populated',
  [ENROLMENT_STATUS.closed]: 'Closed',
  [ENROLMENT_STATUS.complete]: 'Complete',
};

/** The enrolment's status in words (portal-access 4's status codes). */
export function statusLabel(status: number): string {
  return STATUS_LABELS[status] ?? String(status);
}

/**
 * Where an agent goes after opening an enrolment: a pending one (a caller's new sign-up) to
 * personal details; any other to /enrolment, where the journey guard picks the next step.
 */
export function pathAfterOpening(status: number): string {
  return status === ENROLMENT_STATUS.pending ? '/pending/personal-details' : '/enrolment';
}
