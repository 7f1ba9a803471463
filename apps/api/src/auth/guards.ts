import type { TokenKind } from '@threshold/domain/schemas/token';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../http/app-error';
import type { AccessClaims } from './access-tokens';
import { INVALID_TOKEN_MESSAGE } from './access-tokens';
import type { Authenticator } from './authenticator';

/** Request decorator holding the verified claims once a guard has run. */
export const AUTH_DECORATOR = 'auth';
export const WRONG_KIND_MESSAGE = 'Sorry, you do not have access to this.';

export type RequireKind = (...kinds: TokenKind[]) => onRequestHookHandler;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * `requireKind('app', 'user')` → an onRequest hook: 401 when the bearer token is missing, expired,
 * tampered with or revoked; 403 when it is valid but of another kind.
 */
export function createRequireKind(authenticator: Authenticator): RequireKind {
  return (...kinds) => {
    /** Admits the claims (undefined) or hands back the refusal. */
    const admit = (request: FastifyRequest, claims: AccessClaims): AppError | undefined => {
      if (!kinds.includes(claims.kind))
        return new AppError('FORBIDDEN', WRONG_KIND_MESSAGE, { status: 403 });
      request.setDecorator<AccessClaims>(AUTH_DECORATOR, claims);
      return undefined;
    };
    // A callback hook: a token this process already trusts is admitted without a promise.
    return function requireKind(request, _reply, done) {
      const token = bearerToken(request);
      if (!token) {
        done(new AppError('AUTH_REQUIRED', INVALID_TOKEN_MESSAGE, { status: 401 }));
        return;
      }
      const trusted = authenticator.trustedNow(token);
      if (trusted) {
        done(admit(request, trusted));
        return;
      }
      authenticator.authenticate(token).then(
        (claims) => done(admit(request, claims)),
        (error: Error) => done(error),
      );
    };
  };
}

/** The claims a guard verified; only call it on a guarded route. */
export function authOf(request: FastifyRequest): AccessClaims {
  const claims = request.getDecorator<AccessClaims | null>(AUTH_DECORATOR);
  if (!claims) throw new Error('authOf() called on a route without a requireKind guard');
  return claims;
}
