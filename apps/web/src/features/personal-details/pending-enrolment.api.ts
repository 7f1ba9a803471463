import { enrolmentSchema, type Enrolment } from '@threshold/domain/schemas/enrolment';
import { ApiError, callApi } from '../../api/client';
import { clearUserSession, isLoggedIn, readUserToken } from '../../api/session-store';
import { readTokenAnswer, startAnonymousSession } from '../../api/user-session';
import { currentBrand } from '../../brand/brand-store';
import { fetchOwnEnrolment } from '../../enrolment/own-enrolment';
import { isTelephony } from '../../telephony/agent-session';

/**
 * The pending page's enrolment. A visitor without one starts it (spec section 4, step 2):
 * POST /api/enrolment-auth/create on the brand they came through gives the anonymous token.
 */
export async function findOrStartEnrolment(): Promise<Enrolment> {
  // Agent mode: only the enrolment the agent opened (a refusal goes to the admin portal); an
  // agent never starts an anonymous sign-up here (the admin portal creates a caller's).
  if (isTelephony()) return fetchOwnEnrolment();
  if (readUserToken()) {
    try {
      return await fetchOwnEnrolment();
    } catch (error) {
      // An anonymous sign-up token that has expired starts a new sign-up rather than a log-in.
      const isRefused = error instanceof ApiError && (error.status === 401 || error.status === 403);
      if (!isRefused || isLoggedIn()) throw error;
      clearUserSession();
    }
  }
  const brand = currentBrand();
  const answer = await callApi<{ enrolment?: unknown }>('/api/enrolment-auth/create', {
    method: 'POST',
    json: { selectedPartner: brand.urlRoute, selectedBranch: brand.branchId ?? undefined },
  });
  const enrolment = enrolmentSchema.parse(answer.enrolment);
  startAnonymousSession(readTokenAnswer(answer).access_token, enrolment.id);
  return enrolment;
}
