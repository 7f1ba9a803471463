import type { Clock } from '@threshold/domain/dates/clock';
import {
  USER_FORGOTTEN_MESSAGE,
  type AgentEnrolmentSummary,
  type DataPrivacyState,
  type ForgetResponse,
} from '@threshold/domain/telephony/privacy';
import { ENROLMENT_NOT_FOUND_FOR_AGENT_MESSAGE } from '@threshold/domain/telephony/telephony';
import type { Authenticator } from '../../auth/authenticator';
import { enrolmentNotFound, type Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { PrivacyRepo } from './privacy.repo';
import { recordWebhookEvent } from '../../messages/webhooks/webhook-events';

export type PrivacyService = ReturnType<typeof createPrivacyService>;

/** The right to be forgotten (portal-access 7) and the admin portal's edit page for an enrolment. */
export function createPrivacyService(deps: {
  db: Db;
  repo: PrivacyRepo;
  clock: Clock;
  authenticator: Pick<Authenticator, 'forgetAccount'>;
}) {
  const { db, repo, clock, authenticator } = deps;
  return {
    /** Whether the Actions tab offers Right to be forgotten (only when a personal detail exists). */
    async state(caller: Caller): Promise<DataPrivacyState> {
      return { hasPersonalDetails: await repo.hasPersonalDetails(caller.enrolment.id) };
    },

    /** Erases the caller's personal data in one transaction; the mover's log-in ends at once. */
    async forget(caller: Caller): Promise<ForgetResponse> {
      const enrolmentId = caller.enrolment.id;
      const agentId = caller.claims.kind === 'agent' ? caller.claims.subject : null;
      const erased = await db.transaction(async (tx) => {
        const done = await repo.erase(tx, enrolmentId, { agentId }, clock.now());
        if (done)
          await recordWebhookEvent(tx, {
            type: 'enrolment.forgotten',
            enrolmentId,
            at: clock.now(),
          });
        return done;
      });
      if (!erased) throw enrolmentNotFound();
      for (const accountId of erased.accountIds) authenticator.forgetAccount(accountId);
      return { id: enrolmentId, message: USER_FORGOTTEN_MESSAGE };
    },

    /** Any enrolment, for an agent: a forgotten one says by whom and when, and nothing personal. */
    async summary(enrolmentId: string): Promise<AgentEnrolmentSummary> {
      const row = await repo.summary(enrolmentId);
      if (!row)
        throw new AppError('ENROLMENT_NOT_FOUND', ENROLMENT_NOT_FOUND_FOR_AGENT_MESSAGE, {
          status: 404,
        });
      const common = {
        id: row.id,
        status: row.status,
        type: row.type,
        brandName: row.brandName,
        createdAt: row.createdAt.toISOString(),
      };
      if (row.forgottenAt)
        return {
          ...common,
          forgotten: true,
          forgottenAt: row.forgottenAt.toISOString(),
          forgottenBy: row.forgottenBy,
        };
      return {
        ...common,
        forgotten: false,
        customerName: [row.firstName, row.surname].filter(Boolean).join(' ') || null,
        emailAddress: row.emailAddress,
        contactNumber: row.contactNumber,
        postcode: row.postcode,
        addressLine1: row.addressLine1,
        moveInDate: row.moveInDate,
        hasPersonalDetails: row.hasPersonalDetails,
      };
    },
  };
}
