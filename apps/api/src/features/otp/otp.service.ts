import { randomInt, randomUUID } from 'node:crypto';
import { ACCOUNT_VALIDATION_RESULT } from '@threshold/domain/codes/account-validation-result';
import {
  OTP_CHANNEL,
  otpChannelForCampaignMedium,
  otpChannelName,
  type OtpChannel,
  type OtpChannelName,
} from '@threshold/domain/codes/otp-channel';
import type { Clock } from '@threshold/domain/dates/clock';
import {
  ONE_TIME_CODE_MAX_SENDS_PER_HOUR,
  ONE_TIME_CODE_MAX_WRONG_TRIES,
  ONE_TIME_CODE_RESEND_AFTER_MS,
  ONE_TIME_CODE_TTL_MS,
} from '@threshold/domain/codes/one-time-code-rules';
import {
  ACCESS_ERROR_CODE,
  INVALID_OTP_MESSAGE,
  LOG_IN_EMAIL_NOT_FOUND_MESSAGE,
  OTP_TOO_MANY_MESSAGE,
  OTP_TOO_SOON_MESSAGE,
} from '@threshold/domain/messages/access';
import { INVALID_TOKEN_MESSAGE } from '@threshold/domain/messages/account-validation';
import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import type { AccountValidateResponse } from '@threshold/domain/schemas/confirm-details';
import { samePostcode } from '../account/account.service';
import type {
  OtpChannelDetails,
  OtpChannelDetailsQuery,
  OtpLogInBody,
  OtpRequestBody,
  OtpValidatePostcodeBody,
  OtpVerifiedChannels,
} from '@threshold/domain/schemas/otp';
import type {
  OtpChallengeResponse,
  OtpVerifyChallengeBody,
  OtpVerifyResponse,
} from '@threshold/domain/schemas/otp-challenge';
import type { AccessClaims } from '../../auth/access-tokens';
import type { LinkTokens } from '../../auth/link-tokens';
import type { RateLimitCounters } from '../../auth/rate-limit-counters';
import type { DbOrTx } from '../../db/client';
import type { SecretHasher } from '../../auth/secret-hash';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AccountService } from '../account/account.service';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import type { Caller, EnrolmentRow } from '../../auth/caller';
import type { OnboardingService } from '../onboarding/onboarding.service';
import type { MessageQueue } from '../password-reset/message-queue';
import type { OtpRepo } from './otp.repo';

/** ASVS: a 6-digit code from a CSPRNG, valid 10 minutes, single use, 5 wrong tries, throttled sends. */
export const OTP_TTL_MS = ONE_TIME_CODE_TTL_MS;
export const OTP_MAX_WRONG_TRIES = ONE_TIME_CODE_MAX_WRONG_TRIES;
export const OTP_RESEND_AFTER_MS = ONE_TIME_CODE_RESEND_AFTER_MS;
export const OTP_MAX_SENDS_PER_HOUR = ONE_TIME_CODE_MAX_SENDS_PER_HOUR;
const HOUR_MS = 60 * 60 * 1000;

export { OTP_TOO_MANY_MESSAGE, OTP_TOO_SOON_MESSAGE };
export const INVALID_POSTCODE_MESSAGE =
  "Sorry but that's not the postcode we were provided, please check and try again.";
export const POSTCODE_VALIDATION_COMPLETED_MESSAGE =
  'These details have already been confirmed. Please log in to continue.';

const PURPOSE = { login: 'login', verify: 'verify' } as const;
/** Thrown inside a decoy's savepoint to roll its message back. */
const DECOY_ROLLBACK = new Error('decoy message rolled back');
/** No enrolment has this id: an unknown e-mail's enrolment look-up runs the same query as a known one's. */
const NO_ENROLMENT_ID = '00000000-0000-0000-0000-000000000000';

