import type { Branding } from '@threshold/domain/schemas/brand';
import type { TokenKind } from '@threshold/domain/schemas/token';
import { AGENT_NOT_ASSISTING_MESSAGE } from '@threshold/domain/telephony/telephony';
import type { FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import type { AccessClaims } from './access-tokens';
import { readCallerEnrolment, type EnrolmentRow, type StoredTariffFacts } from './caller.repo';
import { authOf, type RequireKind } from './guards';

export {
  readCallerEnrolment,
  readEnrolmentFacts,
  type EnrolmentFacts,
  type EnrolmentPatch,
  type EnrolmentRow,
  type StoredTariffFacts,
} from './caller.repo';

export const ENROLMENT_NOT_FOUND_MESSAGE = 'Sorry, we could not find that enrolment.';

export function enrolmentNotFound(): AppError {
  return new AppError('ENROLMENT_NOT_FOUND', ENROLMENT_NOT_FOUND_MESSAGE, { status: 404 });
}

/**
 * The request context of a mover's call: the verified claims, their enrolment row, its branding,
 * whether it has a log-in and which tariffs are chosen, read once per request (one statement)
 * before the handler runs and handed to services as an argument. Values read when the request
 * began: a service that must decide on the row as it is inside its transaction reads it there.
 */
export type Caller = {
  claims: AccessClaims;
  enrolment: EnrolmentRow;
  branding: Branding;
  hasAccount: boolean;
  storedTariffs: StoredTariffFacts;
};

/** Request decorator holding the caller once requireCaller's hooks have run. */
export const CALLER_DECORATOR = 'caller';

export type CallerGuard = {
  onRequest: onRequestHookHandler;
  preHandler: preHandlerAsyncHookHandler;
};
export type RequireCaller = (...kinds: TokenKind[]) => CallerGuard;

/**
 * `requireCaller('user')` → the route options `{ onRequest, preHandler }` to spread into a route:
 * the token guard (401 / 403 as requireKind), then, once the body is validated, the caller's
 * enrolment read once (404 ENROLMENT_NOT_FOUND when the token carries none or it has gone).
 */
export function createRequireCaller(deps: {
  requireKind: RequireKind;
  db: Db;
  brandingOf: (brandId: number) => Promise<Branding>;
}): RequireCaller {
  const { requireKind, db, brandingOf } = deps;
  const loadCaller: preHandlerAsyncHookHandler = async (request) => {
    const claims = authOf(request);
    // An agent reaches the one enrolment its token was bound to when the agent opened it.
    if (claims.kind === 'agent' && !claims.enrolmentId)
      throw new AppError('AGENT_NOT_ASSISTING', AGENT_NOT_ASSISTING_MESSAGE, { status: 403 });
    const read = claims.enrolmentId ? await readCallerEnrolment(db, claims.enrolmentId) : undefined;
    if (!read || read.enrolment.forgottenAt) throw enrolmentNotFound();
    const branding = await brandingOf(read.enrolment.brandId);
    request.setDecorator<Caller>(CALLER_DECORATOR, { claims, branding, ...read });
  };
  return (...kinds) => ({ onRequest: requireKind(...kinds), preHandler: loadCaller });
}

/** The caller requireCaller read; only call it on a route guarded by requireCaller. */
export function callerOf(request: FastifyRequest): Caller {
  const caller = request.getDecorator<Caller | null>(CALLER_DECORATOR);
  if (!caller) throw new Error('callerOf() called on a route without a requireCaller guard');
  return caller;
}
