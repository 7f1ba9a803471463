import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretHasher } from '../../auth/secret-hash';
import {
  brands,
  commsBlocks,
  flatmateInvitations,
  handOffs,
  outboxMessages,
} from '../../db/schema';
import { createBrandRepo } from '../../features/brand/brand.repo';
import { createBrandService } from '../../features/brand/brand.service';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createOutbox } from '../outbox';
import { createOutboxRepo } from '../outbox.repo';
import { createOutboxWorker } from '../outbox-worker';
import type { Transport } from '../transports/transport';
import { createHandOffs, deliveryOf, type HandOffs, type NewHandOff } from './hand-offs';

let t: TestApp;
let handOffsModule: HandOffs;
let brandId: number;
const repo = createOutboxRepo();
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const delivered: Transport = { send: () => Promise.resolve() };
const refused: Transport = { send: () => Promise.reject(new Error('mail server down')) };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const outbox = createOutbox({
    repo,
    brandService: createBrandService({ repo: createBrandRepo(db), clock: t.clock }),
    hasher: createSecretHasher(t.config.tokenSecret),
    clock: t.clock,
    publicBaseUrl: 'https://portal.example',
  });
  handOffsModule = createHandOffs({ outbox });
  const [brand] = await db.select().from(brands).where(eq(brands.urlRoute, DEFAULT_BRAND_ROUTE));
  if (!brand) throw new Error('no default brand');
  brandId = brand.id;
});
afterAll(() => t.close());

const worker = (transport: Transport, maxAttempts = 8) =>
  createOutboxWorker({
    db: t.database.db,
    repo,
    transports: { email: transport, sms: transport },
    clock: t.clock,
    logger: silent,
    maxAttempts,
  });

/** A flatmate invitation's hand-off for a new mover, to `to`. */
async function invitation(
  to = `Flatmate.${Math.random().toString(36).slice(2, 8)}@Example.com`,
): Promise<NewHandOff> {
  const { enrolmentId } = await t.createMover();
  return {
    kind: 'flatmateInvitation',
    enrolmentId,
    message: {
      template: 'flatmateInvitation',
      channel: 'email',
      to,
      brandId,
      data: { link: 'https://portal.example/default/', flatmateName: 'Sam' },
    },
  };
}

const handOffOf = async (id: string) =>
  (await t.database.db.select().from(handOffs).where(eq(handOffs.id, id)))[0];
const messageOf = async (id: string | null) =>
  (
    await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, id ?? ''))
  )[0];
const handOffsOfEnrolment = (enrolmentId: string) =>
  t.database.db.select().from(handOffs).where(eq(handOffs.enrolmentId, enrolmentId));
const messagesOfEnrolment = (enrolmentId: string) =>
  t.database.db.select().from(outboxMessages).where(eq(outboxMessages.enrolmentId, enrolmentId));

