import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authOf, type RequireKind } from '../../auth/guards';
import type { PartnerCaller, PartnerUsersService } from './partner-users.service';

/**
 * The guard of every partner console route: a partner token, then the user as the database says
 * now (removed or signed out → 401). Spread `partnerUser` into a route's options; `callerOf` gives
 * the route the user its guard loaded.
 */
export function createPartnerUserGuard(
  partnerUsersService: Pick<PartnerUsersService, 'currentUser'>,
  requireKind: RequireKind,
) {
  const callers = new WeakMap<FastifyRequest, PartnerCaller>();
  const loadUser: preHandlerAsyncHookHandler = async (request) => {
    callers.set(request, await partnerUsersService.currentUser(authOf(request)));
  };
  return {
    partnerUser: { onRequest: requireKind('partner'), preHandler: loadUser },
    callerOf(request: FastifyRequest): PartnerCaller {
      const caller = callers.get(request);
      if (!caller)
        throw new Error(`${request.routeOptions.url ?? 'a route'} without the partner user guard`);
      return caller;
    },
  };
}
