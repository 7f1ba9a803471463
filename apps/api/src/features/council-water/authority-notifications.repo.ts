import type {
  AuthorityNotification,
  NotificationState,
} from '@threshold/domain/schemas/council-water';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authorityNotifications, outboxMessages } from '../../db/schema';

export type AuthorityKind = 'council' | 'water';

export type LatestNotification = AuthorityNotification & {
  /** The notification row, and its outbox message (null once the message was purged). */
  id: string;
  outboxMessageId: string | null;
  /** When its message is (or was) due to go: an update's next one waits a day after it. */
  sendAfter: Date | null;
  kind: AuthorityKind;
  authorityCode: string;
  authorityName: string;
  moveInDate: string | null;
  addressSummary: string;
};

function stateOf(status: string | null): NotificationState {
  if (status === 'sent') return 'sent';
  if (status === 'failed' || status === 'suppressed' || status === 'cancelled') return 'failed';
  return 'queued';
}

/**
 * The latest notification of each authority kind for an enrolment, with its state read from its
 * outbox message (queued until the worker sends it). One place, read by the council pages and the
 * confirmation page.
 */
export async function findLatestNotifications(
  db: DbOrTx,
  enrolmentId: string,
): Promise<Partial<Record<AuthorityKind, LatestNotification>>> {
  const history = await findTellingHistory(db, enrolmentId);
  const latest: Partial<Record<AuthorityKind, LatestNotification>> = {};
  for (const kind of ['council', 'water'] as const) {
    const newest = history[kind]?.[0];
    if (newest) latest[kind] = newest;
  }
  return latest;
}

/** Every telling of each authority kind for an enrolment, newest first (the first is notify's). */
export async function findTellingHistory(
  db: DbOrTx,
  enrolmentId: string,
): Promise<Partial<Record<AuthorityKind, LatestNotification[]>>> {
  const rows = await db
    .select({
      id: authorityNotifications.id,
      outboxMessageId: authorityNotifications.outboxMessageId,
      sendAfter: outboxMessages.sendAfter,
      kind: authorityNotifications.kind,
      authorityCode: authorityNotifications.authorityCode,
      authorityName: authorityNotifications.authorityName,
      reason: authorityNotifications.reason,
      moveInDate: authorityNotifications.moveInDate,
      addressSummary: authorityNotifications.addressSummary,
      reference: authorityNotifications.reference,
      createdAt: authorityNotifications.createdAt,
      status: outboxMessages.status,
      sentAt: outboxMessages.sentAt,
      failedAt: outboxMessages.failedAt,
    })
    .from(authorityNotifications)
    .leftJoin(outboxMessages, eq(outboxMessages.id, authorityNotifications.outboxMessageId))
    .where(and(eq(authorityNotifications.enrolmentId, enrolmentId)))
    .orderBy(desc(authorityNotifications.createdAt));
  const history: Partial<Record<AuthorityKind, LatestNotification[]>> = {};
  for (const row of rows) {
    const state = stateOf(row.status);
    const at = state === 'sent' ? row.sentAt : state === 'failed' ? row.failedAt : null;
    (history[row.kind] ??= []).push({
      id: row.id,
      outboxMessageId: row.outboxMessageId,
      sendAfter: row.sendAfter,
      kind: row.kind,
      authorityCode: row.authorityCode,
      authorityName: row.authorityName,
      reason: row.reason,
      moveInDate: row.moveInDate,
      addressSummary: row.addressSummary,
      reference: row.reference,
      state,
      stateAt: (at ?? row.createdAt).toISOString(),
    });
  }
  return history;
}

export type NewAuthorityNotification = {
  enrolmentId: string;
  kind: AuthorityKind;
  authorityCode: string;
  authorityName: string;
  reason: 'initial' | 'update';
  moveInDate: string | null;
  addressSummary: string;
  reference: string;
  outboxMessageId: string;
};

/** One telling of one authority, written in the caller's transaction beside its outbox message. */
export async function insertAuthorityNotification(
  db: DbOrTx,
  values: NewAuthorityNotification,
): Promise<void> {
  await db.insert(authorityNotifications).values(values);
}

/**
 * Withdraws a message that is still waiting to go (pending, and not leased by a worker sending it
 * now), so a later telling can carry the latest facts in its place. One conditional UPDATE: false
 * when the message has gone, is going, or failed, and then it stays as it is.
 */
export async function withdrawWaitingMessage(
  db: DbOrTx,
  outboxMessageId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'cancelled', leasedUntil: null })
    .where(
      and(
        eq(outboxMessages.id, outboxMessageId),
        eq(outboxMessages.status, 'pending'),
        or(isNull(outboxMessages.leasedUntil), lt(outboxMessages.leasedUntil, now)),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/** A telling whose message was withdrawn before it went: the authority was never told it. */
export async function deleteTelling(db: DbOrTx, notificationId: string): Promise<void> {
  await db.delete(authorityNotifications).where(eq(authorityNotifications.id, notificationId));
}
