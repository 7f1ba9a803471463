import type {
  AuthorityNotification,
  NotificationState,
} from '@threshold/domain/schemas/council-water';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../auth/link-tokens.repo';
import { authorityNotifications, outboxMessages } from '../../db/schema';

export type AuthorityKind = 'council' | 'water';

export type LatestNotification = AuthorityNotification & {
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
  const rows = await db
    .select({
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
  const latest: Partial<Record<AuthorityKind, LatestNotification>> = {};
  for (const row of rows) {
    if (latest[row.kind]) continue;
    const state = stateOf(row.status);
    const at = state === 'sent' ? row.sentAt : state === 'failed' ? row.failedAt : null;
    latest[row.kind] = {
      kind: row.kind,
      authorityCode: row.authorityCode,
      authorityName: row.authorityName,
      reason: row.reason,
      moveInDate: row.moveInDate,
      addressSummary: row.addressSummary,
      reference: row.reference,
      state,
      stateAt: (at ?? row.createdAt).toISOString(),
    };
  }
  return latest;
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
