import type { AddressInfo } from 'node:net';
import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSecretHasher } from '../auth/secret-hash';
import { brands, commsBlocks, outboxMessages } from '../db/schema';
import { createBrandRepo } from '../features/brand/brand.repo';
import { createBrandService } from '../features/brand/brand.service';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createOutbox, type Outbox, type OutboxInput } from './outbox';
import { createOutboxRepo, type OutboxRow } from './outbox.repo';
import { createOutboxWorker, OUTBOX_LEASE_MS, type OutboxWorkerOptions } from './outbox-worker';
import { createDevMailboxTransport } from './transports/dev-mailbox.transport';
import { createSmtpTransport } from './transports/smtp.transport';
import type { Transport } from './transports/transport';

let t: TestApp;
let outbox: Outbox;
let brandId: number;
const repo = createOutboxRepo();
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  outbox = createOutbox({
    repo,
    brandService: createBrandService({ repo: createBrandRepo(db), clock: t.clock }),
    hasher: createSecretHasher(t.config.tokenSecret),
    clock: t.clock,
    publicBaseUrl: 'https://portal.example',
  });
  const [brand] = await db.select().from(brands).where(eq(brands.urlRoute, DEFAULT_BRAND_ROUTE));
  if (!brand) throw new Error('no default brand');
  brandId = brand.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(outboxMessages);
});

const enqueue = (input: Partial<OutboxInput> = {}) =>
  outbox.enqueue(t.database.db, {
    template: 'invitation',
    channel: 'email',
    to: 'worker@example.com',
    brandId,
    data: { link: 'https://portal.example/default/continue/tok?medium=email' },
    ...input,
  });

async function rowOf(id: string): Promise<OutboxRow> {
  const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new Error('no row');
  return row;
}

/** Counts sends per row id; optionally slow, to overlap two workers. */
function countingTransport(delayMs = 0): Transport & { sends: string[] } {
  const sends: string[] = [];
  return {
    sends,
    async send(message) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sends.push(message.id);
    },
  };
}

function worker(transport: Transport, options: Partial<OutboxWorkerOptions> = {}) {
  return createOutboxWorker({
    db: t.database.db,
    repo,
    transports: { email: transport, sms: transport },
    clock: t.clock,
    logger: silent,
    ...options,
  });
}

