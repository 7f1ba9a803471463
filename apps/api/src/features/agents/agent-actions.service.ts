import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import type { Clock } from '@threshold/domain/dates/clock';
import { autoLogInPath } from '@threshold/domain/journey/routes';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import {
  FINISH_COMPLETE_MESSAGE,
  FINISH_PENDING_MESSAGE,
  LINK_SENT_MESSAGE,
  SAVE_AND_CONTINUE_LINKS_PER_HOUR,
  SEND_LINK_MISSING_DETAILS_MESSAGE,
  SEND_LINK_TOO_MANY_MESSAGE,
  type LinkSent,
} from '@threshold/domain/telephony/agent-actions';
import { enrolmentNotFound, type Caller, type EnrolmentRow } from '../../auth/caller';
import type { LinkTokens } from '../../auth/link-tokens';
import type { RateLimitCounters } from '../../auth/rate-limit-counters';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { brandPath, type Outbox, type OutboxTemplate } from '../../messages/outbox';
import type { EnrolmentService } from '../enrolment/enrolment.service';

const HOUR_MS = 60 * 60 * 1000;

export type AgentActionsService = ReturnType<typeof createAgentActionsService>;

/**
 * The agent's actions on the enrolment it assists (portal-access 4, "Telephony actions"), and the
 * save-and-continue link a mover can ask for too. Links are the reminders' auto log-in link (a
 * single-use `login` link token): it logs the mover in and the web's auto log-in page sends them
 * on by the domain's next-page rules.
 */
export function createAgentActionsService(deps: {
  db: Db;
  enrolmentService: Pick<EnrolmentService, 'findRow' | 'updateRow' | 'getOwn'>;
  linkTokens: LinkTokens;
  outbox: Outbox;
  rateLimitCounters: RateLimitCounters;
  clock: Clock;
  publicBaseUrl: string;
}) {
  const { db, enrolmentService, linkTokens, outbox, rateLimitCounters, clock, publicBaseUrl } =
    deps;

  async function currentRow(enrolmentId: string, tx: DbOrTx): Promise<EnrolmentRow> {
    const row = await enrolmentService.findRow(enrolmentId, tx);
    if (!row || row.forgottenAt) throw enrolmentNotFound();
    return row;
  }

  /**
   * Links to one enrolment, the agent's and the mover's together, 3 an hour: counted before
   * anything is written, so a refused one costs nothing else.
   */
  async function assertMaySendLink(enrolmentId: string): Promise<void> {
    const now = clock.now();
    const hit = await rateLimitCounters.hit(db, `save-and-continue:${enrolmentId}`, HOUR_MS, now);
    if (hit.hits > SAVE_AND_CONTINUE_LINKS_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', SEND_LINK_TOO_MANY_MESSAGE, {
        status: 429,
        retryAfterSeconds: (hit.windowEndsAt.getTime() - now.getTime()) / 1000,
      });
    }
  }

  /**
   * A new auto log-in link for the mover, with `to` (a journey path) when it should open one step
   * rather than the next incomplete one, and its e-mail, in one transaction.
   */
  async function sendLogInLink(
    caller: Caller,
    email: string,
    template: OutboxTemplate,
    data: Record<string, string>,
    to?: string,
  ): Promise<void> {
    const { enrolment, branding } = caller;
    await db.transaction(async (tx) => {
      const token = await linkTokens.issue(tx, enrolment.id, 'login');
      const query = to ? `?${new URLSearchParams({ to }).toString()}` : '';
      await outbox.enqueue(tx, {
        template,
        channel: 'email',
        to: email,
        brandId: enrolment.brandId,
        enrolmentId: enrolment.id,
        data: {
          link: `${publicBaseUrl}${brandPath(branding)}${autoLogInPath(token)}${query}`,
          ...(enrolment.firstName ? { firstName: enrolment.firstName } : {}),
          ...data,
        },
      });
    });
  }

  return {
    sendLogInLink,
    assertMaySendLink,

    /**
     * Finish: the enrolment is complete (40) from now on, whatever services are left; refused while
     * it is pending (personal details not confirmed) or once complete. Answers the enrolment.
     */
    async finish(caller: Caller): Promise<Enrolment> {
      const row = await db.transaction(async (tx) => {
        const current = await currentRow(caller.enrolment.id, tx);
        if (current.status === ENROLMENT_STATUS.pending)
          throw new AppError('ENROLMENT_PENDING', FINISH_PENDING_MESSAGE, { status: 409 });
        if (current.status === ENROLMENT_STATUS.complete)
          throw new AppError('ENROLMENT_COMPLETE', FINISH_COMPLETE_MESSAGE, { status: 409 });
        const now = clock.now();
        return enrolmentService.updateRow(tx, current.id, {
          status: ENROLMENT_STATUS.complete,
          servicesCompletedAt: now,
          updatedAt: now,
        });
      });
      return enrolmentService.getOwn({ ...caller, enrolment: row });
    },

    /**
     * Send link (the agent) or save and continue (the mover): the auto log-in link by e-mail, only
     * when the enrolment has an e-mail address, a surname and a postcode; 3 an hour, then 429.
     */
    async sendSaveAndContinueLink(caller: Caller): Promise<LinkSent> {
      const { emailAddress, surname, postcode, id } = caller.enrolment;
      if (!emailAddress || !surname || !postcode)
        throw new AppError('LINK_DETAILS_MISSING', SEND_LINK_MISSING_DETAILS_MESSAGE, {
          status: 409,
        });
      await assertMaySendLink(id);
      await sendLogInLink(caller, emailAddress, 'saveAndContinueLink', {});
      return { message: LINK_SENT_MESSAGE };
    },
  };
}