function invalidOtp(): AppError {
  return new AppError(ACCESS_ERROR_CODE.invalidOtp, INVALID_OTP_MESSAGE, { field: 'code' });
}
function invalidLink(): AppError {
  return new AppError('INVALID_TOKEN', INVALID_TOKEN_MESSAGE, { status: 404, field: 'token' });
}
function validationCompleted(): AppError {
  return new AppError(
    ACCESS_ERROR_CODE.postcodeValidationCompleted,
    POSTCODE_VALIDATION_COMPLETED_MESSAGE,
    { status: 409 },
  );
}

/** A 6-digit code, uniformly from the CSPRNG (leading zeros kept). */
export function generateOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** "s***@example.com" / "*******0123": enough for the mover to recognise, not enough to harvest. */
export function maskContact(channel: OtpChannelName, contact: string): string {
  if (channel === 'sms')
    return `${'*'.repeat(Math.max(0, contact.length - 4))}${contact.slice(-4)}`;
  const [local = '', domain = ''] = contact.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

const normaliseContact = (channel: OtpChannel, contact: string) =>
  channel === OTP_CHANNEL.email ? contact.trim().toLowerCase() : contact.replace(/\s/g, '');

export type OtpService = ReturnType<typeof createOtpService>;

export function createOtpService(deps: {
  db: Db;
  repo: OtpRepo;
  enrolmentService: EnrolmentService;
  accountService: AccountService;
  /** Records a contact verified during the onboarding journey and logs the mover in. */
  onboardingService: Pick<OnboardingService, 'recordVerifiedContact'>;
  linkTokens: LinkTokens;
  secretHasher: SecretHasher;
  /** Code sends per contact, shared by every replica. */
  rateLimitCounters: RateLimitCounters;
  messages: MessageQueue;
  clock: Clock;
}) {
  const {
    db,
    repo,
    enrolmentService,
    accountService,
    onboardingService,
    linkTokens,
    secretHasher,
    rateLimitCounters: counters,
    messages,
    clock,
  } = deps;
  let defaultBrandId: number | undefined;
  /** The brand a decoy message is written for (then rolled back): the default brand, read once. */
  async function decoyBrandId(tx: DbOrTx): Promise<number> {
    defaultBrandId ??= await repo.findBrandIdByRoute(tx, DEFAULT_BRAND_ROUTE);
    if (defaultBrandId === undefined) throw new Error('the default brand is not in the database');
    return defaultBrandId;
  }
  const contactHashOf = (channel: OtpChannel, contact: string) =>
    secretHasher.hash(`otp-contact:${channel}:${normaliseContact(channel, contact)}`);
  const codeHashOf = (challengeId: string, code: string) => `${challengeId}:${code}`;

  /**
   * 429 with Retry-After when the contact had a code in the last 30 s, or 5 this hour. Each limit is
   * a counter in the database that one statement adds to and reads, so concurrent sends cannot slip
   * past a count read before another send was written; the keys hold the contact's HMAC only.
   */
  async function assertMaySend(contactHash: string): Promise<void> {
    const now = clock.now();
    const retryAfter = (windowEndsAt: Date) => (windowEndsAt.getTime() - now.getTime()) / 1000;
    const recent = await counters.hit(db, `otp-send-30s:${contactHash}`, OTP_RESEND_AFTER_MS, now);
    if (recent.hits > 1) {
      throw new AppError('TOO_MANY_REQUESTS', OTP_TOO_SOON_MESSAGE, {
        status: 429,
        retryAfterSeconds: retryAfter(recent.windowEndsAt),
      });
    }
    const hourly = await counters.hit(db, `otp-send-hour:${contactHash}`, HOUR_MS, now);
    if (hourly.hits > OTP_MAX_SENDS_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', OTP_TOO_MANY_MESSAGE, {
        status: 429,
        retryAfterSeconds: retryAfter(hourly.windowEndsAt),
      });
    }
  }

  /**
   * Makes a code bound to a new challenge id and writes it with its message in one transaction.
   * `send` false writes a decoy (unknown e-mail on log-in): the same work, no message, never verifiable.
   */
  async function issueCode(input: {
    channel: OtpChannel;
    contact: string;
    purpose: string;
    enrolment: EnrolmentRow | undefined;
    requestIp: string;
    send: boolean;
  }): Promise<OtpChallengeResponse> {
    const contactHash = contactHashOf(input.channel, input.contact);
    await assertMaySend(contactHash);
    const challengeId = randomUUID();
    const code = generateOtpCode();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await repo.insert(tx, {
        id: challengeId,
        enrolmentId: input.enrolment?.id ?? null,
        channel: input.channel,
        contactHash,
        purpose: input.purpose,
        codeHash: secretHasher.hash(
          codeHashOf(challengeId, input.send ? code : generateOtpCode() + randomUUID()),
        ),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        requestIp: input.requestIp,
        createdAt: now,
      });
      // The message is written either way, in a savepoint; a decoy's is rolled back, so an unknown
      // contact costs the same work (and time) as a known one and nothing is sent.
      const isSent = input.send && input.enrolment !== undefined;
      try {
        await tx.transaction(async (savepoint) => {
          await messages.enqueue(savepoint, {
            template: 'oneTimeCode',
            channel: otpChannelName(input.channel),
            to: normaliseContact(input.channel, input.contact),
            brandId: input.enrolment?.brandId ?? (await decoyBrandId(savepoint)),
            enrolmentId: input.enrolment?.id ?? null,
            data: { code },
          });
          if (!isSent) throw DECOY_ROLLBACK;
        });
      } catch (error) {
        if (error !== DECOY_ROLLBACK) throw error;
      }
    });
    return {
      challengeId,
      channel: otpChannelName(input.channel),
      expiresInSeconds: OTP_TTL_MS / 1000,
      resendAfterSeconds: OTP_RESEND_AFTER_MS / 1000,
    };
  }

  /**
   * Checks a code against its challenge: unknown, expired, used, dead (5 wrong) or for another
   * contact are all "We don't recognise this code"; every try is counted first, and a right one
   * is used up (and its try not left as a failure).
   */
  async function checkChallenge(
    challengeId: string,
    channel: OtpChannel,
    contact: string | null,
    code: string,
    accept: (row: { purpose: string; enrolmentId: string | null }) => boolean,
  ) {
    const row = await repo.findById(db, challengeId);
    const now = clock.now();
    if (!row || !accept(row) || row.channel !== channel || row.consumedAt || row.expiresAt <= now)
      return null;
    if (
      contact !== null &&
      !secretHasher.matches(
        `otp-contact:${channel}:${normaliseContact(channel, contact)}`,
        row.contactHash,
      )
    )
      return null;
    // The try is counted before the code is compared, in one conditional statement: concurrent
    // guesses each take one of the 5 tries or are refused, and none is compared uncounted.
    if (!(await repo.countTry(db, row.id, now, OTP_MAX_WRONG_TRIES))) return null;
    if (!secretHasher.matches(codeHashOf(challengeId, code), row.codeHash)) return null;
    return (await repo.consume(db, row.id, now)) ? row : null;
  }

  /** An onboarding link: usable → its enrolment; used by the postcode step → 409; otherwise 404. */
  async function onboardingEnrolment(token: string): Promise<EnrolmentRow> {
    const link = await linkTokens.find(db, 'onboarding', token);
    if (!link) {
      const known = await repo.findLinkToken(db, 'onboarding', secretHasher.hash(token));
      if (known?.usedAt) throw validationCompleted();
      throw invalidLink();
    }
    const row = await enrolmentService.findRow(link.enrolmentId);
    if (!row || row.forgottenAt) throw invalidLink();
    return row;
  }

  return {
    /** POST /v2/otp/request: a code to verify a contact of the caller's enrolment. */
    async requestCode(
      caller: Caller,
      body: OtpRequestBody,
      requestIp: string,
    ): Promise<OtpChallengeResponse> {
      const { enrolment } = caller;
      return issueCode({
        channel: body.channel,
        contact: body.contact,
        purpose: PURPOSE.verify,
        enrolment,
        requestIp,
        send: true,
      });
    },

    /**
     * POST /v2/otp/login: a log-in code by e-mail. An unknown address answers 404 NOT_FOUND (the
     * spec's answer) after the same per-contact throttle, look-ups, hashing and writes as a known
     * one (its code and message are decoys, rolled back or never verifiable).
     */
    async requestLogInCode(body: OtpLogInBody, requestIp: string): Promise<OtpChallengeResponse> {
      const account = await enrolmentService.findAccountByEmail(body.contact);
      const enrolment = await enrolmentService.findRow(account?.enrolmentId ?? NO_ENROLMENT_ID);
      const isKnown = enrolment !== undefined && !enrolment.forgottenAt;
      const challenge = await issueCode({
        channel: body.channel,
        contact: body.contact,
        purpose: PURPOSE.login,
        enrolment,
        requestIp,
        send: isKnown,
      });
      if (!isKnown)
        throw new AppError(ACCESS_ERROR_CODE.notFound, LOG_IN_EMAIL_NOT_FOUND_MESSAGE, {
          status: 404,
          field: 'contact',
        });
      return challenge;
    },

    /**
     * POST /v2/otp/verify. A log-in challenge answers a user token and marks the e-mail verified;
     * a verify challenge (only for the caller's own enrolment) stores the contact as verified, and
     * during an uncommitted onboarding journey also records it there and logs the mover in.
     */
    async verify(claims: AccessClaims, body: OtpVerifyChallengeBody): Promise<OtpVerifyResponse> {
      const channelName = otpChannelName(body.channel);
      const row = await checkChallenge(
        body.challengeId,
        body.channel,
        body.contact,
        body.code,
        (challenge) =>
          challenge.purpose === PURPOSE.login
            ? challenge.enrolmentId !== null
            : challenge.purpose === PURPOSE.verify &&
              challenge.enrolmentId !== null &&
              challenge.enrolmentId === claims.enrolmentId,
      );
      if (!row?.enrolmentId) throw invalidOtp();
      const contact = normaliseContact(body.channel, body.contact);
      const patch =
        body.channel === OTP_CHANNEL.email
          ? { emailAddress: contact, emailAddressVerified: true }
          : { contactNumber: contact, contactNumberVerified: true };
      if (row.purpose !== PURPOSE.login) {
        // The contact, and during onboarding the journey and the log-in, change together or not at all.
        const enrolmentId = row.enrolmentId;
        const loggedIn = await db.transaction(async (tx) => {
          await enrolmentService.updateRow(tx, enrolmentId, patch);
          return onboardingService.recordVerifiedContact(tx, enrolmentId, channelName, contact);
        });
        return {
          verified: true,
          channel: channelName,
          token: loggedIn ? await enrolmentService.logIn(claims, loggedIn) : null,
        };
      }
      await enrolmentService.updateRow(db, row.enrolmentId, { emailAddressVerified: true });
      const account = await enrolmentService.findAccountByEmail(contact);
      if (!account || account.enrolmentId !== row.enrolmentId) throw invalidOtp();
      return {
        verified: true,
        channel: channelName,
        token: await enrolmentService.issueUserToken(account),
      };
    },

    /** For PUT /account/validate's code variant: a verify code sent for this enrolment. */
    async checkEnrolmentCode(
      enrolmentId: string,
      challengeId: string,
      code: string,
    ): Promise<boolean> {
      const row = await repo.findById(db, challengeId);
      if (!row) return false;
      const checked = await checkChallenge(
        challengeId,
        row.channel === OTP_CHANNEL.email ? OTP_CHANNEL.email : OTP_CHANNEL.sms,
        null,
        code,
        (challenge) => challenge.enrolmentId === enrolmentId,
      );
      return checked !== null;
    },

    /** GET /v2/otp/verified-channels */
    async verifiedChannels(caller: Caller): Promise<OtpVerifiedChannels> {
      const row = caller.enrolment;
      return { email: row.emailAddressVerified, sms: row.contactNumberVerified };
    },

    /** GET /v2/otp/channel-details: the masked contact an onboarding code will go to. */
    async channelDetails(query: OtpChannelDetailsQuery): Promise<OtpChannelDetails> {
      const row = await onboardingEnrolment(query.token);
      const contact = query.channel === 'email' ? row.emailAddress : row.contactNumber;
      return {
        channel: query.channel,
        contactDetails: contact ? maskContact(query.channel, contact) : '',
      };
    },

    /**
     * POST /v2/otp/validate-postcode (onboarding verify): the postcode the mover knows against the
     * lead's. Wrong → 400 INVALID_POSTCODE (counted towards the same 3-strike lock as
     * confirm-details, then result 4); an unpopulated lead → result 7 with an unpopulated token;
     * right → result 0 with an anonymous token. The onboarding link is used up either way it succeeds.
     * Success also marks the invitation's channel verified: the link reached the mover there.
     */
    async validatePostcode(body: OtpValidatePostcodeBody): Promise<AccountValidateResponse> {
      const row = await onboardingEnrolment(body.token);
      if (row.lockedUntil && row.lockedUntil > clock.now()) {
        return {
          result: ACCOUNT_VALIDATION_RESULT.AccountIsLocked,
          token: null,
          pendingEnrolmentId: row.id,
        };
      }
      if (row.isUnpopulated) {
        const unpopulatedToken = await db.transaction(async (tx) =>
          (await linkTokens.consume(tx, 'onboarding', body.token))
            ? linkTokens.issue(tx, row.id, 'unpopulated')
            : null,
        );
        if (!unpopulatedToken) throw validationCompleted();
        return {
          result: ACCOUNT_VALIDATION_RESULT.ConvertedToUnpopulatedJourney,
          token: unpopulatedToken,
          pendingEnrolmentId: row.id,
        };
      }
      // Counted before the postcode is compared: concurrent answers share the 3 tries of confirm-details.
      const counted = await accountService.countTry(row.id);
      if (counted === 'locked')
        return {
          result: ACCOUNT_VALIDATION_RESULT.AccountIsLocked,
          token: null,
          pendingEnrolmentId: row.id,
        };
      if (!row.postcode || !samePostcode(body.postcode, row.postcode)) {
        if (counted === 'last')
          return {
            result: ACCOUNT_VALIDATION_RESULT.AccountIsLocked,
            token: null,
            pendingEnrolmentId: row.id,
          };
        throw new AppError(ACCESS_ERROR_CODE.invalidPostcode, INVALID_POSTCODE_MESSAGE, {
          field: 'postcode',
        });
      }
      const isConsumed = await db.transaction(async (tx) => {
        if (!(await linkTokens.consume(tx, 'onboarding', body.token))) return false;
        const invitedBy = otpChannelForCampaignMedium(row.campaignMedium);
        if (invitedBy === 'email' && row.emailAddress)
          await enrolmentService.updateRow(tx, row.id, { emailAddressVerified: true });
        if (invitedBy === 'sms' && row.contactNumber)
          await enrolmentService.updateRow(tx, row.id, { contactNumberVerified: true });
        return true;
      });
      if (!isConsumed) throw validationCompleted();
      await accountService.clearMismatches(row.id);
      const issued = await enrolmentService.issueAnonymousToken(row.id);
      return {
        result: ACCOUNT_VALIDATION_RESULT.Success,
        token: issued.access_token,
        pendingEnrolmentId: row.id,
      };
    },
  };
}
