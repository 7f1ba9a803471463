import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';
import { enrolments } from '../db/schema';
import type { MailboxMessage } from '../messages/dev-mailbox.service';
import {
  ownPostgresDatabase,
  runApiScript,
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from './server-process';

/**
 * kill -9 in the middle of a stream of acknowledged writes (a partner sending leads, each a pending
 * enrolment and its invitation in one transaction), then a restart on the same data: every lead
 * the server answered 201 for is there, with its invitation once.
 */

const WRITERS = 4;
/** Acknowledged leads before the kill, so it lands mid-stream with requests in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 40;

type Acknowledged = { enrolmentId: string; email: string };

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Issues a partner key on the data (first use migrates and seeds it, as the server's start does). */
async function issuePartnerKey(data: ServerData): Promise<string> {
  const output = await runApiScript(data, 'scripts/partner-key.ts', [
    '--brand',
    'harbour-lettings',
    '--label',
    'crash test',
  ]);
  const key = output.split('\n').find((line) => line.startsWith('tpk_'));
  if (!key) throw new Error(`no partner key in:\n${output}`);
  return key.trim();
}

/** Writers send leads until the server dies; only the 201 answers are kept. */
async function leadStream(server: ServerProcess, partnerKey: string) {
  const acknowledged: Acknowledged[] = [];
  const otherAnswers: number[] = [];
  let sent = 0;
  let serverGone = false;
  let reachedKillPoint: () => void = () => undefined;
  const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));

  async function writer(writerNumber: number) {
    while (!serverGone) {
      sent += 1;
      const email = `crash-${writerNumber}-${sent}-${Date.now()}@example.com`;
      try {
        const response = await fetch(`${server.baseUrl}/api/partner/leads`, {
          method: 'POST',
          headers: { authorization: `Bearer ${partnerKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: 'Ms',
            firstName: 'Ada',
            surname: 'Crash',
            emailAddress: email,
            moveInDate: inDays(30),
            postcode: 'LS1 4AP',
            enrolmentType: 'Social',
          }),
        });
        const body = (await response.json()) as { enrolmentId?: string };
        if (response.status === 201 && body.enrolmentId) {
          acknowledged.push({ enrolmentId: body.enrolmentId, email });
          if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) reachedKillPoint();
        } else otherAnswers.push(response.status);
      } catch {
        // The connection died with the server: this write was never acknowledged.
        serverGone = true;
      }
    }
  }

  const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
  return {
    acknowledged,
    otherAnswers,
    killPoint,
    async finished() {
      await Promise.all(writers);
    },
  };
}

async function crashAndRestart(data: ServerData, openDatabase: () => Promise<Database>) {
  const partnerKey = await issuePartnerKey(data);
  const first = await startServerProcess(data);
  const stream = await leadStream(first, partnerKey);
  await stream.killPoint;
  await first.killHard();
  await stream.finished();
  expect(stream.otherAnswers).toEqual([]);
  const acknowledged = [...stream.acknowledged];
  expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

  // The same data, a new process: each acknowledged lead's invitation is in the mailbox, once.
  const second = await startServerProcess(data);
  try {
    for (const { email } of acknowledged) {
      const response = await fetch(
        `${second.baseUrl}/api/dev/messages?to=${encodeURIComponent(email)}`,
      );
      const messages = (await response.json()) as MailboxMessage[];
      expect(
        messages.map((message) => message.subject),
        email,
      ).toEqual(['Harbour Lettings can help you set up your new home']);
    }
  } finally {
    await second.stop();
  }

  // And every acknowledged enrolment is a row.
  const database = await openDatabase();
  try {
    const ids = acknowledged.map(({ enrolmentId }) => enrolmentId);
    const rows = await database.db
      .select({ id: enrolments.id, emailAddress: enrolments.emailAddress })
      .from(enrolments)
      .where(inArray(enrolments.id, ids));
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
  } finally {
    await database.close();
  }
}

describe('kill -9 in the middle of a stream of acknowledged writes', () => {
  const cleanUps: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  // The API layer runs it on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
  const adminUrl = process.env.TEST_DATABASE_URL;
  it(`loses no acknowledged lead on ${adminUrl ? 'PostgreSQL' : 'PGlite'}: each is there after a restart on the same data`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'threshold-crash-'));
    cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
    if (!adminUrl) {
      await crashAndRestart({ dataDir }, () => openPglite(dataDir));
      return;
    }
    const database = await ownPostgresDatabase(adminUrl, 'threshold_crash');
    cleanUps.push(() => database.drop());
    await crashAndRestart({ dataDir, databaseUrl: database.url }, () =>
      openPostgres(database.url, { maxConnections: 1 }),
    );
  }, 300_000);
});
