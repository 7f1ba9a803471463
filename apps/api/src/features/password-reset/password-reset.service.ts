import type { Clock } from '@threshold/domain/dates/clock';
import { FORGOTTEN_PASSWORD_SENT_MESSAGE } from '@threshold/domain/messages/access';
import type {
  PasswordReset,
  PasswordResetRequestBody,
} from '@threshold/domain/schemas/password-reset';
import {
  PASSWORD_CHANGED_MESSAGE,
  RESET_EMAIL_MISMATCH_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  type PasswordResetDoneResponse,
  type PasswordResetRequestedResponse,
  type PasswordResetTokenResponse,
} from '@threshold/domain/schemas/password-reset-response';
import type { FastifyBaseLogger } from 'fastify';
import type { Authenticator } from '../../auth/authenticator';
import type { LinkTokens } from '../../auth/link-tokens';
import type { PasswordHasher } from '../../auth/password-hashing';
import type { RateLimitCounters } from '../../auth/rate-limit-counters';
import type { SecretHasher } from '../../auth/secret-hash';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import type { MessageQueue } from './message-queue';
import type { PasswordResetRepo } from './password-reset.repo';

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

function linkInvalid(): AppError {
  return new AppError('RESET_LINK_INVALID', RESET_LINK_INVALID_MESSAGE, { status: 404 });
}

/**
 * Hands over what to run once the answer has reached the client (the route calls it back when its
 * response is sent), so the work of a known address never delays its answer.
 */
export type AfterAnswer = (run: () => void) => void;
const answerAlreadySent: AfterAnswer = (run) => run();

/** Reset e-mails one address may receive an hour, however many requests and IPs ask (issue 8). */
export const RESET_EMAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export function createPasswordResetService(deps: {
  db: Db;
  repo: PasswordResetRepo;
  enrolmentService: EnrolmentService;
  linkTokens: LinkTokens;
  passwordHasher: PasswordHasher;
  secretHasher: SecretHasher;
  rateLimitCounters: RateLimitCounters;
  /** A reset ends every token of the account at once in this process (the database ends them everywhere). */
  authenticator: Pick<Authenticator, 'forgetAccount'>;
  messages: MessageQueue;
  clock: Clock;
  /** For a reset e-mail that could not be written after the answer (never the address). */
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The portal's origin; the request's return path goes after it, so a link never leads elsewhere. */
  publicBaseUrl: string;
}) {
  const {
    db,
    repo,
    enrolmentService,
    linkTokens,
    passwordHasher,
    secretHasher,
    rateLimitCounters,
    authenticator,
    messages,
    clock,
    log,
    publicBaseUrl,
  } = deps;
  const afterAnswer = new Set<Promise<void>>();

  /** Runs `work` once `afterAnswer` says the answer has gone; settle() waits for every such run (on close). */
  function runAfterAnswer(afterAnswerSent: AfterAnswer, work: () => Promise<void>): void {
    afterAnswerSent(() => {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => {
          log.error(
            { errorKind: error instanceof Error ? error.name : typeof error },
            'password reset e-mail not written',
          );
        })
        .finally(() => afterAnswer.delete(running));
      afterAnswer.add(running);
    });
  }

  /** Writes the one-hour, single-use reset link and its e-mail when an account has the address. */
  async function writeResetLink(
    email: string,
    returnUrl: string,
    template: 'passwordReset' | 'forgottenPassword',
  ): Promise<void> {
    const account = await enrolmentService.findAccountByEmail(email);
    const row = account?.enrolmentId
      ? await enrolmentService.findRow(account.enrolmentId)
      : undefined;
    if (!account || !row || row.forgottenAt) return;
    await db.transaction(async (tx) => {
      await linkTokens.revokeAll(tx, row.id, 'passwordReset');
      const token = await linkTokens.issue(tx, row.id, 'passwordReset');
      const link = `${publicBaseUrl}${returnUrl.replace(/\/+$/, '')}/${token}`;
      await messages.enqueue(tx, {
        template,
        channel: 'email',
        to: account.email,
        brandId: row.brandId,
        enrolmentId: row.id,
        data: { link },
      });
    });
  }

  /**
   * Answers the same, in the same time, whether or not an account has the address (no account
   * enumeration): before the answer, only the per-address count (an HMAC key, the same statement
   * for every address); the account lookup and the link are written just after it. At most
   * RESET_EMAILS_PER_HOUR e-mails an hour reach one address; more requests get the same answer.
   */
  async function sendResetLink(
    { emailAddress, returnUrl }: PasswordResetRequestBody,
    template: 'passwordReset' | 'forgottenPassword',
    afterAnswerSent: AfterAnswer,
  ): Promise<void> {
    const email = emailAddress.trim().toLowerCase();
    const { hits } = await rateLimitCounters.hit(
      db,
      `reset-email:${secretHasher.hash(`reset-email:${email}`)}`,
      HOUR_MS,
      clock.now(),
    );
    if (hits > RESET_EMAILS_PER_HOUR) return;
    runAfterAnswer(afterAnswerSent, () => writeResetLink(email, returnUrl, template));
  }

  return {
    /** POST /password-reset-request; the link is written once `afterAnswerSent` calls back. */
    async requestReset(
      body: PasswordResetRequestBody,
      afterAnswerSent: AfterAnswer = answerAlreadySent,
    ): Promise<PasswordResetRequestedResponse> {
      await sendResetLink(body, 'passwordReset', afterAnswerSent);
      return { message: RESET_REQUESTED_MESSAGE };
    },

    /** POST /commclick/forgottenpassword; likewise. */
    async forgottenPassword(
      body: PasswordResetRequestBody,
      afterAnswerSent: AfterAnswer = answerAlreadySent,
    ): Promise<PasswordResetRequestedResponse> {
      await sendResetLink(body, 'forgottenPassword', afterAnswerSent);
      return { message: FORGOTTEN_PASSWORD_SENT_MESSAGE };
    },

    /** GET /password-reset-request/{resetToken}: usable, or 404 with a message that says what to do. */
    async checkLink(resetToken: string): Promise<PasswordResetTokenResponse> {
      const link = await linkTokens.find(db, 'passwordReset', resetToken);
      if (!link) throw linkInvalid();
      return { isValid: true, expiresAt: link.expiresAt.toISOString() };
    },

    /**
     * POST /account/reset-password/{resetToken}: the e-mail must be the account's; the link is
     * used up, the password replaced and every session of the account ended, in one transaction.
     */
    async resetPassword(
      resetToken: string,
      { emailAddress, password }: PasswordReset,
    ): Promise<PasswordResetDoneResponse> {
      const link = await linkTokens.find(db, 'passwordReset', resetToken);
      if (!link) throw linkInvalid();
      const account = await enrolmentService.findAccountForEnrolment(link.enrolmentId);
      if (!account || account.email !== emailAddress.toLowerCase()) {
        throw new AppError('RESET_EMAIL_MISMATCH', RESET_EMAIL_MISMATCH_MESSAGE, {
          field: 'emailAddress',
        });
      }
      const passwordHash = await passwordHasher.hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await linkTokens.consume(tx, 'passwordReset', resetToken))) throw linkInvalid();
        await repo.replacePassword(tx, account.id, passwordHash, clock.now());
      });
      authenticator.forgetAccount(account.id);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },

    /** Waits for the reset e-mails still being written after their answers (the app's close). */
    async settle(): Promise<void> {
      while (afterAnswer.size > 0) await Promise.allSettled([...afterAnswer]);
    },
  };
}
