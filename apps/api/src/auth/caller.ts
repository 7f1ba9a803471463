import type { Branding } from '@threshold/domain/schemas/brand';
import type { TokenKind } from '@threshold/domain/schemas/token';
import { AGENT_NOT_ASSISTING_MESSAGE } from '@threshold/domain/telephony/telephony';
import type { FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db, EnrolmentChanges } from '../db/client';
import { AppError } from '../http/app-error';
import type { AccessClaims } from './access-tokens';
import { tokenRefusal } from './token-refusal';
import {
  readCallerContext,
  type CallerPart,
  type EnrolmentRow,
  type StoredTariffFacts,
} from './caller.repo';
import { authOf, type RequireKind } from './guards';

export {
  callerRowPart,
  qualified,
  readCallerEnrolment,
  type CallerPart,
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
  /** The values of the parts the route asked to read with the row, by part key (see preloaded). */
  parts: Record<string, unknown>;
};

/**
 * A part the route read with the caller's row, made into the service's value; undefined when the
 * route did not ask for it (the service then reads it itself).
 */
export function preloaded<T>(caller: Caller, part: CallerPart<T>): T | undefined {
  return part.key in caller.parts ? part.parse(caller.parts[part.key]) : undefined;
}

/** Whether the route read every one of these parts with the caller's row. */
export function hasPreloaded(caller: Caller, parts: readonly CallerPart<unknown>[]): boolean {
  return parts.every((part) => part.key in caller.parts);
}

/** Request decorator holding the caller once requireCaller's hooks have run. */
export const CALLER_DECORATOR = 'caller';

export type CallerGuard = {
  onRequest: onRequestHookHandler;
  preHandler: preHandlerAsyncHookHandler;
};
export type RequireCaller = ((...kinds: TokenKind[]) => CallerGuard) & {
  /** The same guard, reading these parts in the caller's statement too. */
  reading(parts: readonly CallerPart<unknown>[], ...kinds: TokenKind[]): CallerGuard;
  /**
   * The same guard keeping the caller's read in memory where the database announces every change
   * to an enrolment (PGlite: `changes`, this process's alone) until one is announced: for a call a
   * page repeats (the energy and broadband lists), answered from kept reads with no statement. The
   * token is then checked by the token guard alone (requireKind), whose trust a log-out or reset in
   * this process (PGlite's only one) ends at once. Where nothing is announced (PostgreSQL), as
   * requireCaller.
   */
  kept(changes: EnrolmentChanges | null, ...kinds: TokenKind[]): CallerGuard;
};

type CallerRead = Omit<Caller, 'claims' | 'branding'>;

/** Caller reads kept per enrolment until `changes` announces a change to it. */
function createKeptCallerReads(changes: EnrolmentChanges) {
  const kept = new LRUCache<string, CallerRead>({ max: 10_000 });
  /** Bumped by every announcement: a read begun before one is used but not kept. */
  let epoch = 0;
  changes.subscribe((enrolmentId) => {
    kept.delete(enrolmentId);
    epoch += 1;
  });
  return {
    async get(enrolmentId: string, load: () => Promise<CallerRead>): Promise<CallerRead> {
      const found = kept.get(enrolmentId);
      if (found) return found;
      const started = epoch;
      const read = await load();
      if (epoch === started) kept.set(enrolmentId, read);
      return read;
    },
  };
}

/**
 * `requireCaller('user')` → the route options `{ onRequest, preHandler }` to spread into a route:
 * the token guard (401 / 403 as requireKind, which may trust a token it checked a moment ago), then,
 * once the body is validated, one statement answering whether the token is still usable as the
 * database says now (so a log-out on any replica refuses it at once, whatever the guard trusted)
 * and the caller's enrolment (404 ENROLMENT_NOT_FOUND when the token carries none or it has gone),
 * with any parts the route reads beside it.
 */
export function createRequireCaller(deps: {
  requireKind: RequireKind;
  db: Db;
  brandingOf: (brandId: number) => Promise<Branding>;
}): RequireCaller {
  const { requireKind, db, brandingOf } = deps;
  const loadCaller =
    (parts: readonly CallerPart<unknown>[]): preHandlerAsyncHookHandler =>
    async (request) => {
      const claims = authOf(request);
      const read = await readCallerContext(db, claims, parts);
      if (read.tokenState !== 'usable') throw tokenRefusal(claims, read.tokenState);
      // An agent reaches the one enrolment its token was bound to when the agent opened it.
      if (claims.kind === 'agent' && !claims.enrolmentId)
        throw new AppError('AGENT_NOT_ASSISTING', AGENT_NOT_ASSISTING_MESSAGE, { status: 403 });
      const { caller } = read;
      if (!caller || caller.enrolment.forgottenAt) throw enrolmentNotFound();
      const branding = await brandingOf(caller.enrolment.brandId);
      request.setDecorator<Caller>(CALLER_DECORATOR, { claims, branding, ...caller });
    };
  const guard = (parts: readonly CallerPart<unknown>[], kinds: TokenKind[]): CallerGuard => ({
    onRequest: requireKind(...kinds),
    preHandler: loadCaller(parts),
  });
  const keptReads = new WeakMap<EnrolmentChanges, ReturnType<typeof createKeptCallerReads>>();
  const keptGuard = (changes: EnrolmentChanges | null, kinds: TokenKind[]): CallerGuard => {
    if (!changes) return guard([], kinds);
    let reads = keptReads.get(changes);
    if (!reads) {
      reads = createKeptCallerReads(changes);
      keptReads.set(changes, reads);
    }
    const kept = reads;
    const fresh = loadCaller([]);
    const preHandler: preHandlerAsyncHookHandler = async function (request, reply) {
      const claims = authOf(request);
      const enrolmentId = claims.enrolmentId;
      if (!enrolmentId) return fresh.call(this, request, reply);
      const read = await kept.get(enrolmentId, async () => {
        const context = await readCallerContext(db, claims);
        if (context.tokenState !== 'usable') throw tokenRefusal(claims, context.tokenState);
        if (!context.caller || context.caller.enrolment.forgottenAt) throw enrolmentNotFound();
        return context.caller;
      });
      if (read.enrolment.forgottenAt) throw enrolmentNotFound();
      const branding = await brandingOf(read.enrolment.brandId);
      request.setDecorator<Caller>(CALLER_DECORATOR, { claims, branding, ...read });
    };
    return { onRequest: requireKind(...kinds), preHandler };
  };
  return Object.assign((...kinds: TokenKind[]) => guard([], kinds), {
    reading: (parts: readonly CallerPart<unknown>[], ...kinds: TokenKind[]) => guard(parts, kinds),
    kept: (changes: EnrolmentChanges | null, ...kinds: TokenKind[]) => keptGuard(changes, kinds),
  });
}

/** The caller requireCaller read; only call it on a route guarded by requireCaller. */
export function callerOf(request: FastifyRequest): Caller {
  const caller = request.getDecorator<Caller | null>(CALLER_DECORATOR);
  if (!caller) throw new Error('callerOf() called on a route without a requireCaller guard');
  return caller;
}
