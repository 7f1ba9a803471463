import { contentResponseSchema } from '@threshold/domain/schemas/content';
import { cookieDetailsResponseSchema } from '@threshold/domain/schemas/cookie-details';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api/client';

/** GET /api/content?brand=…: the brand's CMS blocks (page intros, cookie policy sections). */
export function contentQuery(brandRoute: string) {
  return queryOptions({
    queryKey: ['content', brandRoute],
    queryFn: async () =>
      contentResponseSchema.parse(
        await callApi<unknown>(`/api/content?brand=${encodeURIComponent(brandRoute)}`),
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
