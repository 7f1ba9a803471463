import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { chooseAuthFailureAction } from '../api/auth-failure';
import { ApiError } from '../api/client';
import { shouldReloadForAppToken } from '../api/session-store';
import { setPortalQueryClient } from '../api/portal-query-client';

/**
 * One query client. A refused token is handled here, once, for every query and mutation
 * (spec section 8): a mover's 401/403 logs out and goes to /log-in (an agent's goes to the admin
 * portal); an app-token 401 reloads once.
 */
export function createQueryClient(onLoggedOut: () => void): QueryClient {
  const onError = (error: unknown) => {
    const action = chooseAuthFailureAction(error);
    if (action === 'log-out') onLoggedOut();
    // Agent mode: the admin portal (its code loads only on a telephony host's refusal).
    else if (action === 'admin-portal')
      void import('../telephony/admin-portal').then((portal) => portal.goToAdminPortal(error));
    else if (action === 'reload' && shouldReloadForAppToken()) location.reload();
  };
  const portalClient = new QueryClient({
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
  setPortalQueryClient(portalClient);
  return portalClient;
}
