import { randomUUID } from 'node:crypto';
import {
  ONE_TIME_CODE_MAX_SENDS_PER_HOUR,
  ONE_TIME_CODE_MAX_WRONG_TRIES,
  ONE_TIME_CODE_RESEND_AFTER_MS,
  ONE_TIME_CODE_TTL_MS,
} from '@threshold/domain/codes/one-time-code-rules';
import type { Clock } from '@threshold/domain/dates/clock';
import {
  ACCESS_ERROR_CODE,
  INVALID_OTP_MESSAGE,
  OTP_TOO_MANY_MESSAGE,
  OTP_TOO_SOON_MESSAGE,
} from '@threshold/domain/messages/access';
import type {
  PartnerCodeChallenge,
  PartnerSession,
  PartnerSignIn,
} from '@threshold/domain/partner/partner-users';
import type { AccessClaims, AccessTokens } from '../../auth/access-tokens';
import type { Authenticator } from '../../auth/authenticator';
import type { RateLimitCounters } from '../../auth/rate-limit-counters';
import type { SecretHasher } from '../../auth/secret-hash';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../http/error-handler';
import type { Outbox } from '../../messages/outbox';
import { generateOtpCode } from '../otp/otp.service';
import type { PartnerUsersRepo } from './partner-users.repo';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const CODES_KEPT_MS = 24 * HOUR_MS;
/** Thrown inside a decoy's savepoint to roll its message back. */
const DECOY_ROLLBACK = new Error('decoy message rolled back');

export type PartnerSignInService = ReturnType<typeof createPartnerSignInService>;

/**
 * The partner console's sign-in by e-mail code, on the movers' one-time code rules: 6 digits from
 * the CSPRNG kept as an HMAC bound to the challenge that issued them, 10 minutes, single use, 5
 * wrong tries, 30 s between sends and 5 an hour per address, 10 a minute per IP (each counted in
 * the database, so every replica shares them without Redis). Asking
 * answers the same for any address: one that is no partner user's gets a code that can never
 * match and a message that is written and rolled back, so the work and the answer are the same.
 */
