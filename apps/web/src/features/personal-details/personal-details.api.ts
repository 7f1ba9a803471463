import { enrolmentSchema, type Enrolment } from '@threshold/domain/schemas/enrolment';
import type { ContactDetails, PersonalDetails } from '@threshold/domain/schemas/personal-details';
import { callApi } from '../../api/client';
import { readTokenAnswer, startUserSession } from '../../api/user-session';

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
