import type { ApiErrorBody } from '@threshold/domain/schemas/api-error';
import { PORTAL_APP_PASSWORD, PORTAL_APP_USERNAME } from '@threshold/domain/schemas/portal-client';
import { readSession, readUserToken, writeSession } from './session-store';

/**
 * Which bearer a call carries: the app token, the mover's token, none (health check), or a partner
 * console user's (features/partner-console; its refusals are the console's, never the mover's log-out).
 */
export type CallAuth = 'app' | 'user' | 'none' | 'partner';

/** Any non-2xx answer. `auth` says which token was refused, for the 401/403 handling. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiErrorBody> | null;
  readonly auth: CallAuth;

  constructor(status: number, body: Partial<ApiErrorBody> | null, auth: CallAuth) {
    super(body?.message ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.auth = auth;
  }
}

type StoredAppToken = { token: string; expiresAt: number };

/**
 * Spec section 4, step 1: the app token comes first — the fixed public portal account logs in by
 * password grant. It is kept in session storage until a minute before it expires.
 */
export async function obtainAppToken(now = Date.now()): Promise<string> {
  const stored = JSON.parse(readSession('appToken') ?? 'null') as StoredAppToken | null;
  if (stored && stored.expiresAt > now) return stored.token;
  const granted = await callApi<{ access_token: string; expires_in: number }>('/api/oauth/token', {
    auth: 'none',
    method: 'POST',
    form: { grant_type: 'password', username: PORTAL_APP_USERNAME, password: PORTAL_APP_PASSWORD },
  });
  const appToken: StoredAppToken = {
    token: granted.access_token,
    expiresAt: now + (granted.expires_in - 60) * 1000,
  };
  writeSession('appToken', JSON.stringify(appToken));
  return appToken.token;
}

type CallOptions = {
  auth?: CallAuth;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body (several of the spec's calls are form-encoded). */
  form?: Record<string, string>;
};

/**
 * fetch for /api: the bearer token, JSON or form bodies, an ApiError for any non-2xx, and the
 * redirect an answer asks for (the call then never settles: the page is being left).
 */
export async function callApi<T>(
  path: string,
  { auth = 'app', method, json, form }: CallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  const token = auth === 'app' ? await obtainAppToken() : auth === 'user' ? readUserToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (form) body = new URLSearchParams(form);
  else if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  return readAnswer<T>(await fetch(path, { method, headers, body }), auth);
}

/** An answer to a call carrying `auth`, read as callApi reads it (also for a call started early). */
export async function readAnswer<T>(response: Response, auth: CallAuth): Promise<T> {
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data as Partial<ApiErrorBody> | null, auth);
  // Service-journeys 7: "A response carrying redirectionUrl with status 200 redirects the
  // browser." Here, once, for every call; the check loads only when an answer carries one.
  if (response.status === 200 && typeof data === 'object' && data && 'redirectionUrl' in data) {
    const { followRedirection } = await import('./redirection-url');
    if (followRedirection(data.redirectionUrl)) return new Promise<never>(() => undefined);
  }
  return data as T;
}
