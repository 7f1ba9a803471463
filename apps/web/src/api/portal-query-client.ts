import type { QueryClient } from '@tanstack/react-query';

let portalClient: QueryClient | undefined;

export function setPortalQueryClient(client: QueryClient): void {
  portalClient = client;
}

/**
 * The client boot made, for route loaders (the journey guard), which run outside React: a page's
 * setQueryData after a save is then what the guard reads on the next navigation.
 */
export function portalQueryClient(): QueryClient {
  if (!portalClient) throw new Error('The query client is made at boot, before any route loads');
  return portalClient;
}
