import type { AuthorityNotification } from '@threshold/domain/schemas/council-water';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authorityNotifications, handOffs, outboxMessages } from '../../db/schema';
import { deliveryOf } from '../../messages/hand-offs/hand-offs';

export type AuthorityKind = 'council' | 'water';

export type LatestNotification = AuthorityNotification & {
  /** The notification's id: its hand-off's. */
  id: string;
  /** When its message is (or was) due to go: an update's next one waits a day after it (null once purged). */
  sendAfter: Date | null;
  kind: AuthorityKind;
  authorityCode: string;
  authorityName: string;
  moveInDate: string | null;
  addressSummary: string;
};

/**
 * The latest notification of each authority kind for an enrolment, with its hand-off's state
 * (queued until the worker sends it). One place, read by the council pages and the confirmation
 * page.
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
      sendAfter: outboxMessages.sendAfter,
      kind: authorityNotifications.kind,
      authorityCode: authorityNotifications.authorityCode,
      authorityName: authorityNotifications.authorityName,
      reason: authorityNotifications.reason,
      moveInDate: authorityNotifications.moveInDate,
      addressSummary: authorityNotifications.addressSummary,
      reference: authorityNotifications.reference,
      state: handOffs.state,
      stateAt: handOffs.stateAt,
    })
    .from(authorityNotifications)
    .innerJoin(handOffs, eq(handOffs.id, authorityNotifications.id))
    .leftJoin(outboxMessages, eq(outboxMessages.id, handOffs.outboxMessageId))
    .where(eq(authorityNotifications.enrolmentId, enrolmentId))
    .orderBy(desc(authorityNotifications.createdAt));
  const history: Partial<Record<AuthorityKind, LatestNotification[]>> = {};
  for (const row of rows) {
    (history[row.kind] ??= []).push({
      id: row.id,
      sendAfter: row.sendAfter,
      kind: row.kind,
      authorityCode: row.authorityCode,
      authorityName: row.authorityName,
      reason: row.reason,
      moveInDate: row.moveInDate,
      addressSummary: row.addressSummary,
      reference: row.reference,
      ...deliveryOf(row),
    });
  }
  return history;
}

export type NewAuthorityNotification = {
  /** The id of the telling's hand-off. */
  id: string;
  enrolmentId: string;
  kind: AuthorityKind;
  authorityCode: string;
  authorityName: string;
  reason: 'initial' | 'update';
  moveInDate: string | null;
  addressSummary: string;
  reference: string;
};

/** One telling of one authority, written in the caller's transaction beside its hand-off. */
export async function insertAuthorityNotification(
  db: DbOrTx,
  values: NewAuthorityNotification,
): Promise<void> {
  await db.insert(authorityNotifications).values(values);
}
