import { enrolmentSchema, type Enrolment } from '@threshold/domain/schemas/enrolment';
import type { ContactDetails, PersonalDetails } from '@threshold/domain/schemas/personal-details';
import { ApiError, callApi } from '../../api/client';
import { clearUserSession, isLoggedIn, readUserToken } from '../../api/session-store';
import { readTokenAnswer, startAnonymousSession, startUserSession } from '../../api/user-session';
import { currentBrand } from '../../brand/brand-store';
import { fetchOwnEnrolment } from '../../enrolment/own-enrolment';

/**
 * The pending page's enrolment. A visitor without one starts it (spec section 4, step 2):
 * POST /api/enrolment-auth/create on the brand they came through gives the anonymous token.
 */
export async function findOrStartEnrolment(): Promise<Enrolment> {
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

/** Personal details as sent: the date of birth is an ISO date-time at midnight UTC (spec section 3). */
function payloadOf(details: PersonalDetails & { password?: string }) {
  return { ...details, dateOfBirth: `${details.dateOfBirth}T00:00:00.000Z` };
}

/** Keeps the user token a submission answers with (a new log-in), and gives back the enrolment. */
function keepSubmitAnswer(answer: { enrolment?: unknown; token?: unknown }): Enrolment {
  const enrolment = enrolmentSchema.parse(answer.enrolment);
  if (answer.token) startUserSession(readTokenAnswer(answer.token));
  return enrolment;
}

/** PUT /api/enrolment-auth: the populated page (a password creates the log-in when there is none). */
export async function submitPersonalDetails(
  details: PersonalDetails & { password?: string },
): Promise<Enrolment> {
  const answer = await callApi<{ enrolment?: unknown; token?: unknown }>('/api/enrolment-auth', {
    auth: 'user',
    method: 'PUT',
    json: payloadOf(details),
  });
  return keepSubmitAnswer(answer);
}

/** PUT /api/enrolment-auth/unpopulated/{token}: details and a password; answers a user token. */
export async function submitUnpopulatedPersonalDetails(
  unpopulatedToken: string,
  details: PersonalDetails & { password: string },
): Promise<Enrolment> {
  const answer = await callApi<{ enrolment?: unknown; token?: unknown }>(
    `/api/enrolment-auth/unpopulated/${encodeURIComponent(unpopulatedToken)}`,
    { method: 'PUT', json: payloadOf(details) },
  );
  return keepSubmitAnswer(answer);
}

/** PUT /api/enrolment-auth/contact-details */
export async function submitContactDetails(details: ContactDetails): Promise<Enrolment> {
  return enrolmentSchema.parse(
    await callApi('/api/enrolment-auth/contact-details', {
      auth: 'user',
      method: 'PUT',
      json: details,
    }),
  );
}
