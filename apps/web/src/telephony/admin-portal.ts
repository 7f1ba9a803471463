import { ApiError, callApi } from '../api/client';
import { readBrandPrefix } from '../brand/brand-prefix';
import { readAgentSession, writeAgentSession } from './agent-session';

/** The portal's own admin portal, inside the brand prefix (router.tsx, route 'agent'). */
export const ADMIN_PORTAL_ROUTE = '/agent';

let configured: Promise<string | null> | undefined;

/** ADMIN_PORTAL_URL as the API answers it (null: the portal's own page), asked once per page. */
export function configuredAdminPortalUrl(): Promise<string | null> {
  configured ??= callApi<{ url: string | null }>('/api/telephony/admin-portal', { auth: 'none' })
    .then((answer) => answer.url ?? null)
    .catch(() => null);
  return configured;
}

/** For a router redirect: the configured address, else '/agent' (the router adds the prefix). */
export async function adminPortalTarget(): Promise<string> {
  return (await configuredAdminPortalUrl()) ?? ADMIN_PORTAL_ROUTE;
}

/** For a whole-page navigation: the configured address, else /{brand}/{branch?}/agent. */
export async function adminPortalHref(): Promise<string> {
  const url = await configuredAdminPortalUrl();
  if (url) return url;
  const place = readBrandPrefix(location.pathname);
  return `${place.kind === 'brand' ? place.prefix.basename : ''}${ADMIN_PORTAL_ROUTE}`;
}

/**
 * A refused agent call: a 401 means the token is over (expired, logged out, agent deactivated),
 * so the session is dropped and the agent signs in again; a 403 leaves the agent signed in but
 * assisting nothing (the admin portal opens an enrolment again).
 */
export function forgetRefusedAgentSession(error: unknown): void {
  const session = readAgentSession();
  if (!session) return;
  if (error instanceof ApiError && error.status === 403)
    writeAgentSession({ ...session, enrolmentId: null });
  else writeAgentSession(null);
}

/** Whether the page shown is the portal's own admin portal (no navigation is needed then). */
export function isOnAdminPortal(pathname = location.pathname): boolean {
  const place = readBrandPrefix(pathname);
  const inside = place.kind === 'brand' ? pathname.slice(place.prefix.basename.length) : pathname;
  return inside === ADMIN_PORTAL_ROUTE || inside.startsWith(`${ADMIN_PORTAL_ROUTE}/`);
}

/** Portal-access 6 and 8: on 401/403 in agent mode, the agent goes to the admin portal. */
export async function goToAdminPortal(error: unknown): Promise<void> {
  forgetRefusedAgentSession(error);
  const href = await adminPortalHref();
  if (href.startsWith('/') && isOnAdminPortal()) return;
  location.assign(href);
}
