import type { Clock } from '@threshold/domain/dates/clock';
import type { CommsBlockedByUserBody, EmailPreferenceQuery } from '@threshold/domain/schemas/comms';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Outbox } from '../../messages/outbox';
import type { CommsRepo } from './comms.repo';

export const PREFERENCE_LINK_NOT_FOUND_MESSAGE =
  'Sorry, we could not find that email preference link. Please use the link in your most recent email.';

export type CommsService = ReturnType<typeof createCommsService>;

export function createCommsService(deps: {
  repo: CommsRepo;
  outbox: Outbox;
  db: Db;
  clock: Clock;
}) {
  const { repo, outbox, db, clock } = deps;
  return {
    /**
     * PUT /enrolment/comms-blocked-by-user/{token}: the token names one message, and the block is
     * for that message's recipient, whatever address the body or query carry, so a link cannot be
     * used to block someone else.
     */
    async setBlockedByUser(
      token: string,
      body: CommsBlockedByUserBody,
      query: EmailPreferenceQuery,
    ): Promise<{ enabled: boolean }> {
      const message = await outbox.findByPreferenceToken(db, token);
      if (!message || message.channel !== 'email') {
        throw new AppError('PREFERENCE_LINK_NOT_FOUND', PREFERENCE_LINK_NOT_FOUND_MESSAGE, {
          status: 404,
        });
      }
      await repo.setBlocked(
        message.recipient.toLowerCase(),
        body.enabled,
        query.source || message.template,
        clock.now(),
      );
      return { enabled: body.enabled };
    },
  };
}
