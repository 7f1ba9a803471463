import {
  partnerCodeChallengeSchema,
  type PartnerCodeChallenge,
  type PartnerSession,
} from '@threshold/domain/partner/partner-users';
import { callApi, readAnswer } from '../../api/client';
import { endPartnerSession, keepPartnerSession, readPartnerToken } from './partner-session';

type PartnerCallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  /** A CSV body (the lead upload). */
  csv?: string;
};

/** The raw answer to a console call with the partner user's token (downloads read it whole). */
export async function partnerFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = readPartnerToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(path, { ...init, headers });
  // A refused token (expired, signed out elsewhere, user removed) ends the session in this tab.
  if (response.status === 401) endPartnerSession();
  return response;
}

/** A console call; any non-2xx is an ApiError (auth 'partner', which the mover's handlers leave alone). */
export async function partnerCall<T>(
  path: string,
  { method, json, csv }: PartnerCallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (csv !== undefined) {
    headers['content-type'] = 'text/csv';
    body = csv;
  } else if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  return readAnswer<T>(await partnerFetch(path, { method, headers, body }), 'partner');
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
