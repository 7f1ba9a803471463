import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { OutboxTemplate } from '../outbox';
import { settleHandOff } from './hand-offs.repo';

/**
 * For tests: an enrolment's pending messages of a template marked sent at `at`, as the outbox
 * worker would mark them (the message, and the hand-off it carries), without a transport.
 */
export async function markSentByHand(
  db: DbOrTx,
  enrolmentId: string,
  template: OutboxTemplate,
  at: Date,
): Promise<void> {
  const sent = await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: at, leasedUntil: null })
    .where(
      and(
        eq(outboxMessages.enrolmentId, enrolmentId),
        eq(outboxMessages.template, template),
        eq(outboxMessages.status, 'pending'),
      ),
    )
    .returning({ id: outboxMessages.id });
  for (const { id } of sent) await settleHandOff(db, id, { status: 'sent', at });
}
