import { enrolmentSchema, type Enrolment } from '@threshold/domain/schemas/enrolment';
import { callApi } from './client';

/**
 * The query key of the logged-in mover's enrolment. Every feature that reads or saves it uses
 * this value (some still declare their own copy of the same key), so a page's setQueryData after a
 * save is what the journey guard reads on the next navigation.
 */
export const OWN_ENROLMENT_KEY = ['enrolment', 'own'] as const;

/** GET /api/enrolment-auth: the logged-in mover's enrolment. */
export async function fetchOwnEnrolment(): Promise<Enrolment> {
  return enrolmentSchema.parse(await callApi('/api/enrolment-auth', { auth: 'user' }));
}
