import {
  partnerCodeChallengeSchema,
  type PartnerCodeChallenge,
  type PartnerSession,
} from '@threshold/domain/partner/partner-users';
import { ApiError, callApi } from '../../api/client';
import { readPartnerToken } from '../../api/session-store';
import { endPartnerSession, keepPartnerSession } from './partner-session';

type PartnerCallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  csv?: string;
};

/** A refused console token (expired, signed out elsewhere, user removed) ends the session here too. */
function endSessionIfRefused(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) endPartnerSession();
  throw error;
}

/** A console call with the partner user's token; any non-2xx is an ApiError (auth 'partner'). */
export function partnerCall<T>(path: string, options: PartnerCallOptions = {}): Promise<T> {
  return callApi<T>(path, { ...options, auth: 'partner' }).catch(endSessionIfRefused);
}

/** The raw answer to a console call (downloads), with the same handling of a refused token. */
export async function partnerFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = readPartnerToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(path, { ...init, headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiError['body'];
    endSessionIfRefused(new ApiError(response.status, body, 'partner'));
  }
  return response;
}

/** POST /api/partner/sign-in/code: the same answer whether or not the address is a partner user's. */
export async function requestPartnerCode(email: string): Promise<PartnerCodeChallenge> {
  return partnerCodeChallengeSchema.parse(
    await callApi('/api/partner/sign-in/code', { auth: 'none', method: 'POST', json: { email } }),
  );
}

/** POST /api/partner/sign-in: the e-mailed code for a console session, kept in this tab. */
export async function signInToConsole(input: {
  email: string;
  code: string;
  challengeId: string;
}): Promise<void> {
  keepPartnerSession(
    await callApi<PartnerSession>('/api/partner/sign-in', {
      auth: 'none',
      method: 'POST',
      json: input,
    }),
  );
}

/** POST /api/partner/sign-out ends every session of the user; this tab forgets it whatever happens. */
export async function signOutOfConsole(): Promise<void> {
  try {
    await partnerCall('/api/partner/sign-out', { method: 'POST' });
  } finally {
    endPartnerSession();
  }
}
