import { timingSafeEqual } from 'node:crypto';
import {
  PORTAL_APP_PASSWORD,
  PORTAL_APP_USERNAME,
  type PasswordGrant,
  type TokenResponse,
} from '@threshold/domain/schemas/token';
import type { Clock } from '@threshold/domain/dates/clock';
import type { Branding } from '@threshold/domain/schemas/brand';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { AccessClaims, AccessTokens, IssuedToken } from '../../auth/access-tokens';
import type { Authenticator } from '../../auth/authenticator';
import type { DbOrTx } from '../../db/client';
import type { PasswordHasher } from '../../auth/password-hashing';
import type { SecretHasher } from '../../auth/secret-hash';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { brandPath } from '../../messages/outbox';
import type { BrandService } from '../brand/brand.service';
import { LOG_IN_TRIES, type AccountForLogIn, type SessionRepo } from './session.repo';

/** Spec portal-access section 5, "Log-in": the one answer for an unknown e-mail or a wrong password. */
export const INCORRECT_PASSWORD_MESSAGE =
  "Incorrect password - please try again, or click 'forgotten password' below";

/**
 * Log-in paused after too many wrong passwords for one e-mail address (the spec has no message
 * for it). The same words for an address no account has, so the pause reveals no account.
 */
export function logInPausedMessage(wait: string): string {
  return `Too many attempts to log in with this email address. Please try again in ${wait}, or click 'forgotten password' below.`;
}

/** What log-in needs of the outbox: the account owner's e-mail when log-in is paused. */
export type LogInMessages = {
  enqueue(
    db: DbOrTx,
    input: {
      template: 'logInPaused';
      channel: 'email';
      to: string;
      brandId: number;
      enrolmentId?: string | null;
      data: Record<string, string>;
    },
  ): Promise<unknown>;
};

export type SessionService = ReturnType<typeof createSessionService>;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function toTokenResponse(issued: IssuedToken): TokenResponse {
  return {
    access_token: issued.accessToken,
    token_type: 'Bearer',
    expires_in: issued.expiresIn,
    kind: issued.claims.kind,
    enrolmentId: issued.claims.enrolmentId,
  };
}

/** "16 seconds", "1 minute", "15 minutes": a wait in words, rounded up. */
function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/** "2:16pm on Monday 2 March 2026 (UK time)", rounded up to the minute, so it is never too early. */
export function ukTimeInWords(instant: Date): string {
  const minute = 60_000;
  const rounded = new Date(Math.ceil(instant.getTime() / minute) * minute);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    UK_TIME.formatToParts(rounded).find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}${part('dayPeriod').toLowerCase()} on ${part('weekday')} ${part('day')} ${part('month')} ${part('year')} (UK time)`;
}

export function createSessionService(deps: {
  db: Db;
  repo: SessionRepo;
  accessTokens: AccessTokens;
  authenticator: Authenticator;
  passwordHasher: PasswordHasher;
  /** Keys the try count of an e-mail no account has (never the address itself). */
  secretHasher: SecretHasher;
  messages: LogInMessages;
  brandService: Pick<BrandService, 'getBranding' | 'getBrandingById'>;
  clock: Clock;
  /** The portal's origin, for the reset link in the pause e-mail. */
  publicBaseUrl: string;
}) {
  const {
    db,
    repo,
    accessTokens,
    authenticator,
    passwordHasher,
    secretHasher,
    messages,
    brandService,
    clock,
    publicBaseUrl,
  } = deps;
  const incorrectPassword = () =>
    new AppError('INCORRECT_PASSWORD', INCORRECT_PASSWORD_MESSAGE, {
      status: 400,
      field: 'password',
    });
  const logInPaused = (blockedUntil: Date, now: Date) => {
    const seconds = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
    return new AppError('TOO_MANY_REQUESTS', logInPausedMessage(waitInWords(seconds)), {
      status: 429,
      retryAfterSeconds: seconds,
    });
  };

  /** The owner's e-mail when the pauses start: when log-in opens again, and the brand's reset page. */
  async function tellOwner(
    tx: DbOrTx,
    account: AccountForLogIn,
    reopensAt: Date,
    defaultBrand: Branding | undefined,
  ): Promise<void> {
    const brand =
      account.brandId === null
        ? defaultBrand
        : await brandService.getBrandingById(account.brandId, tx);
    if (!brand) return;
    await messages.enqueue(tx, {
      template: 'logInPaused',
      channel: 'email',
      to: account.email,
      brandId: brand.id,
      enrolmentId: account.enrolmentId,
      data: {
        reopensAt: ukTimeInWords(reopensAt),
        link: `${publicBaseUrl}${brandPath(brand)}${ROUTES.passwordResetRequest}`,
      },
    });
  }

  /**
   * Counts the try before any password is compared (ASVS per-account limit, shared by every IP
   * and replica): 429 while log-in is paused. The try that starts the 15-minute pauses writes the
   * owner's e-mail in the same transaction: one e-mail per count, however many tries follow.
   */
  async function countTry(email: string, account: AccountForLogIn | undefined): Promise<void> {
    // A log-in without an enrolment speaks for the default brand, read before the transaction
    // (on PGlite a read outside it would wait for it).
    const defaultBrand = account?.brandId === null ? await brandService.getBranding() : undefined;
    const now = clock.now();
    const attempt = await db.transaction(async (tx) => {
      if (!account)
        return repo.countUnknownTry(tx, `log-in:${secretHasher.hash(`log-in:${email}`)}`, now);
      const counted = await repo.countAccountTry(tx, account.id, now);
      if (counted.counted && counted.tries === LOG_IN_TRIES.lockAt)
        await tellOwner(tx, account, counted.blockedUntil, defaultBrand);
      return counted;
    });
    if (!attempt.counted) throw logInPaused(attempt.blockedUntil, now);
  }

  return {
    /**
     * OAuth password grant, first party only: the public portal client gets an app token, a mover
     * a user token. An unknown e-mail costs the same work, and gets the same answers and pauses,
     * as a wrong password.
     */
    async grantPassword({ username, password }: PasswordGrant): Promise<TokenResponse> {
      if (username === PORTAL_APP_USERNAME) {
        if (!sameText(password, PORTAL_APP_PASSWORD)) throw incorrectPassword();
        return toTokenResponse(
          await accessTokens.issue({ kind: 'app', subject: PORTAL_APP_USERNAME }),
        );
      }
      const email = username.toLowerCase();
      const account = await repo.findAccountByEmail(email);
      await countTry(email, account);
      // No account, or one without a password yet: the same work and the same answer as a wrong password.
      if (!account?.passwordHash) {
        await passwordHasher.verifyAgainstDummy(password);
        throw incorrectPassword();
      }
      if (!(await passwordHasher.verifyPassword(account.passwordHash, password)))
        throw incorrectPassword();
      await repo.clearTries(account.id);
      const issued = await accessTokens.issue({
        kind: 'user',
        subject: account.id,
        enrolmentId: account.enrolmentId,
        tokenVersion: account.tokenVersion,
      });
      return toTokenResponse(issued);
    },

    async logOut(claims: AccessClaims): Promise<void> {
      await authenticator.revoke(claims);
    },
  };
}
