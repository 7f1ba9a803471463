import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { chooseAuthFailureAction } from '../api/auth-failure';
import { ApiError } from '../api/client';
import { shouldReloadForAppToken } from '../api/session-store';

/**
 * One query client. A refused token is handled here, once, for every query and mutation
 * (spec section 8): a mover's 401/403 logs out and goes to /log-in; an app-token 401 reloads once.
 */
export function createQueryClient(onLoggedOut: () => void): QueryClient {
  const onError = (error: unknown) => {
    const action = chooseAuthFailureAction(error);
    if (action === 'log-out') onLoggedOut();
    else if (action === 'reload' && shouldReloadForAppToken()) location.reload();
  };
  portalClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will answer the same again; a 5xx or a dropped connection gets two more tries.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
  return portalClient;
}

let portalClient: QueryClient | undefined;

/**
 * The client boot made, for route loaders (the journey guard), which run outside React: a page's
 * setQueryData after a save is then what the guard reads on the next navigation.
 */
export function portalQueryClient(): QueryClient {
  if (!portalClient) throw new Error('The query client is made at boot, before any route loads');
  return portalClient;
}
