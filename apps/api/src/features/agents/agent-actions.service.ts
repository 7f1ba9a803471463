import { INVITE_ROUTES } from '@threshold/domain/telephony/invite-routes';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import {
  isProductOffered,
  type ProductOfferedStatus,
} from '@threshold/domain/codes/product-offered-status';
import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { isEntertainmentDone } from '@threshold/domain/journey/next-page';
import { autoLogInPath } from '@threshold/domain/journey/routes';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import {
  FINISH_COMPLETE_MESSAGE,
  FINISH_PENDING_MESSAGE,
  finishRefusal,
  hasLinkDetails,
  INVITE_NO_EMAIL_MESSAGE,
  INVITE_TOO_MANY_MESSAGE,
  INVITES_PER_HOUR,
  inviteCompleteMessage,
  inviteNotOfferedMessage,
  inviteSentMessage,
  type InviteProduct,
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
import { journeyFactsOf } from '../enrolment/journey-facts';
import { recordStatusChange } from '../../messages/webhooks/webhook-events';

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
   * Links of one kind to one enrolment, so many an hour (the agent's and the mover's together):
   * counted before anything is written, so a refused one costs nothing else. Then 429.
   */
  async function assertMaySend(key: string, perHour: number, message: string): Promise<void> {
    const now = clock.now();
    const hit = await rateLimitCounters.hit(db, key, HOUR_MS, now);
    if (hit.hits > perHour) {
      throw new AppError('TOO_MANY_REQUESTS', message, {
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

  /** The step an invite opens, and whether the mover has finished that product already. */
  function inviteFacts(caller: Caller, product: InviteProduct) {
    const { enrolment, branding, storedTariffs } = caller;
    const offers = branding.productOffers;
    const offered = isProductOffered(
      (product === 'energy' ? offers.energy : offers.entertainment) as ProductOfferedStatus,
    );
    const snapshot = snapshotOfEnrolment(
      { ...enrolment, ...journeyFactsOf(enrolment, branding, storedTariffs) },
      todayIso(clock),
    );
    return product === 'energy'
      ? { offered, complete: snapshot.energyComplete, route: INVITE_ROUTES.energy }
      : { offered, complete: isEntertainmentDone(snapshot), route: INVITE_ROUTES.broadband };
  }

  return {
    /**
     * Finish: the enrolment is complete (40) from now on, whatever services are left; refused while
     * it is pending (personal details not confirmed) or once complete. Answers the enrolment.
     */
    async finish(caller: Caller): Promise<Enrolment> {
      const row = await db.transaction(async (tx) => {
        const current = await currentRow(caller.enrolment.id, tx);
        const refusal = finishRefusal(current.status);
        if (refusal === 'pending')
          throw new AppError('ENROLMENT_PENDING', FINISH_PENDING_MESSAGE, { status: 409 });
        if (refusal === 'complete')
          throw new AppError('ENROLMENT_COMPLETE', FINISH_COMPLETE_MESSAGE, { status: 409 });
        const now = clock.now();
        const finished = await enrolmentService.updateRow(tx, current.id, {
          status: ENROLMENT_STATUS.complete,
          servicesCompletedAt: now,
          updatedAt: now,
        });
        await recordStatusChange(tx, current, finished, now);
        return finished;
      });
      return enrolmentService.getOwn({ ...caller, enrolment: row });
    },

    /**
     * Send link (the agent) or save and continue (the mover): the auto log-in link by e-mail, only
     * when the enrolment has an e-mail address, a surname and a postcode; 3 an hour, then 429.
     */
    async sendSaveAndContinueLink(caller: Caller): Promise<LinkSent> {
      const { emailAddress, id } = caller.enrolment;
      if (!emailAddress || !hasLinkDetails(caller.enrolment))
        throw new AppError('LINK_DETAILS_MISSING', SEND_LINK_MISSING_DETAILS_MESSAGE, {
          status: 409,
        });
      await assertMaySend(
        `save-and-continue:${id}`,
        SAVE_AND_CONTINUE_LINKS_PER_HOUR,
        SEND_LINK_TOO_MANY_MESSAGE,
      );
      await sendLogInLink(caller, emailAddress, 'saveAndContinueLink', {});
      return { message: LINK_SENT_MESSAGE };
    },

    /**
     * Send invite: an e-mail with the auto log-in link straight to the energy (usage) or broadband
     * (list) step; 409 when the brand does not offer the product, the mover has finished it, or
     * there is no e-mail address; 3 an hour per product, then 429.
     */
    async sendInvite(caller: Caller, product: InviteProduct): Promise<LinkSent> {
      const { emailAddress, id } = caller.enrolment;
      const facts = inviteFacts(caller, product);
      if (!facts.offered)
        throw new AppError('PRODUCT_NOT_OFFERED', inviteNotOfferedMessage(product), {
          status: 409,
        });
      if (facts.complete)
        throw new AppError('PRODUCT_COMPLETE', inviteCompleteMessage(product), { status: 409 });
      if (!emailAddress)
        throw new AppError('INVITE_NO_EMAIL', INVITE_NO_EMAIL_MESSAGE, { status: 409 });
      await assertMaySend(
        `service-invite:${product}:${id}`,
        INVITES_PER_HOUR,
        INVITE_TOO_MANY_MESSAGE,
      );
      await sendLogInLink(caller, emailAddress, 'serviceInvite', { service: product }, facts.route);
      return { message: inviteSentMessage(product) };
    },
  };
}
