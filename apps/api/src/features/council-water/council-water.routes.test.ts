import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { councilWaterSchema } from '@threshold/domain/schemas/council-water';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorityContacts,
  authorityNotifications,
  brands,
  enrolments,
  handOffs,
  outboxMessages,
} from '../../db/schema';
import { createOutboxRepo } from '../../messages/outbox.repo';
import { createOutboxWorker } from '../../messages/outbox-worker';
import { createDevMailboxTransport } from '../../messages/transports/dev-mailbox.transport';
import type { Transport } from '../../messages/transports/transport';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';

// The test clock stands at 2026-03-02 10:00 UTC.
const MOVE_IN = '2026-03-12';
const LATER_MOVE_IN = '2026-03-20';
const LEEDS_HOME = 'LS14AP-1';
const UPFRONT = '/enrolment/council-services-upfront';
const SEPARATE = '/enrolment/council-services';
const LEEDS_CONTACT = 'council.e08000035@authorities.threshold.example';
const YORKSHIRE_WATER_CONTACT = 'water.yorkshire@authorities.threshold.example';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

describe('council and water notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A mover at moving details: Northgate Lettings (combined journey, both mandatory) unless told otherwise. */
  async function mover(
    brandRoute = 'northgate-lettings',
    extra: Partial<typeof enrolments.$inferInsert> = {},
  ) {
    const created = await t.createMover();
    const [brand] = await t.database.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.urlRoute, brandRoute));
    await t.database.db
      .update(enrolments)
      .set({
        brandId: brand!.id,
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: 'movingDetails',
        firstName: 'Robin',
        surname: 'Hartley',
        ...extra,
      })
      .where(eq(enrolments.id, created.enrolmentId));
    return { ...created, token: await t.userToken(created) };
  }

  const saveMovingDetails = (token: string, addressKey: string, moveInDate = MOVE_IN) => {
    const { headers, payload } = form({ moveInDate, residentialStatus: '201', addressKey });
    return t.app.inject({
      method: 'PUT',
      url: '/api/address',
      headers: { ...headers, ...bearer(token) },
      payload,
    });
  };
  const notify = (token: string, page = UPFRONT) =>
    t.app.inject({
      method: 'POST',
      url: '/api/council-water/notify',
      headers: bearer(token),
      payload: { page },
    });
  const summary = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/council-water',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return councilWaterSchema.parse(response.json());
  };
  const toldOf = (enrolmentId: string) =>
    t.database.db
      .select({
        kind: authorityNotifications.kind,
        authorityName: authorityNotifications.authorityName,
        reason: authorityNotifications.reason,
        reference: authorityNotifications.reference,
        moveInDate: authorityNotifications.moveInDate,
        recipient: outboxMessages.recipient,
        textBody: outboxMessages.textBody,
      })
      .from(authorityNotifications)
      .innerJoin(handOffs, eq(handOffs.id, authorityNotifications.id))
      .innerJoin(outboxMessages, eq(outboxMessages.id, handOffs.outboxMessageId))
      .where(eq(authorityNotifications.enrolmentId, enrolmentId))
      .orderBy(asc(authorityNotifications.createdAt), asc(authorityNotifications.kind));
  const worker = (transport: Transport = createDevMailboxTransport(), maxAttempts?: number) =>
    createOutboxWorker({
      db: t.database.db,
      repo: createOutboxRepo(),
      transports: { email: transport, sms: transport },
      clock: t.clock,
      logger: silent,
      ...(maxAttempts ? { maxAttempts } : {}),
    });

  it('shows the dataset authorities of the new home before anyone is told', async () => {
    const { token } = await mover();
    expect((await saveMovingDetails(token, LEEDS_HOME)).json().nextRoute).toBe(UPFRONT);
    const shown = await summary(token);
    expect(shown.council).toMatchObject({
      councilName: 'Leeds City Council',
      isAvailable: true,
      isCompleted: false,
      isConsented: true,
      completeRegistrationLink: 'https://www.leeds.gov.uk',
      notification: null,
    });
    expect(shown.water).toMatchObject({
      boardName: 'Yorkshire Water',
      isScotland: false,
      notification: null,
    });
  });

  it('tells each authority once, through the outbox to its catalogue contact: queued, then sent by the worker', async () => {
    const { token, enrolmentId } = await mover();
    await saveMovingDetails(token, LEEDS_HOME);
    const response = await notify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      councilComplete: true,
      waterComplete: true,
      tenantPortalStorage: 'councilWaterPreProducts',
    });

    const told = await toldOf(enrolmentId);
    expect(told.map(({ kind, recipient, reason }) => ({ kind, recipient, reason }))).toEqual([
      { kind: 'council', recipient: LEEDS_CONTACT, reason: 'initial' },
      { kind: 'water', recipient: YORKSHIRE_WATER_CONTACT, reason: 'initial' },
    ]);
    const [council] = told;
    expect(council!.reference).toMatch(/^TH-[A-Z2-9]{8}$/);
    expect(council!.textBody).toContain('Robin Hartley');
    expect(council!.textBody).toContain('Park Row');
    expect(council!.textBody).toContain('LS1 4AP');
    expect(council!.textBody).toContain('12/03/2026');
    expect(council!.textBody).toContain(council!.reference);

    const queued = await summary(token);
    expect(queued.council.notification).toMatchObject({
      state: 'queued',
      reason: 'initial',
      reference: council!.reference,
    });

    await worker().runOnce();
    const sent = await summary(token);
    expect(sent.council.notification).toMatchObject({
      state: 'sent',
      stateAt: t.clock.now().toISOString(),
    });
    expect(sent.water.notification).toMatchObject({ state: 'sent' });
  });

  it('answers 409 for a second press once both are told, and two presses at once still tell each authority once', async () => {
    const { token, enrolmentId } = await mover();
    await saveMovingDetails(token, LEEDS_HOME);
    const answers = await Promise.all([notify(token), notify(token)]);
    expect(answers.map((answer) => answer.statusCode)).toContain(200);
    expect((await toldOf(enrolmentId)).length).toBe(2);
    expect((await notify(token)).statusCode).toBe(409);
    expect((await toldOf(enrolmentId)).length).toBe(2);
  });

  it('records the failed state and its time when the transport gives up', async () => {
    const { token } = await mover();
    await saveMovingDetails(token, LEEDS_HOME);
    await notify(token);
    const failing: Transport = {
      send: () => Promise.reject(new Error('mail server down')),
    };
    await worker(failing, 1).runOnce();
    const shown = await summary(token);
    expect(shown.council.notification).toMatchObject({
      state: 'failed',
      stateAt: t.clock.now().toISOString(),
    });
    expect(shown.water.notification).toMatchObject({ state: 'failed' });
  });

  it('tells the authorities of a new move-in date as an update with the same reference', async () => {
    const { token, enrolmentId } = await mover();
    await saveMovingDetails(token, LEEDS_HOME);
    await notify(token);
    const [first] = await toldOf(enrolmentId);

    expect((await saveMovingDetails(token, LEEDS_HOME, LATER_MOVE_IN)).statusCode).toBe(200);
    const told = await toldOf(enrolmentId);
    expect(told.length).toBe(4);
    const update = told.find((row) => row.kind === 'council' && row.reason === 'update');
    expect(update).toMatchObject({
      reference: first!.reference,
      moveInDate: LATER_MOVE_IN,
      recipient: LEEDS_CONTACT,
    });
    expect(update!.textBody).toContain('20/03/2026');
    expect((await summary(token)).council.notification).toMatchObject({
      reason: 'update',
      reference: first!.reference,
    });

    // Saving the same details again tells nobody anything new.
    await saveMovingDetails(token, LEEDS_HOME, LATER_MOVE_IN);
    expect((await toldOf(enrolmentId)).length).toBe(4);
  });

  it('coalesces updates: 14 saves after the telling send at most one update per authority a day, with the latest facts', async () => {
    const { token, enrolmentId } = await mover();
    await saveMovingDetails(token, LEEDS_HOME);
    await notify(token);
    await worker().runOnce();
    const messages = () =>
      t.database.db
        .select({
          recipient: outboxMessages.recipient,
          status: outboxMessages.status,
          textBody: outboxMessages.textBody,
          sendAfter: outboxMessages.sendAfter,
        })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.enrolmentId, enrolmentId),
            eq(outboxMessages.template, 'authorityNotification'),
          ),
        );
    const sentTo = async (recipient: string) =>
      (await messages()).filter((m) => m.recipient === recipient && m.status === 'sent');
    const start = t.clock.now();

    // Twelve saves, each with another move-in date: one update per authority waits, carrying the last.
    for (let day = 13; day <= 24; day += 1) {
      expect((await saveMovingDetails(token, LEEDS_HOME, `2026-03-${day}`)).statusCode).toBe(200);
    }
    const waiting = (await messages()).filter((m) => m.status === 'pending');
    expect(waiting.map((m) => m.recipient).sort()).toEqual([
      LEEDS_CONTACT,
      YORKSHIRE_WATER_CONTACT,
    ]);
    for (const message of waiting) expect(message.textBody).toContain('24/03/2026');
    const updates = (await toldOf(enrolmentId)).filter((row) => row.reason === 'update');
    expect(updates.map((row) => row.moveInDate)).toEqual(['2026-03-24', '2026-03-24']);
    await worker().runOnce();
    expect((await sentTo(LEEDS_CONTACT)).length).toBe(2);
    expect((await summary(token)).council.notification).toMatchObject({
      reason: 'update',
      state: 'sent',
    });

    // Two more saves the same day: one update per authority waits until a day after the last went.
    await saveMovingDetails(token, LEEDS_HOME, '2026-03-25');
    await saveMovingDetails(token, LEEDS_HOME, '2026-03-26');
    const next = (await messages()).filter((m) => m.status === 'pending');
    expect(next.length).toBe(2);
    for (const message of next) {
      expect(message.textBody).toContain('26/03/2026');
      expect(message.sendAfter.getTime()).toBe(start.getTime() + 24 * 60 * 60 * 1000);
    }
    expect((await summary(token)).council.notification).toMatchObject({
      reason: 'update',
      state: 'queued',
    });
    await worker().runOnce();
    expect((await sentTo(LEEDS_CONTACT)).length).toBe(2);

    try {
      t.clock.advance(24 * 60 * 60 * 1000);
      await worker().runOnce();
      const council = await sentTo(LEEDS_CONTACT);
      expect(council.length).toBe(3);
      expect((await sentTo(YORKSHIRE_WATER_CONTACT)).length).toBe(3);
      expect(council.filter((m) => m.textBody.includes('26/03/2026')).length).toBe(1);
    } finally {
      t.clock.set(start);
    }
  });

  it('coalesces a mover who keeps switching homes: within a day each kind hears the first change only, then the last', async () => {
    const { token, enrolmentId } = await mover();
    await saveMovingDetails(token, LEEDS_HOME);
    await notify(token);
    await worker().runOnce();
    const messages = () =>
      t.database.db
        .select({
          recipient: outboxMessages.recipient,
          status: outboxMessages.status,
          sendAfter: outboxMessages.sendAfter,
        })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.enrolmentId, enrolmentId),
            eq(outboxMessages.template, 'authorityNotification'),
          ),
        );
    const start = t.clock.now();

    for (let save = 1; save <= 12; save += 1) {
      const home = save % 2 ? 'B138JP-1' : LEEDS_HOME;
      expect((await saveMovingDetails(token, home)).statusCode).toBe(200);
      await worker().runOnce();
    }
    const all = await messages();
    // Leeds and Yorkshire Water (the telling), Birmingham and Severn Trent (the first change): sent.
    expect(all.filter((m) => m.status === 'sent').length).toBe(4);
    const waiting = all.filter((m) => m.status === 'pending');
    expect(waiting.map((m) => m.recipient).sort()).toEqual(
      [LEEDS_CONTACT, YORKSHIRE_WATER_CONTACT].sort(),
    );
    for (const message of waiting)
      expect(message.sendAfter.getTime()).toBe(start.getTime() + 24 * 60 * 60 * 1000);
    try {
      t.clock.advance(24 * 60 * 60 * 1000);
      await worker().runOnce();
      expect((await messages()).filter((m) => m.status === 'sent').length).toBe(6);
    } finally {
      t.clock.set(start);
    }
  });

  it('limits a mover to 20 saves of moving details an hour: 429 with Retry-After, and the 21st saves nothing', async () => {
    const { token, enrolmentId } = await mover();
    const start = t.clock.now();
    for (let save = 1; save <= 20; save += 1) {
      expect(
        (await saveMovingDetails(token, LEEDS_HOME, save % 2 ? MOVE_IN : LATER_MOVE_IN)).statusCode,
      ).toBe(200);
    }
    const refused = await saveMovingDetails(token, LEEDS_HOME, '2026-03-25');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toMatchObject({
      message:
        'You have changed your moving details many times in the last hour. Please try again later.',
    });
    const [row] = await t.database.db
      .select({ moveInDate: enrolments.moveInDate })
      .from(enrolments)
      .where(eq(enrolments.id, enrolmentId));
    expect(row?.moveInDate).toBe(LATER_MOVE_IN);

    // Another mover is not held back, and this one may save again an hour later.
    const other = await mover();
    expect((await saveMovingDetails(other.token, LEEDS_HOME)).statusCode).toBe(200);
    try {
      t.clock.advance(60 * 60 * 1000);
      expect((await saveMovingDetails(token, LEEDS_HOME, '2026-03-25')).statusCode).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  it("tells a new home's different authorities afresh", async () => {
    const { token, enrolmentId } = await mover();
    await saveMovingDetails(token, LEEDS_HOME);
    await notify(token);
    await saveMovingDetails(token, 'B138JP-1');
    const fresh = (await toldOf(enrolmentId)).slice(2);
    expect(
      fresh.map(({ kind, authorityName, reason }) => ({ kind, authorityName, reason })),
    ).toEqual([
      { kind: 'council', authorityName: 'Birmingham City Council', reason: 'initial' },
      { kind: 'water', authorityName: 'Severn Trent Water', reason: 'initial' },
    ]);
  });

  it('answers 409 before moving details, and writes nothing', async () => {
    const { token, enrolmentId } = await mover('northgate-lettings', {
      status: ENROLMENT_STATUS.open,
    });
    const response = await notify(token);
    expect(response.statusCode).toBe(409);
    expect(await toldOf(enrolmentId)).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, enrolmentId));
    expect(row).toMatchObject({ councilComplete: false, waterComplete: false });
  });

  it("never shows or tells for another mover's enrolment", async () => {
    const first = await mover();
    await saveMovingDetails(first.token, LEEDS_HOME);
    await notify(first.token);
    const other = await mover('northgate-lettings', { status: ENROLMENT_STATUS.open });
    const shown = await summary(other.token);
    expect(shown.council).toMatchObject({ councilName: null, notification: null });
    expect((await notify(other.token)).statusCode).toBe(409);
    expect((await toldOf(first.enrolmentId)).length).toBe(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/council-water' })).statusCode).toBe(401);
  });

  it('says an unidentified council is complete with nothing to tell, and tells the water board', async () => {
    const { token, enrolmentId } = await mover();
    await saveMovingDetails(token, 'CB241AZ-1');
    expect((await summary(token)).council).toMatchObject({ councilName: null, isAvailable: false });
    const response = await notify(token);
    expect(response.json()).toMatchObject({ councilComplete: true, waterComplete: true });
    expect((await toldOf(enrolmentId)).map((row) => row.authorityName)).toEqual([
      'Cambridge Water',
    ]);
  });

  it("says Scotland's water is paid with council tax", async () => {
    const { token } = await mover();
    await saveMovingDetails(token, 'EH11YZ-1');
    expect((await summary(token)).water).toMatchObject({
      isScotland: true,
      boardName: 'Scottish Water',
    });
  });

  it('tells only what the mover consented to on the separate page, and an authority missing from the catalogue through the fallback address', async () => {
    const { token, enrolmentId } = await mover('default', {
      energyConsented: false,
      entertainmentConsented: false,
      councilConsented: true,
      waterConsented: false,
    });
    await saveMovingDetails(token, 'S118YJ-1');
    await t.database.db
      .delete(authorityContacts)
      .where(and(eq(authorityContacts.kind, 'council'), eq(authorityContacts.code, 'E08000019')));
    const response = await notify(token, SEPARATE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      councilComplete: true,
      waterComplete: false,
      tenantPortalStorage: 'councilServices',
    });
    expect(
      (await toldOf(enrolmentId)).map(({ authorityName, recipient }) => ({
        authorityName,
        recipient,
      })),
    ).toEqual([
      { authorityName: 'Sheffield City Council', recipient: t.config.authorityFallbackEmail },
    ]);
  });

  const statusOf = async (enrolmentId: string) => {
    const [row] = await t.database.db
      .select({ status: enrolments.status, servicesCompletedAt: enrolments.servicesCompletedAt })
      .from(enrolments)
      .where(eq(enrolments.id, enrolmentId));
    return row!;
  };

  it('completes the move when council and water were the last services the mover wanted (energy and broadband declined)', async () => {
    const { token, enrolmentId } = await mover('default', {
      energyConsented: false,
      entertainmentConsented: false,
      councilConsented: true,
      waterConsented: true,
    });
    await saveMovingDetails(token, LEEDS_HOME);
    expect((await notify(token, SEPARATE)).statusCode).toBe(200);
    expect(await statusOf(enrolmentId)).toEqual({
      status: ENROLMENT_STATUS.complete,
      servicesCompletedAt: t.clock.now(),
    });
  });

  it('leaves the status alone when the authorities are told before the mover has chosen products', async () => {
    const { token, enrolmentId } = await mover();
    await saveMovingDetails(token, LEEDS_HOME);
    expect((await notify(token, UPFRONT)).statusCode).toBe(200);
    expect(await statusOf(enrolmentId)).toEqual({
      status: ENROLMENT_STATUS.detailsPopulated,
      servicesCompletedAt: null,
    });
  });
});