describe('handOffs.record', () => {
  it('writes the record, queued, with the message it rides on and its recipient as stored', async () => {
    const input = await invitation('Sam.Patel@Example.com');
    const recorded = await t.database.db.transaction((tx) => handOffsModule.record(tx, input));
    expect(recorded).toMatchObject({
      kind: 'flatmateInvitation',
      enrolmentId: input.enrolmentId,
      recipient: 'sam.patel@example.com',
      state: 'queued',
    });
    expect(await messageOf(recorded.outboxMessageId)).toMatchObject({
      template: 'flatmateInvitation',
      enrolmentId: input.enrolmentId,
      recipient: 'sam.patel@example.com',
      status: 'pending',
    });
    expect(deliveryOf(recorded)).toEqual({
      state: 'queued',
      stateAt: recorded.createdAt.toISOString(),
    });
  });

  it('leaves neither record nor message when the transaction fails after it, or when the details row fails', async () => {
    const input = await invitation();
    await expect(
      t.database.db.transaction(async (tx) => {
        await handOffsModule.record(tx, input);
        throw new Error('the change that caused it failed');
      }),
    ).rejects.toThrow('the change that caused it failed');
    expect(await handOffsOfEnrolment(input.enrolmentId)).toEqual([]);
    expect(await messagesOfEnrolment(input.enrolmentId)).toEqual([]);

    await expect(
      t.database.db.transaction(async (tx) => {
        const handOff = await handOffsModule.record(tx, input);
        // A details row that cannot be written (no flatmate name) undoes the hand-off too.
        await tx.insert(flatmateInvitations).values({
          id: handOff.id,
          enrolmentId: input.enrolmentId,
          flatmateName: null as unknown as string,
          emailAddress: 'x@example.com',
        });
      }),
    ).rejects.toThrow();
    expect(await handOffsOfEnrolment(input.enrolmentId)).toEqual([]);
    expect(await messagesOfEnrolment(input.enrolmentId)).toEqual([]);
  });

  it('records a campaign e-mail to an address that unsubscribed as failed at once (its message is suppressed)', async () => {
    const to = `blocked.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await t.database.db
      .insert(commsBlocks)
      .values({ emailAddress: to, isBlocked: true, source: 'test' });
    const input = await invitation(to);
    const recorded = await t.database.db.transaction((tx) => handOffsModule.record(tx, input));
    expect(recorded.state).toBe('failed');
    expect((await messageOf(recorded.outboxMessageId))?.status).toBe('suppressed');
  });
});

describe('the outbox worker moves a hand-off', () => {
  it('to sent, at the time its message was delivered', async () => {
    const input = await invitation();
    const recorded = await t.database.db.transaction((tx) => handOffsModule.record(tx, input));
    t.clock.advance(60_000);
    await worker(delivered).runOnce();
    const sent = await handOffOf(recorded.id);
    expect(sent).toMatchObject({ state: 'sent', stateAt: t.clock.now() });
    expect((await messageOf(recorded.outboxMessageId))?.sentAt).toEqual(t.clock.now());
  });

  it('stays queued while its message is retried, and fails when the worker gives up', async () => {
    const input = await invitation();
    const recorded = await t.database.db.transaction((tx) => handOffsModule.record(tx, input));
    await worker(refused, 2).runOnce();
    expect(await handOffOf(recorded.id)).toMatchObject({
      state: 'queued',
      stateAt: recorded.stateAt,
    });
    t.clock.advance(60 * 60_000);
    await worker(refused, 2).runOnce();
    expect(await handOffOf(recorded.id)).toMatchObject({ state: 'failed', stateAt: t.clock.now() });
  });

  it('to failed when its address unsubscribed after it was queued (the message is suppressed)', async () => {
    const to = `later-blocked.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const input = await invitation(to);
    const recorded = await t.database.db.transaction((tx) => handOffsModule.record(tx, input));
    await t.database.db
      .insert(commsBlocks)
      .values({ emailAddress: to, isBlocked: true, source: 'test' });
    await worker(delivered).runOnce();
    expect(await handOffOf(recorded.id)).toMatchObject({
      state: 'failed',
      stateAt: recorded.stateAt,
    });
  });
});

describe('handOffs.withdraw', () => {
  it('cancels a message still waiting and removes the record; once sent, keeps both', async () => {
    // Due tomorrow (an update waiting its turn): not yet sent.
    const tomorrow = await invitation();
    const waiting = await t.database.db.transaction((tx) =>
      handOffsModule.record(tx, {
        ...tomorrow,
        message: { ...tomorrow.message, sendAfter: new Date(t.clock.now().getTime() + 86_400_000) },
      }),
    );
    expect(
      await t.database.db.transaction((tx) =>
        handOffsModule.withdraw(tx, waiting.id, t.clock.now()),
      ),
    ).toBe(true);
    expect(await handOffOf(waiting.id)).toBeUndefined();
    expect((await messageOf(waiting.outboxMessageId))?.status).toBe('cancelled');

    const now = await invitation();
    const gone = await t.database.db.transaction((tx) => handOffsModule.record(tx, now));
    await worker(delivered).runOnce();
    expect(
      await t.database.db.transaction((tx) => handOffsModule.withdraw(tx, gone.id, t.clock.now())),
    ).toBe(false);
    expect(await handOffOf(gone.id)).toMatchObject({ state: 'sent' });
  });
});