export function createPartnerSignInService(deps: {
  db: Db;
  repo: PartnerUsersRepo;
  accessTokens: AccessTokens;
  authenticator: Pick<Authenticator, 'revoke'>;
  hasher: SecretHasher;
  rateLimitCounters: RateLimitCounters;
  outbox: Outbox;
  clock: Clock;
  /** The brand a decoy message is written for: the default brand's id. */
  defaultBrandId: () => Promise<number>;
  /** Code requests per IP per minute, counted in the database so every replica shares them. */
  sendsPerIpPerMinute: number;
}) {
  const { db, repo, accessTokens, authenticator, hasher, rateLimitCounters, outbox, clock } = deps;
  const contactHashOf = (email: string) => hasher.hash(`partner-code-contact:${email}`);
  const codeHashOf = (challengeId: string, code: string) =>
    hasher.hash(`partner-code:${challengeId}:${code}`);
  const invalidCode = () =>
    new AppError(ACCESS_ERROR_CODE.invalidOtp, INVALID_OTP_MESSAGE, { field: 'code' });

  /**
   * 429 with Retry-After past the IP's sends this minute, within 30 s of the address's last code,
   * or past 5 this hour. Each is a database counter one statement adds to and reads.
   */
  async function assertMaySend(contactHash: string, requestIp: string): Promise<void> {
    const now = clock.now();
    const retryAfterSeconds = (windowEndsAt: Date) =>
      (windowEndsAt.getTime() - now.getTime()) / 1000;
    const fromIp = await rateLimitCounters.hit(
      db,
      `partner-code-ip:${hasher.hash(`partner-code-ip:${requestIp}`)}`,
      MINUTE_MS,
      now,
    );
    if (fromIp.hits > deps.sendsPerIpPerMinute)
      throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_MESSAGE, {
        status: 429,
        retryAfterSeconds: retryAfterSeconds(fromIp.windowEndsAt),
      });
    const recent = await rateLimitCounters.hit(
      db,
      `partner-code-30s:${contactHash}`,
      ONE_TIME_CODE_RESEND_AFTER_MS,
      now,
    );
    if (recent.hits > 1)
      throw new AppError('TOO_MANY_REQUESTS', OTP_TOO_SOON_MESSAGE, {
        status: 429,
        retryAfterSeconds: retryAfterSeconds(recent.windowEndsAt),
      });
    const hourly = await rateLimitCounters.hit(
      db,
      `partner-code-hour:${contactHash}`,
      HOUR_MS,
      now,
    );
    if (hourly.hits > ONE_TIME_CODE_MAX_SENDS_PER_HOUR)
      throw new AppError('TOO_MANY_REQUESTS', OTP_TOO_MANY_MESSAGE, {
        status: 429,
        retryAfterSeconds: retryAfterSeconds(hourly.windowEndsAt),
      });
  }

  return {
    /** POST /api/partner/sign-in/code */
    async requestCode(email: string, requestIp: string): Promise<PartnerCodeChallenge> {
      const contactHash = contactHashOf(email);
      await assertMaySend(contactHash, requestIp);
      const user = await repo.findActiveByEmail(email);
      const brandId = user?.brandId ?? (await deps.defaultBrandId());
      const challengeId = randomUUID();
      const code = generateOtpCode();
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Dead codes go as new ones come, so the table holds about a day of them.
        await repo.purgeCodes(tx, new Date(now.getTime() - CODES_KEPT_MS));
        await repo.insertCode(tx, {
          id: challengeId,
          partnerUserId: user?.id ?? null,
          contactHash,
          // An unknown address's code is a random value no one knows: never verifiable.
          codeHash: codeHashOf(challengeId, user ? code : `${generateOtpCode()}${randomUUID()}`),
          expiresAt: new Date(now.getTime() + ONE_TIME_CODE_TTL_MS),
          requestIp,
          createdAt: now,
        });
        try {
          await tx.transaction(async (savepoint) => {
            await outbox.enqueue(savepoint, {
              template: 'oneTimeCode',
              channel: 'email',
              to: email,
              brandId,
              data: { code },
            });
            if (!user) throw DECOY_ROLLBACK;
          });
        } catch (error) {
          if (error !== DECOY_ROLLBACK) throw error;
        }
      });
      return {
        challengeId,
        expiresInSeconds: ONE_TIME_CODE_TTL_MS / 1000,
        resendAfterSeconds: ONE_TIME_CODE_RESEND_AFTER_MS / 1000,
      };
    },

    /**
     * POST /api/partner/sign-in: unknown, expired, used, worn-out (5 wrong) codes and codes for
     * another address are all "We don't recognise this code"; each try is counted before the
     * comparison, so concurrent guesses share the 5.
     */
    async signIn(body: PartnerSignIn): Promise<PartnerSession> {
      const row = await repo.findCode(body.challengeId);
      const now = clock.now();
      if (!row?.partnerUserId || row.consumedAt || row.expiresAt <= now) throw invalidCode();
      if (!hasher.matches(`partner-code-contact:${body.email}`, row.contactHash))
        throw invalidCode();
      if (!(await repo.countTry(row.id, now, ONE_TIME_CODE_MAX_WRONG_TRIES))) throw invalidCode();
      if (!hasher.matches(`partner-code:${row.id}:${body.code}`, row.codeHash)) throw invalidCode();
      if (!(await repo.consumeCode(row.id, now))) throw invalidCode();
      // Removed between the code and its use: no session.
      const user = await repo.findActiveById(row.partnerUserId);
      if (!user) throw invalidCode();
      const issued = await accessTokens.issue({
        kind: 'partner',
        subject: user.id,
        tokenVersion: user.tokenVersion,
      });
      return { accessToken: issued.accessToken, tokenType: 'Bearer', expiresIn: issued.expiresIn };
    },

    /** POST /api/partner/sign-out: every session of the user ends (the token version moves). */
    async signOut(claims: AccessClaims): Promise<void> {
      await authenticator.revoke(claims);
    },
  };
}
