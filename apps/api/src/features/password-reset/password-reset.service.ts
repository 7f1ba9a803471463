import type { Clock } from '@threshold/domain/dates/clock';
import { FORGOTTEN_PASSWORD_SENT_MESSAGE } from '@threshold/domain/messages/access';
import type { PasswordReset, PasswordResetRequestBody } from '@threshold/domain/schemas/password-reset';
import {
  PASSWORD_CHANGED_MESSAGE,
  RESET_EMAIL_MISMATCH_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  type PasswordResetDoneResponse,
  type PasswordResetRequestedResponse,
  type PasswordResetTokenResponse,
} from '@threshold/domain/schemas/password-reset-response';
import type { LinkTokens } from '../../auth/link-tokens';
import type { PasswordHasher } from '../../auth/password-hashing';
import { generateUrlToken, type SecretHasher } from '../../auth/secret-hash';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import type { MessageQueue } from './message-queue';
import type { PasswordResetRepo } from './password-reset.repo';

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

function linkInvalid(): AppError {
  return new AppError('RESET_LINK_INVALID', RESET_LINK_INVALID_MESSAGE, { status: 404 });
}

export function createPasswordResetService(deps: {
  db: Db;
  repo: PasswordResetRepo;
  enrolmentService: EnrolmentService;
  linkTokens: LinkTokens;
  passwordHasher: PasswordHasher;
  secretHasher: SecretHasher;
  messages: MessageQueue;
  clock: Clock;
  /** The portal's origin; the request's return path goes after it, so a link never leads elsewhere. */
  publicBaseUrl: string;
}) {
  const { db, repo, enrolmentService, linkTokens, passwordHasher, secretHasher, messages, clock, publicBaseUrl } = deps;

  /**
   * Sends a one-hour, single-use reset link when an account has the address; answers the same
   * either way (no account enumeration). An unknown address still makes and hashes a token, so the
   * two paths do comparable work.
   */
  async function sendResetLink(
    { emailAddress, returnUrl }: PasswordResetRequestBody,
    template: 'passwordReset' | 'forgottenPassword',
  ): Promise<void> {
    const account = await enrolmentService.findAccountByEmail(emailAddress);
    const row = account?.enrolmentId ? await enrolmentService.findRow(account.enrolmentId) : undefined;
    if (!account || !row || row.forgottenAt) {
      secretHasher.hash(generateUrlToken());
      return;
    }
    await db.transaction(async (tx) => {
      await linkTokens.revokeAll(tx, row.id, 'passwordReset');
      const token = await linkTokens.issue(tx, row.id, 'passwordReset');
      const link = `${publicBaseUrl}${returnUrl.replace(/\/+$/, '')}/${token}`;
      await messages.enqueue(tx, { template, channel: 'email', to: account.email, brandId: row.brandId, enrolmentId: row.id, data: { link } });
    });
  }

  return {
    /** POST /password-reset-request */
    async requestReset(body: PasswordResetRequestBody): Promise<PasswordResetRequestedResponse> {
      await sendResetLink(body, 'passwordReset');
      return { message: RESET_REQUESTED_MESSAGE };
    },

    /** POST /commclick/forgottenpassword */
    async forgottenPassword(body: PasswordResetRequestBody): Promise<PasswordResetRequestedResponse> {
      await sendResetLink(body, 'forgottenPassword');
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
    async resetPassword(resetToken: string, { emailAddress, password }: PasswordReset): Promise<PasswordResetDoneResponse> {
      const link = await linkTokens.find(db, 'passwordReset', resetToken);
      if (!link) throw linkInvalid();
      const account = await enrolmentService.findAccountForEnrolment(link.enrolmentId);
      if (!account || account.email !== emailAddress.toLowerCase()) {
        throw new AppError('RESET_EMAIL_MISMATCH', RESET_EMAIL_MISMATCH_MESSAGE, { field: 'emailAddress' });
      }
      const passwordHash = await passwordHasher.hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await linkTokens.consume(tx, 'passwordReset', resetToken))) throw linkInvalid();
        await repo.replacePassword(tx, account.id, passwordHash, clock.now());
      });
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  };
}
