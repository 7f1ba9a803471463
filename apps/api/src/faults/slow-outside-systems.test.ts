import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { BROADBAND_TOTAL_FAILURE_MESSAGE } from '@threshold/domain/messages/broadband';
import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import { TARIFF_RETRIEVAL_MESSAGE } from '@threshold/domain/messages/energy';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { energyJourneys, enrolments, entertainmentJourneys, outboxMessages } from '../db/schema';
import { bearer } from '../features/enrolment/access-fixtures';
import { lookedUpAddressPatch } from '../features/enrolment/address-patch';
import { createOutboxRepo } from '../messages/outbox.repo';
import { createOutboxWorker } from '../messages/outbox-worker';
import { createSmsWebhookTransport } from '../messages/transports/sms-webhook.transport';
import { createSmtpTransport } from '../messages/transports/smtp.transport';
import { createDatasetAddressProvider } from '../providers/addresses/dataset-address-provider';
import { withFaults } from '../providers/addresses/faulty-address-provider';
import type { BroadbandCatalogueFaults } from '../providers/broadband-catalogue/faulty-broadband-catalogue';
import type { EnergyCatalogueFaults } from '../providers/energy-catalogue/faulty-energy-catalogue';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Each outside system slow far beyond its deadline (it never answers within the test): the API
 * still answers, in the spec's words, and writes nothing half. Mail and SMS go through the outbox,
 * so a request never waits on them: a hung SMTP server or SMS gateway delays delivery only.
 */

/** Far beyond every deadline below: to the request, an outside system that never answers. */
const NEVER_MS = 120_000;
/** The deadlines the app is built with here, short so the test is quick. */
const DEADLINE_MS = 300;

// As the energy and broadband tests have it: both lists open for a move-in 8 days on.
const TODAY = '2026-03-02T10:00:00Z';
const MOVE_IN = '2026-03-10';
const addresses = createDatasetAddressProvider();

describe('an outside system far slower than its deadline', () => {
  let t: TestApp;
  const addressFaults: { delayMs?: number } = {};
  const energyFaults: EnergyCatalogueFaults = { fault: null };
  const broadbandFaults: BroadbandCatalogueFaults = { fault: null };

  beforeAll(async () => {
    t = await createTestApp({
      addressProvider: withFaults(createDatasetAddressProvider(), addressFaults),
      addressProviderDeadlineMs: DEADLINE_MS,
      energyCatalogueFaults: energyFaults,
      energyCatalogueDeadlineMs: DEADLINE_MS,
      broadbandCatalogueFaults: broadbandFaults,
      broadbandCatalogueDeadlineMs: DEADLINE_MS,
    });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    t.clock.set(TODAY);
    addressFaults.delayMs = undefined;
    energyFaults.delayMs = undefined;
    broadbandFaults.fault = null;
  });

  /** A mover at the product pages with energy and broadband chosen, at a home of the shipped dataset. */
  async function mover() {
    const created = await t.createMover();
    const record = await addresses.findByKey('LS63BN-2');
    if (!record) throw new Error('no address LS63BN-2');
    await t.database.db
      .update(enrolments)
      .set({
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: 'productSelection',
        firstName: 'Robin',
        surname: 'Hartley',
        contactNumber: '07700900123',
        emailAddress: created.email,
        moveInDate: MOVE_IN,
        ...lookedUpAddressPatch(record),
        energyOptIn: 1,
        energyConsented: true,
        entertainmentOptIn: 1,
        entertainmentConsented: true,
        councilOptIn: 0,
        councilConsented: false,
        waterOptIn: 0,
        waterConsented: false,
      })
      .where(eq(enrolments.id, created.enrolmentId));
    return { ...created, headers: bearer(await t.userToken(created)) };
  }

  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const enrolmentOf = async (id: string) =>
    (await t.database.db.select().from(enrolments).where(eq(enrolments.id, id)))[0];

  it('addresses: the lookup and the choice answer with the third-party words, and the address is not changed', async () => {
    const m = await mover();
    const before = await enrolmentOf(m.enrolmentId);
    addressFaults.delayMs = NEVER_MS;
    for (const response of await Promise.all([
      call(m.headers, 'GET', '/api/addresses/LS14AP'),
      call(m.headers, 'POST', '/api/address', { addressKey: 'LS14AP-1' }),
    ])) {
      expect(response.statusCode, response.body).toBe(502);
      expect(response.json()).toEqual({
        message: THIRD_PARTY_FAILURE_MESSAGE,
        code: 'THIRD_PARTY_FAILURE',
      });
    }
    expect(await enrolmentOf(m.enrolmentId)).toEqual(before);
  });

  it('energy catalogue: the list answers with the retrieval words, and no choice is stored', async () => {
    const m = await mover();
    energyFaults.delayMs = NEVER_MS;
    const list = await call(m.headers, 'POST', '/api/quotes', {});
    expect(list.statusCode, list.body).toBe(502);
    expect(list.json()).toEqual({ code: 'TARIFF_RETRIEVAL', message: TARIFF_RETRIEVAL_MESSAGE });
    const [journey] = await t.database.db
      .select()
      .from(energyJourneys)
      .where(eq(energyJourneys.enrolmentId, m.enrolmentId));
    expect(journey?.selectedTariff ?? null).toBeNull();
  });

  it('energy catalogue: a choice from a list shown before it went slow is made whole from the kept quote', async () => {
    const m = await mover();
    const list = await call(m.headers, 'POST', '/api/quotes', {});
    expect(list.statusCode, list.body).toBe(200);
    const { quoteId, tariffs } = list.json<{
      quoteId: string;
      tariffs: { priceId: string }[];
    }>();
    energyFaults.delayMs = NEVER_MS;
    const chosen = await call(m.headers, 'POST', '/api/quotes/select', {
      tariffsId: [{ quoteId, priceId: tariffs[0]!.priceId }],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const [journey] = await t.database.db
      .select()
      .from(energyJourneys)
      .where(eq(energyJourneys.enrolmentId, m.enrolmentId));
    expect(journey?.selectedTariff).toMatchObject({ priceId: tariffs[0]!.priceId });
  });

  it('broadband catalogue: the list answers with the combined-failure words; a package, or a choice of one, with the third-party words, storing nothing', async () => {
    const m = await mover();
    const healthy = await call(m.headers, 'POST', '/api/entertainment/broadband', {});
    expect(healthy.statusCode, healthy.body).toBe(200);
    const [shown] = healthy.json<{ promotedPackages: { packageId: string; sourceId: string }[] }>()
      .promotedPackages;
    if (!shown) throw new Error('no package listed');
    const ref = { packageId: shown.packageId, sourceId: shown.sourceId };

    broadbandFaults.fault = 'no-answer';
    const list = await call(m.headers, 'POST', '/api/entertainment/broadband', {});
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      apiError: BROADBAND_TOTAL_FAILURE_MESSAGE,
      errorCode: 'COMBINED_SEARCH_FAILED',
    });
    for (const response of await Promise.all([
      call(m.headers, 'GET', `/api/entertainment/packages/${ref.sourceId}/${ref.packageId}`),
      call(m.headers, 'POST', '/api/entertainment/select-package', ref),
    ])) {
      expect(response.statusCode, response.body).toBe(502);
      expect(response.json()).toEqual({
        message: THIRD_PARTY_FAILURE_MESSAGE,
        code: 'THIRD_PARTY_FAILURE',
      });
    }
    const [journey] = await t.database.db
      .select()
      .from(entertainmentJourneys)
      .where(eq(entertainmentJourneys.enrolmentId, m.enrolmentId));
    expect(journey?.selectedPackage ?? null).toBeNull();
  });
});

