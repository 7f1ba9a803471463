import type { Db } from '../db/client';
import type { OutboxRepo, OutboxRow } from './outbox.repo';

/** The newest messages the mailbox lists; it is a developer's tool, not an archive. */
export const DEV_MAILBOX_LIMIT = 100;

export type MailboxMessage = {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  links: string[];
  code?: string;
  status: OutboxRow['status'];
  createdAt: string;
  sendAfter: string;
};

function toMailboxMessage(row: OutboxRow): MailboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    links: row.meta.links,
    ...(row.meta.code ? { code: row.meta.code } : {}),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sendAfter: row.sendAfter.toISOString(),
  };
}

export type DevMailbox = ReturnType<typeof createDevMailbox>;

/** Reads the outbox for people and tests outside production: every message, newest first. */
export function createDevMailbox(deps: { db: Db; repo: OutboxRepo }) {
  return {
    async list(to: string | undefined): Promise<MailboxMessage[]> {
      const rows = await deps.repo.listByRecipient(
        deps.db,
        to?.trim() || undefined,
        DEV_MAILBOX_LIMIT,
      );
      return rows.map(toMailboxMessage);
    },
  };
}
