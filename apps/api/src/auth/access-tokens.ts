import { randomUUID } from 'node:crypto';
import type { Clock } from '@threshold/domain/dates/clock';
import { tokenKindSchema, type TokenKind } from '@threshold/domain/schemas/token';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../http/app-error';

export const TOKEN_ISSUER = 'threshold-api';
export const TOKEN_AUDIENCE = 'threshold-portal';
/** The only algorithm signed or accepted: `none` and every other algorithm are refused. */
const ALGORITHM = 'HS256';

/** Lifetimes: the app, agent and partner tokens last a working day; a mover's log-in two hours. */
export const TOKEN_TTL_SECONDS: Record<TokenKind, number> = {
  app: 12 * 60 * 60,
  anonymous: 24 * 60 * 60,
  user: 2 * 60 * 60,
  agent: 8 * 60 * 60,
  partner: 8 * 60 * 60,
};

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const INVALID_TOKEN_MESSAGE = 'Please log in to continue.';

/** What a verified token says about its bearer. */
export type AccessClaims = {
  kind: TokenKind;
  /** App: the client name; user: the account id; anonymous: the enrolment id; agent: the agent id; partner: the partner user id. */
  subject: string;
  tokenId: string;
  enrolmentId: string | null;
  /** Users and partner users only: the account's token version when the token was issued. */
  tokenVersion: number | null;
  expiresAt: Date;
};

export type IssueTokenInput = {
  kind: TokenKind;
  subject: string;
  enrolmentId?: string | null;
  tokenVersion?: number | null;
};

export type IssuedToken = { accessToken: string; expiresIn: number; claims: AccessClaims };

export type AccessTokens = {
  issue(input: IssueTokenInput): Promise<IssuedToken>;
  /** Checks signature, algorithm, issuer, audience, expiry and claims; throws a 401 AppError otherwise. */
  verify(token: string): Promise<AccessClaims>;
  /** The claims of a token already verified and not yet expired; undefined for any other token. */
  verifiedBefore(token: string): AccessClaims | undefined;
};

const payloadSchema = z.object({
  sub: z.string().min(1),
  jti: z.string().min(1),
  exp: z.number().int(),
  kind: tokenKindSchema,
  eid: z.string().nullable().optional(),
  ver: z.number().int().nonnegative().optional(),
});

/** Kinds whose tokens end together when their account's token version moves (log-out, removal). */
function isVersioned(kind: TokenKind): boolean {
  return kind === 'user' || kind === 'partner';
}

function invalidToken(cause?: unknown) {
  return new AppError('TOKEN_INVALID', INVALID_TOKEN_MESSAGE, { status: 401, cause });
}

/** Verified tokens kept by their exact text, so a token seen again skips the signature check. */
const MAX_VERIFIED_TOKENS = 10_000;

export function createAccessTokens({
  secret,
  clock,
}: {
  secret: string;
  clock: Clock;
}): AccessTokens {
  // Imported once: jose would otherwise import the raw key on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, AccessClaims>();

  async function verifySignatureAndClaims(token: string): Promise<AccessClaims> {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, await key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: clock.now(),
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw new AppError('TOKEN_EXPIRED', SESSION_EXPIRED_MESSAGE, { status: 401 });
      }
      throw invalidToken(error);
    }
    const claims = payloadSchema.safeParse(payload);
    if (!claims.success) throw invalidToken(claims.error);
    const { sub, jti, exp, kind, eid, ver } = claims.data;
    if (isVersioned(kind) && ver === undefined) throw invalidToken();
    return {
      kind,
      subject: sub,
      tokenId: jti,
      enrolmentId: eid ?? null,
      tokenVersion: isVersioned(kind) ? (ver ?? 0) : null,
      expiresAt: new Date(exp * 1000),
    };
  }

  return {
    async issue({ kind, subject, enrolmentId = null, tokenVersion = null }) {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const expiresIn = TOKEN_TTL_SECONDS[kind];
      const tokenId = randomUUID();
      const payload: Record<string, unknown> = { kind, eid: enrolmentId };
      if (isVersioned(kind)) payload.ver = tokenVersion ?? 0;
      const accessToken = await new SignJWT(payload)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(subject)
        .setJti(tokenId)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + expiresIn)
        .sign(await key);
      return {
        accessToken,
        expiresIn,
        claims: {
          kind,
          subject,
          tokenId,
          enrolmentId,
          tokenVersion: isVersioned(kind) ? (tokenVersion ?? 0) : null,
          expiresAt: new Date((nowSeconds + expiresIn) * 1000),
        },
      };
    },

    verifiedBefore(token) {
      const known = verified.get(token);
      return known && known.expiresAt.getTime() > clock.now().getTime() ? known : undefined;
    },

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > clock.now().getTime()) return known;
        verified.delete(token);
        throw new AppError('TOKEN_EXPIRED', SESSION_EXPIRED_MESSAGE, { status: 401 });
      }
      const claims = await verifySignatureAndClaims(token);
      if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
      verified.set(token, claims);
      return claims;
    },
  };
}
