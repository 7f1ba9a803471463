import { contentResponseSchema, type ContentPortal } from '@threshold/domain/schemas/content';
import { cookieDetailsResponseSchema } from '@threshold/domain/schemas/cookie-details';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { isTelephony } from '../../telephony/agent-session';

/** Content's base path (portal-access 2): the telephony portal's words on a telephony host. */
export function contentPortal(): ContentPortal {
  return isTelephony() ? 'telephony' : 'tenant';
}

/**
 * GET /api/content?brand=…: the brand's CMS blocks (page intros, cookie policy sections). On a
 * telephony host it asks for the telephony portal's words (each key falls back to the tenant's).
 */
export function contentQuery(brandRoute: string, portal: ContentPortal = contentPortal()) {
  const query = portal === 'telephony' ? '&portal=telephony' : '';
  return queryOptions({
    queryKey: ['content', brandRoute, portal],
    queryFn: async () =>
      contentResponseSchema.parse(
        await callApi<unknown>(`/api/content?brand=${encodeURIComponent(brandRoute)}${query}`),
      ),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/cookie-details: every cookie the portal may set, for the cookie policy table. */
export const cookieDetailsQuery = queryOptions({
  queryKey: ['cookie-details'],
  queryFn: async () =>
    cookieDetailsResponseSchema.parse(await callApi<unknown>('/api/cookie-details')),
  staleTime: 10 * 60_000,
});
