import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/client';
import { handOffs } from '../../db/schema';

const MIGRATIONS = fileURLToPath(new URL('../../db/migrations', import.meta.url));

/** The migrations up to (not including) `tag`, as a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe('migrations 0014 and 0015 (hand-offs)', () => {
  let database: Database;
  let before: string;
  beforeAll(async () => {
    before = migrationsBefore('0014_hand_offs');
    database = await openPglite();
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('make a hand-off of every telling, invitation, energy sign-up and call-back already written, in the state its message gave', async () => {
    const db = database.db as unknown as PgliteDatabase;
    await migrate(db, { migrationsFolder: before });
    const run = (statement: string) => database.db.execute(sql.raw(statement));
    await run(
      `insert into brands (id, level, name, url_route) values (9001, 0, 'Migration Lettings', 'migration')`,
    );
    await run(
      `insert into enrolments (id, brand_id, source, type) values ('00000000-0000-4000-8000-000000000001', 9001, 'test', 'test')`,
    );
    const enrolment = `'00000000-0000-4000-8000-000000000001'`;
    const message = (id: string, recipient: string, status: string, extra = '') =>
      run(
        `insert into outbox_messages (id, channel, recipient, template, text_body, meta, enrolment_id, status${extra ? ', sent_at' : ''}, created_at) values ('${id}', 'email', '${recipient}', 't', 'x', '{"links":[]}', ${enrolment}, '${status}'${extra ? `, '${extra}'` : ''}, '2026-03-01T09:00:00Z')`,
      );
    await message(
      '10000000-0000-4000-8000-000000000001',
      'council@example.gov.uk',
      'sent',
      '2026-03-02T14:05:00Z',
    );
    await message('10000000-0000-4000-8000-000000000002', 'water@example.co.uk', 'pending');
    await message('10000000-0000-4000-8000-000000000003', 'sam@example.com', 'suppressed');
    const telling = (id: string, kind: string, messageId: string) =>
      run(
        `insert into authority_notifications (id, enrolment_id, kind, authority_code, authority_name, reason, address_summary, reference, outbox_message_id, created_at) values ('${id}', ${enrolment}, '${kind}', 'C', 'Authority', 'initial', '1 High Street', 'TH-1', '${messageId}', '2026-03-01T09:00:00Z')`,
      );
    await telling(
      '20000000-0000-4000-8000-000000000001',
      'council',
      '10000000-0000-4000-8000-000000000001',
    );
    await telling(
      '20000000-0000-4000-8000-000000000002',
      'water',
      '10000000-0000-4000-8000-000000000002',
    );
    await run(
      `insert into flatmate_invitations (id, enrolment_id, flatmate_name, email_address, outbox_message_id, created_at) values ('20000000-0000-4000-8000-000000000003', ${enrolment}, 'Sam', 'sam@example.com', '10000000-0000-4000-8000-000000000003', '2026-03-01T09:00:00Z')`,
    );

    await message('10000000-0000-4000-8000-000000000004', 'signups@supplier.example', 'failed');
    await run(
      `update outbox_messages set failed_at = '2026-03-03T08:00:00Z' where id = '10000000-0000-4000-8000-000000000004'`,
    );
    await message('10000000-0000-4000-8000-000000000005', 'callbacks@partner.example', 'pending');
    await run(
      `insert into energy_signups (id, enrolment_id, supplier_id, supplier_name, record, reference, outbox_message_id, created_at) values ('20000000-0000-4000-8000-000000000004', ${enrolment}, 's', 'Supplier', '{}', 'EN-1', '10000000-0000-4000-8000-000000000004', '2026-03-01T09:00:00Z')`,
    );
    await run(
      `insert into broadband_callback_requests (id, enrolment_id, provider_id, provider_name, package_id, package, slot, reference, outbox_message_id, created_at) values ('20000000-0000-4000-8000-000000000005', ${enrolment}, 'p', 'Partner', 'pkg', '{}', '2', 'TB-1', '10000000-0000-4000-8000-000000000005', '2026-03-01T09:00:00Z')`,
    );

    await database.migrate();

    const rows = await database.db.select().from(handOffs).orderBy(handOffs.id);
    expect(
      rows.map(({ id, kind, recipient, state, stateAt, outboxMessageId }) => ({
        id,
        kind,
        recipient,
        state,
        stateAt: stateAt.toISOString(),
        outboxMessageId,
      })),
    ).toEqual([
      {
        id: '20000000-0000-4000-8000-000000000001',
        kind: 'council',
        recipient: 'council@example.gov.uk',
        state: 'sent',
        stateAt: '2026-03-02T14:05:00.000Z',
        outboxMessageId: '10000000-0000-4000-8000-000000000001',
      },
      {
        id: '20000000-0000-4000-8000-000000000002',
        kind: 'water',
        recipient: 'water@example.co.uk',
        state: 'queued',
        stateAt: '2026-03-01T09:00:00.000Z',
        outboxMessageId: '10000000-0000-4000-8000-000000000002',
      },
      {
        id: '20000000-0000-4000-8000-000000000003',
        kind: 'flatmateInvitation',
        recipient: 'sam@example.com',
        state: 'failed',
        stateAt: '2026-03-01T09:00:00.000Z',
        outboxMessageId: '10000000-0000-4000-8000-000000000003',
      },
      {
        id: '20000000-0000-4000-8000-000000000004',
        kind: 'energySignup',
        recipient: 'signups@supplier.example',
        state: 'failed',
        stateAt: '2026-03-03T08:00:00.000Z',
        outboxMessageId: '10000000-0000-4000-8000-000000000004',
      },
      {
        id: '20000000-0000-4000-8000-000000000005',
        kind: 'broadbandCallback',
        recipient: 'callbacks@partner.example',
        state: 'queued',
        stateAt: '2026-03-01T09:00:00.000Z',
        outboxMessageId: '10000000-0000-4000-8000-000000000005',
      },
    ]);
  });
});
