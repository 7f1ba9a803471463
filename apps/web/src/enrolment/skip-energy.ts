import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { callApi } from '../api/client';

/**
 * POST /api/enrolment/skipservice?service=0: skips energy; answers the enrolment. A module of its
 * own, so the confirmation page's skip does not carry the energy pages' calls and stored choices.
 */
export async function skipEnergy(): Promise<Enrolment> {
  return callApi<Enrolment>('/api/enrolment/skipservice?service=0', {
    auth: 'user',
    method: 'POST',
  });
}
