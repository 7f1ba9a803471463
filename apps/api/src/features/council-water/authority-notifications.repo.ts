import type { AuthorityNotification } from '@threshold/domain/schemas/council-water';
import { desc, eq, sql } from 'drizzle-orm';
import { qualified, type CallerPart } from '../../auth/caller';
import type { DbOrTx } from '../../db/client';
import { authorityNotifications, enrolments, handOffs, outboxMessages } from '../../db/schema';
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
  return latestOf(await findTellingHistory(db, enrolmentId));
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
  return historyOf(rows);
}

type TellingRow = {
  id: string;
  sendAfter: Date | null;
  kind: AuthorityKind;
  authorityCode: string;
  authorityName: string;
  reason: LatestNotification['reason'];
  moveInDate: string | null;
  addressSummary: string;
  reference: string;
  state: LatestNotification['state'];
  stateAt: Date;
};

export type TellingHistory = Partial<Record<AuthorityKind, LatestNotification[]>>;

function historyOf(rows: readonly TellingRow[]): TellingHistory {
  const history: TellingHistory = {};
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

/** The newest telling of each kind in a history. */
export function latestOf(
  history: TellingHistory,
): Partial<Record<AuthorityKind, LatestNotification>> {
  const latest: Partial<Record<AuthorityKind, LatestNotification>> = {};
  for (const kind of ['council', 'water'] as const) {
    const newest = history[kind]?.[0];
    if (newest) latest[kind] = newest;
  }
  return latest;
}

/**
 * The caller's telling history read in the request context's statement (findTellingHistory's
 * rows, newest first, as JSON).
 */
export const tellingHistoryPart: CallerPart<TellingHistory> = {
  key: 'tellingHistory',
  expression: sql`(select coalesce(json_agg(json_build_object(
      'id', ${qualified(authorityNotifications.id)},
      'sendAfter', ${qualified(outboxMessages.sendAfter)},
      'kind', ${qualified(authorityNotifications.kind)},
      'authorityCode', ${qualified(authorityNotifications.authorityCode)},
      'authorityName', ${qualified(authorityNotifications.authorityName)},
      'reason', ${qualified(authorityNotifications.reason)},
      'moveInDate', ${qualified(authorityNotifications.moveInDate)},
      'addressSummary', ${qualified(authorityNotifications.addressSummary)},
      'reference', ${qualified(authorityNotifications.reference)},
      'state', ${qualified(handOffs.state)},
      'stateAt', ${qualified(handOffs.stateAt)}
    ) order by ${qualified(authorityNotifications.createdAt)} desc), '[]'::json)
    from ${authorityNotifications}
    inner join ${handOffs} on ${qualified(handOffs.id)} = ${qualified(authorityNotifications.id)}
    left join ${outboxMessages} on ${qualified(outboxMessages.id)} = ${qualified(handOffs.outboxMessageId)}
    where ${qualified(authorityNotifications.enrolmentId)} = ${qualified(enrolments.id)})`,
  parse: (raw) =>
    historyOf(
      (
        raw as (Omit<TellingRow, 'sendAfter' | 'stateAt'> & {
          sendAfter: string | null;
          stateAt: string;
        })[]
      ).map((row) => ({
        ...row,
        sendAfter: row.sendAfter === null ? null : new Date(row.sendAfter),
        stateAt: new Date(row.stateAt),
      })),
    ),
};

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
