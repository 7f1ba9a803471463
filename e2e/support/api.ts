import { PORTAL_APP_PASSWORD, PORTAL_APP_USERNAME } from '@threshold/domain/schemas/token';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { ServiceStatus } from '@threshold/domain/schemas/service-status';

/** Calls the running server the way operations or a partner would, outside the browser. */
export async function fetchAppToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: PORTAL_APP_USERNAME,
      password: PORTAL_APP_PASSWORD,
    }),
  });
  if (!response.ok) throw new Error(`app token: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function fetchBranding(baseUrl: string, path: string): Promise<Branding> {
  const token = await fetchAppToken(baseUrl);
  const response = await fetch(`${baseUrl}/api/branding/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`branding ${path}: HTTP ${response.status}`);
  return (await response.json()) as Branding;
}

export async function setServiceStatus(
  baseUrl: string,
  operatorKey: string,
  status: ServiceStatus,
) {
  const response = await fetch(`${baseUrl}/api/gbg-status-check`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-operator-key': operatorKey },
    body: JSON.stringify({ status }),
  });
  if (!response.ok) throw new Error(`set status ${status}: HTTP ${response.status}`);
}