/** Undoes quoted-printable and header folding, enough to read what arrived. */
function readable(raw: string): string {
  return raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('outbox worker', () => {
  it('delivers through a real SMTP server: subject, text with the link, and a Message-ID from the row id', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const smtp = createSmtpTransport({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Threshold <hello@threshold.example>',
    });
    try {
      const { id } = await enqueue({
        to: 'smtp.mover@example.com',
        data: {
          link: 'https://portal.example/default/continue/abc123?medium=email',
          firstName: 'Ada',
        },
      });
      const result = await worker(smtp).runOnce();
      expect(result.sent).toBe(1);
      expect(received).toHaveLength(1);
      const mail = readable(received[0]?.raw ?? '');
      expect(received[0]?.to).toEqual(['smtp.mover@example.com']);
      expect(mail).toContain('Subject: Threshold can help you set up your new home');
      expect(mail).toContain(`Message-ID: <${id}@threshold.example>`);
      expect(mail).toContain('Hello Ada,');
      expect(mail).toContain(
        'Get started: https://portal.example/default/continue/abc123?medium=email',
      );
      expect(mail).toContain('/default/email/confirm-unsubscribe/');
      expect(await rowOf(id)).toMatchObject({ status: 'sent', leasedUntil: null, attempts: 0 });
    } finally {
      smtp.close?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('retries a failed send with exponential backoff (30 s, 60 s, ...) and gives up after 12 attempts (about 17 hours)', async () => {
    const { id } = await enqueue();
    let calls = 0;
    const failing: Transport = {
      send: () => {
        calls += 1;
        return Promise.reject(
          Object.assign(new Error('550 worker@example.com refused'), {
            code: 'EENVELOPE',
            responseCode: 550,
          }),
        );
      },
    };
    const w = worker(failing);
    const start = t.clock.now().getTime();

    expect(await w.runOnce()).toMatchObject({ retried: 1 });
    let row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      leasedUntil: null,
      lastError: 'Error EENVELOPE 550',
    });
    expect(row.sendAfter.getTime() - start).toBe(30_000);
    expect(await w.runOnce()).toMatchObject({ retried: 0 }); // not due yet

    t.clock.advance(30_000);
    await w.runOnce();
    row = await rowOf(id);
    expect(row.attempts).toBe(2);
    expect(row.sendAfter.getTime() - t.clock.now().getTime()).toBe(60_000);

    for (let attempt = 3; attempt <= 12; attempt += 1) {
      t.clock.set(row.sendAfter);
      await w.runOnce();
      row = await rowOf(id);
    }
    expect(row).toMatchObject({ status: 'failed', attempts: 12 });
    expect(calls).toBe(12);
    // 30 s doubling: the twelfth try came 30 s × (2^11 − 1) after the first, about 17 hours.
    expect(t.clock.now().getTime() - start).toBe(30_000 * (2 ** 11 - 1));
    t.clock.advance(24 * 60 * 60 * 1000);
    await w.runOnce();
    expect(calls).toBe(12);
  });

  it('never sends a row twice when two workers poll at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, n) => enqueue({ to: `many-${n}@example.com` })),
    );
    const transport = countingTransport(5);
    const results = await Promise.all([
      worker(transport, { batchSize: 5 }).runOnce(),
      worker(transport, { batchSize: 5 }).runOnce(),
    ]);
    await Promise.all([worker(transport).runOnce(), worker(transport).runOnce()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBeGreaterThan(0);
    expect([...transport.sends].sort()).toEqual(ids.map(({ id }) => id).sort());
    expect(new Set(transport.sends).size).toBe(transport.sends.length);
  });

  it('after a crash, takes a leased row again only once its lease lapsed, and sends it once', async () => {
    const { id } = await enqueue();
    // A worker leased the row and died before sending.
    const now = t.clock.now();
    expect(
      await repo.leaseDue(t.database.db, now, new Date(now.getTime() + OUTBOX_LEASE_MS), 10),
    ).toHaveLength(1);

    const transport = countingTransport();
    const restarted = worker(transport);
    expect((await restarted.runOnce()).sent).toBe(0);
    t.clock.advance(OUTBOX_LEASE_MS + 1);
    expect((await restarted.runOnce()).sent).toBe(1);
    expect((await restarted.runOnce()).sent).toBe(0);
    expect(transport.sends).toEqual([id]);
    expect((await rowOf(id)).status).toBe('sent');
  });

  it('does not let a worker whose lease lapsed mark the row', async () => {
    const { id } = await enqueue();
    const now = t.clock.now();
    const oldLease = new Date(now.getTime() + OUTBOX_LEASE_MS);
    await repo.leaseDue(t.database.db, now, oldLease, 10);
    t.clock.advance(OUTBOX_LEASE_MS + 1);
    const later = t.clock.now();
    await repo.leaseDue(t.database.db, later, new Date(later.getTime() + OUTBOX_LEASE_MS), 10);
    expect(await repo.finish(t.database.db, id, oldLease, { status: 'sent', at: later })).toBe(
      false,
    );
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('suppresses a queued campaign e-mail whose address was blocked before it was sent, and sends again after resubscribing', async () => {
    const { id } = await enqueue({ to: 'late.block@example.com' });
    await t.database.db
      .insert(commsBlocks)
      .values({ emailAddress: 'late.block@example.com', isBlocked: true });
    const transport = countingTransport();
    expect(await worker(transport).runOnce()).toMatchObject({ suppressed: 1, sent: 0 });
    expect((await rowOf(id)).status).toBe('suppressed');

    await t.database.db
      .update(commsBlocks)
      .set({ isBlocked: false })
      .where(eq(commsBlocks.emailAddress, 'late.block@example.com'));
    const again = await enqueue({ to: 'late.block@example.com' });
    expect(await worker(transport).runOnce()).toMatchObject({ sent: 1 });
    expect(transport.sends).toEqual([again.id]);
  });

  it('with the dev mailbox, marks the row sent (the row is the delivery); start and stop poll cleanly', async () => {
    const { id } = await enqueue({ template: 'oneTimeCode', data: { code: '246810' } });
    const w = worker(createDevMailboxTransport(), { pollMs: 10 });
    w.start();
    for (let tries = 0; tries < 200 && (await rowOf(id)).status !== 'sent'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await w.stop();
    expect((await rowOf(id)).status).toBe('sent');
  });

  it('holds messages through an hour-long transport outage (backing off, not failing) and sends each once when it recovers', async () => {
    const outageStart = t.clock.now().getTime();
    const outageEnd = outageStart + 60 * 60_000;
    const attemptsByRow = new Map<string, number>();
    const delivered: string[] = [];
    // An SMTP server and an SMS gateway that refuse connections for the hour, then take everything.
    const flaky: Transport = {
      async send(message) {
        attemptsByRow.set(message.id, (attemptsByRow.get(message.id) ?? 0) + 1);
        if (t.clock.now().getTime() < outageEnd)
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        delivered.push(message.id);
      },
    };
    const w = worker(flaky);
    const queued = await Promise.all([
      enqueue({ to: 'outage.one@example.com' }),
      enqueue({ to: 'outage.two@example.com' }),
      enqueue({
        template: 'oneTimeCode',
        channel: 'sms',
        to: '07700900456',
        data: { code: '135790' },
      }),
    ]);
    const ids = queued.map(({ id }) => id);
    let lateId: string | undefined;

    // The worker polls once a minute of fake time through the hour.
    for (let minute = 0; minute < 60; minute += 1) {
      if (minute === 45) lateId = (await enqueue({ to: 'outage.late@example.com' })).id;
      await w.runOnce();
      t.clock.advance(60_000);
    }
    expect(delivered).toEqual([]);
    for (const id of ids) {
      const row = await rowOf(id);
      // Waiting for its next try, not given up: 7 tries in the hour (0, 0.5, 1.5, ... 31.5 min), not 60.
      expect(row).toMatchObject({ status: 'pending', lastError: 'Error ECONNREFUSED' });
      expect(row.attempts).toBe(7);
      expect(row.sendAfter.getTime()).toBeGreaterThan(t.clock.now().getTime());
    }

    // The transport is back: polling on, each message goes out once, the late one too.
    for (let minute = 60; minute < 120; minute += 1) {
      await w.runOnce();
      t.clock.advance(60_000);
    }
    const all = [...ids, lateId!];
    expect([...delivered].sort()).toEqual([...all].sort());
    for (const id of all) expect(await rowOf(id)).toMatchObject({ status: 'sent' });
    // Seven refused tries and the one that went through: 8, within the worker's limit.
    expect(ids.map((id) => attemptsByRow.get(id))).toEqual([8, 8, 8]);
    t.clock.advance(24 * 60 * 60_000);
    expect(await w.runOnce()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    expect(delivered).toHaveLength(all.length);
  });
});