/** An SMTP server that takes the connection and never says a word. */
async function silentSmtpServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An SMS gateway that reads the request and never answers it. */
async function silentSmsGateway(): Promise<{ url: string; close(): Promise<void> }> {
  const server: HttpServer = createHttpServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('an SMTP server and an SMS gateway that never answer', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof silentSmtpServer>>;
  let sms: Awaited<ReturnType<typeof silentSmsGateway>>;
  beforeAll(async () => {
    t = await createTestApp();
    smtp = await silentSmtpServer();
    sms = await silentSmsGateway();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await sms.close();
  });

  it('leave a partner lead answered at once, its invitation kept in the outbox for another try, not lost', async () => {
    const partnerKey = await t.partnerKey('harbour-lettings', 'slow transports');
    const lead = (email: string, inviteBy: 'email' | 'sms') =>
      t.app.inject({
        method: 'POST',
        url: '/api/partner/leads',
        headers: { authorization: `Bearer ${partnerKey}` },
        payload: {
          title: 'Ms',
          firstName: 'Ada',
          surname: 'Slow',
          emailAddress: email,
          contactNumber: '07700900789',
          moveInDate: '2026-12-20',
          postcode: 'LS1 4AP',
          enrolmentType: 'Social',
          inviteBy,
        },
      });
    const byEmail = await lead('slow.smtp@example.com', 'email');
    const bySms = await lead('slow.sms@example.com', 'sms');
    expect(byEmail.statusCode, byEmail.body).toBe(201);
    expect(bySms.statusCode, bySms.body).toBe(201);

    const worker = createOutboxWorker({
      db: t.database.db,
      repo: createOutboxRepo(),
      transports: {
        email: createSmtpTransport({
          url: `smtp://127.0.0.1:${smtp.port}`,
          from: 'Threshold <hello@threshold.example>',
          timeoutsMs: { connection: DEADLINE_MS, greeting: DEADLINE_MS, socket: DEADLINE_MS },
        }),
        sms: createSmsWebhookTransport({ url: sms.url, timeoutMs: DEADLINE_MS }),
      },
      clock: t.clock,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    // The worker's try ends at the transports' deadlines: each message waits for its next try.
    const result = await worker.runOnce();
    expect(result).toMatchObject({ sent: 0, failed: 0 });
    expect(result.retried).toBeGreaterThanOrEqual(2);
    const rows = await t.database.db
      .select({
        recipient: outboxMessages.recipient,
        channel: outboxMessages.channel,
        status: outboxMessages.status,
        attempts: outboxMessages.attempts,
      })
      .from(outboxMessages);
    const waiting = rows.filter((row) =>
      ['slow.smtp@example.com', '07700900789'].includes(row.recipient),
    );
    expect(waiting.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { recipient: 'slow.smtp@example.com', channel: 'email', status: 'pending', attempts: 1 },
      {
        recipient: expect.stringContaining('7700900789'),
        channel: 'sms',
        status: 'pending',
        attempts: 1,
      },
    ]);
    await worker.stop();
  });
});
