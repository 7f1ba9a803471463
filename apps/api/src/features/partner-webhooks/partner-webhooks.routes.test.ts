import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ONE_TIME_CODE_RESEND_AFTER_MS } from '@threshold/domain/codes/one-time-code-rules';
import {
  webhookDeliveriesSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointsSchema,
  webhookPayloadSchema,
  WEBHOOK_URL_MESSAGE,
  WEBHOOK_URL_PRIVATE_MESSAGE,
} from '@threshold/domain/partner/webhooks';
import { and, desc, eq } from 'drizzle-orm';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createWebhookDeliveriesRepo } from '../../messages/webhooks/webhook-deliveries.repo';
import { createWebhookSecretBox } from '../../messages/webhooks/webhook-secrets';
import {
  createWebhookWorker,
  WEBHOOK_RETENTION_MS,
  WEBHOOK_RETRY_DELAYS_MS,
  type WebhookWorker,
} from '../../messages/webhooks/webhook-worker';
import { buildApp } from '../../app';
import {
  createTestApp,
  TEST_OPERATOR_KEY,
  testConfig,
  type TestApp,
} from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { bearer } from '../enrolment/access-fixtures';

type Received = { headers: IncomingHttpHeaders; body: string };

/** A webhook receiver on a loopback port: records every request and answers the next queued status (200 when none). */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, status === 302 ? { location: 'http://127.0.0.1:1/' } : {});
      response.end('a body that is never stored');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The statuses the next requests get, in order. */
    answerNext: (...codes: number[]) => statuses.push(...codes),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let ipCounter = 0;
const nextIp = () => `10.23.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}`;
const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@partner.example.com`;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('partner webhooks: endpoints, Standard Webhooks deliveries and replays', () => {
  let t: TestApp;
  let worker: WebhookWorker;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    // Receivers check webhook-timestamp against the real time (5 minutes' tolerance): start there.
    t = await createTestApp({ clock: createTestClock(new Date()) });
    worker = createWebhookWorker({
      db: t.database.db,
      repo: createWebhookDeliveriesRepo(),
      secrets: createWebhookSecretBox(t.config.tokenSecret),
      clock: t.clock,
      logger: silent,
      refusePrivateAddresses: false,
    });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    // Back to the real time after a test moved the clock on (receivers check the timestamp).
    t.clock.set(new Date());
  });

  /** Runs the worker until nothing is due now. */
  async function drain() {
    for (let round = 0; round < 20; round += 1) {
      const result = await worker.runOnce();
      if (result.delivered + result.retried + result.failed + result.leaseLost === 0) return;
    }
  }

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      remoteAddress: nextIp(),
      ...(payload ? { payload } : {}),
    });

  async function latestCode(email: string): Promise<string> {
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'oneTimeCode')))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    if (!message?.meta.code) throw new Error(`no code sent to ${email}`);
    return message.meta.code;
  }
  async function signIn(email: string): Promise<string> {
    t.clock.advance(ONE_TIME_CODE_RESEND_AFTER_MS + 1000);
    const asked = await api('POST', '/partner/sign-in/code', undefined, { email });
    expect(asked.statusCode).toBe(200);
    const challengeId = asked.json().challengeId as string;
    const code = await latestCode(email);
    const signedIn = await api('POST', '/partner/sign-in', undefined, { email, code, challengeId });
    expect(signedIn.statusCode).toBe(200);
    return signedIn.json().accessToken as string;
  }
  async function ownerOf(brand: string): Promise<string> {
    const email = newEmail('owner');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/partner-owners',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: { brand, email },
    });
    expect(created.statusCode).toBe(201);
    return signIn(email);
  }
  async function register(token: string, events: string[], url = receiver.url) {
    const created = await api('POST', '/partner/webhooks', token, { url, events });
    expect(created.statusCode, created.body).toBe(201);
    return webhookEndpointCreatedSchema.parse(created.json());
  }
  async function deliveriesOf(token: string, endpointId: string) {
    const listed = await api('GET', `/partner/webhooks/${endpointId}/deliveries`, token);
    expect(listed.statusCode).toBe(200);
    return webhookDeliveriesSchema.parse(listed.json()).deliveries;
  }
  /** Deletes the endpoint so the next test's events go elsewhere. */
  const remove = async (token: string, endpointId: string) =>
    expect((await api('DELETE', `/partner/webhooks/${endpointId}`, token)).statusCode).toBe(204);

  it('an owner registers an endpoint and sees its secret once; it is encrypted at rest', async () => {
    const owner = await ownerOf('harbour-lettings');
    const endpoint = await register(owner, ['lead.created', 'enrolment.completed']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ url: receiver.url, enabled: true });

    const listed = webhookEndpointsSchema.parse(
      (await api('GET', '/partner/webhooks', owner)).json(),
    );
    expect(listed.endpoints.map((each) => each.id)).toContain(endpoint.id);
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret.slice(6));
    const [stored] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored?.secretCiphertext).not.toContain(endpoint.secret.slice(6));

    // Events outside the list and a non-http address are refused with the field's message.
    const badEvent = await api('POST', '/partner/webhooks', owner, {
      url: receiver.url,
      events: ['lead.deleted'],
    });
    expect(badEvent.statusCode).toBe(400);
    const badUrl = await api('POST', '/partner/webhooks', owner, {
      url: 'ftp://example.com/hooks',
      events: ['lead.created'],
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().errors).toHaveProperty('url');
    await remove(owner, endpoint.id);
  });

  it('delivers signed events in order for a partner API lead and a mover’s progress, with no personal data', async () => {
    // Northgate Lettings tells the council and water before products (its combined journey).
    const owner = await ownerOf('northgate-lettings');
    const endpoint = await register(owner, [
      'lead.created',
      'enrolment.confirmed',
      'service.completed',
      'enrolment.completed',
    ]);
    const verifier = new Webhook(endpoint.secret);

    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/partner/leads',
      headers: { authorization: `Bearer ${await t.partnerKey('northgate-lettings')}` },
      payload: {
        firstName: 'Grace',
        surname: 'Hopper',
        emailAddress: 'grace.hopper.lead@example.com',
        contactNumber: '07700900123',
        postcode: 'LS1 4AP',
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const leadId = lead.json().enrolmentId as string;

    // A mover signing up on the brand tells the council and water, then completes.
    const fixture = await t.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/mover',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: {
        step: 'product-selection',
        brand: 'northgate-lettings',
        firstName: 'Katherine',
        surname: 'Johnson',
        email: 'katherine.johnson.mover@example.com',
        postcode: 'LS1 4AP',
        address: '6 Park Row',
        products: ['council', 'water'],
      },
    });
    expect(fixture.statusCode, fixture.body).toBe(200);
    const mover = fixture.json<{ enrolmentId: string; accessToken: string }>();
    const told = await api('POST', '/council-water/notify', mover.accessToken, {
      page: '/enrolment/council-services-upfront',
    });
    expect(told.statusCode, told.body).toBe(200);
    const chosen = await api('PUT', '/enrolment/product-selection', mover.accessToken, {
      energyOptIn: 0,
      entertainmentOptIn: 0,
      councilOptIn: 1,
      waterOptIn: 1,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const completed = await api(
      'POST',
      '/enrolment/completeservices?services[]=3&services[]=6',
      mover.accessToken,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 40 });

    await drain();
    const events = receiver.received.map(({ headers, body }) => ({
      headers,
      payload: webhookPayloadSchema.parse(verifier.verify(body, headers as Record<string, string>)),
      body,
    }));
    expect(events.map(({ payload }) => [payload.type, payload.data.enrolmentId])).toEqual([
      ['lead.created', leadId],
      ['enrolment.confirmed', mover.enrolmentId],
      ['service.completed', mover.enrolmentId],
      ['service.completed', mover.enrolmentId],
      ['enrolment.completed', mover.enrolmentId],
    ]);
    expect(events.map(({ payload }) => payload.data.service?.name ?? null)).toEqual([
      null,
      null,
      'council',
      'water',
      null,
    ]);
    expect(events[0]?.payload.data).toEqual({
      enrolmentId: leadId,
      brand: '/northgate-lettings',
      status: 'pending',
    });
    expect(events.at(-1)?.payload.data.status).toBe('complete');
    for (const { headers, body } of events) {
      expect(headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(headers['webhook-timestamp']).toMatch(/^\d{10}$/);
      expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      for (const personal of [
        'Grace',
        'Hopper',
        'grace.hopper',
        '07700900123',
        'Katherine',
        'Johnson',
        'katherine.johnson',
        'LS1',
        'Park Row',
      ])
        expect(body).not.toContain(personal);
    }

    // A tampered body or signature, or another endpoint's secret, fails verification.
    const [first] = receiver.received;
    if (!first) throw new Error('no delivery');
    const headers = first.headers as Record<string, string>;
    expect(() => verifier.verify(first.body.replace('pending', 'complete'), headers)).toThrow(
      WebhookVerificationError,
    );
    const signature = headers['webhook-signature'] ?? '';
    const flipped = `${signature.slice(0, -3)}${signature.at(-3) === 'A' ? 'B' : 'A'}${signature.slice(-2)}`;
    expect(() => verifier.verify(first.body, { ...headers, 'webhook-signature': flipped })).toThrow(
      WebhookVerificationError,
    );
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(first.body, headers),
    ).toThrow(WebhookVerificationError);

    // The owner sees each delivery with its status code.
    const deliveries = await deliveriesOf(owner, endpoint.id);
    expect(deliveries).toHaveLength(5);
    expect(deliveries.every((each) => each.status === 'delivered')).toBe(true);
    expect(deliveries.map((each) => each.attempts.map((attempt) => attempt.statusCode))).toEqual(
      Array(5).fill([200]),
    );
    await remove(owner, endpoint.id);
  });

  it('retries a failing receiver with backoff, keeping its webhook-id, then succeeds once; a replay sends it again', async () => {
    const owner = await ownerOf('harbour-lettings');
    const endpoint = await register(owner, ['lead.created']);
    receiver.answerNext(500, 302, 503);
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/partner/leads',
      headers: { authorization: `Bearer ${await t.partnerKey('harbour-lettings')}` },
      payload: { surname: 'Retry', emailAddress: 'retry.lead@example.com', postcode: 'LS1 4AP' },
    });
    expect(lead.statusCode).toBe(201);

    await drain();
    expect(receiver.received).toHaveLength(1);
    // Not again before the first wait (5 s) has passed, then once per wait.
    t.clock.advance((WEBHOOK_RETRY_DELAYS_MS[0] ?? 0) - 1000);
    await drain();
    expect(receiver.received).toHaveLength(1);
    t.clock.advance(1000);
    await drain();
    expect(receiver.received).toHaveLength(2);
    t.clock.advance(WEBHOOK_RETRY_DELAYS_MS[1] ?? 0);
    await drain();
    t.clock.advance(WEBHOOK_RETRY_DELAYS_MS[2] ?? 0);
    await drain();
    t.clock.advance(WEBHOOK_RETRY_DELAYS_MS[3] ?? 0);
    await drain();
    expect(receiver.received).toHaveLength(4);
    const ids = new Set(receiver.received.map(({ headers }) => headers['webhook-id']));
    expect(ids.size).toBe(1);
    // Each attempt is signed at its own time (the clock moved hours, so verify's 5-minute window
    // would refuse the later ones here): the signature covers that attempt's timestamp.
    const signer = new Webhook(endpoint.secret);
    const timestamps = receiver.received.map(({ headers }) => Number(headers['webhook-timestamp']));
    expect(timestamps).toEqual([...timestamps].sort((a, b) => a - b));
    expect(new Set(timestamps).size).toBe(4);
    for (const { body, headers } of receiver.received)
      expect(headers['webhook-signature']).toBe(
        signer.sign(
          String(headers['webhook-id']),
          new Date(Number(headers['webhook-timestamp']) * 1000),
          body,
        ),
      );

    let [delivery] = await deliveriesOf(owner, endpoint.id);
    expect(delivery?.status).toBe('delivered');
    expect(delivery?.attempts.map((each) => [each.statusCode, each.error])).toEqual([
      [500, null],
      [302, 'redirect'],
      [503, null],
      [200, null],
    ]);

    const replayed = await api(
      'POST',
      `/partner/webhooks/${endpoint.id}/deliveries/${delivery?.id}/replay`,
      owner,
    );
    expect(replayed.statusCode).toBe(202);
    await drain();
    expect(receiver.received).toHaveLength(5);
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(delivery?.webhookId);
    [delivery] = await deliveriesOf(owner, endpoint.id);
    expect(delivery?.attempts.at(-1)).toMatchObject({ statusCode: 200, replay: true });

    // A disabled endpoint gets no new events.
    const disabled = await api('PATCH', `/partner/webhooks/${endpoint.id}`, owner, {
      enabled: false,
    });
    expect(disabled.json()).toMatchObject({ enabled: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/partner/leads',
      headers: { authorization: `Bearer ${await t.partnerKey('harbour-lettings')}` },
      payload: { surname: 'Quiet', emailAddress: 'quiet.lead@example.com', postcode: 'LS1 4AP' },
    });
    await drain();
    expect(receiver.received).toHaveLength(5);
    await remove(owner, endpoint.id);
  });

  it('refuses staff, and answers another partner’s endpoints as if they did not exist', async () => {
    const owner = await ownerOf('harbour-lettings');
    const endpoint = await register(owner, ['lead.created']);
    const staffEmail = newEmail('staff');
    const invited = await api('POST', '/partner/users', owner, {
      email: staffEmail,
      role: 'staff',
    });
    expect(invited.statusCode).toBe(201);
    const staff = await signIn(staffEmail);
    expect((await api('GET', '/partner/webhooks', staff)).statusCode).toBe(403);
    expect(
      (
        await api('POST', '/partner/webhooks', staff, {
          url: receiver.url,
          events: ['lead.created'],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api('GET', `/partner/webhooks/${endpoint.id}/deliveries`, staff)).statusCode,
    ).toBe(403);
    expect((await api('GET', '/partner/webhooks')).statusCode).toBe(401);

    const other = await ownerOf('oakfield-homes');
    const theirs = webhookEndpointsSchema.parse(
      (await api('GET', '/partner/webhooks', other)).json(),
    );
    expect(theirs.endpoints.map((each) => each.id)).not.toContain(endpoint.id);
    for (const [method, url] of [
      ['GET', `/partner/webhooks/${endpoint.id}/deliveries`],
      ['DELETE', `/partner/webhooks/${endpoint.id}`],
    ] as const)
      expect((await api(method, url, other)).statusCode).toBe(404);
    expect(
      (await api('PATCH', `/partner/webhooks/${endpoint.id}`, other, { enabled: false }))
        .statusCode,
    ).toBe(404);
    // Nor can they put an endpoint on a brand that is not theirs.
    const onTheirs = await api('POST', '/partner/webhooks', other, {
      url: receiver.url,
      events: ['lead.created'],
      brandId: endpoint.brandId,
    });
    expect(onTheirs.statusCode).toBe(400);

    // The owner still sees their endpoint, untouched.
    const mine = webhookEndpointsSchema.parse(
      (await api('GET', '/partner/webhooks', owner)).json(),
    );
    expect(mine.endpoints.find((each) => each.id === endpoint.id)).toMatchObject({ enabled: true });
    await remove(owner, endpoint.id);
  });

  it('tells the brand’s endpoints when an agent forgets a mover: the enrolment id and nothing else about them', async () => {
    const owner = await ownerOf('northgate-lettings');
    const endpoint = await register(owner, ['enrolment.forgotten']);
    const operator = { 'x-operator-key': TEST_OPERATOR_KEY };
    // Agents' names are letters: the random part of it too.
    const agentName = `Agent ${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    await t.app.inject({
      method: 'POST',
      url: '/api/operator/agents',
      headers: operator,
      payload: { name: agentName, email: newEmail('agent') },
    });
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agent-sign-in-tokens',
      headers: operator,
      payload: { agent: agentName },
    });
    const signedIn = await api('POST', '/telephony/login', await t.appToken(), {
      token: issued.json().token,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const opened = await api('POST', '/telephony/enrolments', signedIn.json().accessToken, {
      brand: 'northgate-lettings',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { accessToken, enrolmentId } = opened.json<{
      accessToken: string;
      enrolmentId: string;
    }>();
    const forgotten = await api('POST', '/enrolment/data-privacy/forget', accessToken);
    expect(forgotten.statusCode, forgotten.body).toBe(200);

    await drain();
    const [event] = receiver.received;
    if (!event) throw new Error('no delivery');
    expect(
      webhookPayloadSchema.parse(
        new Webhook(endpoint.secret).verify(event.body, event.headers as Record<string, string>),
      ),
    ).toMatchObject({
      type: 'enrolment.forgotten',
      data: { enrolmentId, brand: '/northgate-lettings' },
    });
    expect(receiver.received).toHaveLength(1);
    await remove(owner, endpoint.id);
  });

  it('tells of broadband chosen as a completed service', async () => {
    const owner = await ownerOf('northgate-lettings');
    const endpoint = await register(owner, ['service.completed']);
    const fixture = await t.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/mover',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: {
        step: 'broadband-list',
        brand: 'northgate-lettings',
        postcode: 'LS1 4AP',
        address: '6 Park Row',
        products: ['broadband'],
      },
    });
    expect(fixture.statusCode, fixture.body).toBe(200);
    const mover = fixture.json<{ enrolmentId: string; accessToken: string }>();
    const consent = await api('POST', '/enrolment/wom-consent?serviceType=4', mover.accessToken);
    expect(consent.statusCode, consent.body).toBe(204);
    const chosen = await api('POST', '/entertainment/select-package', mover.accessToken, {
      packageId: 'heronsgate-full-fibre-500',
      sourceId: 'wombb',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);

    await drain();
    const payloads = receiver.received.map(({ body, headers }) =>
      webhookPayloadSchema.parse(
        new Webhook(endpoint.secret).verify(body, headers as Record<string, string>),
      ),
    );
    expect(payloads).toMatchObject([
      {
        type: 'service.completed',
        data: {
          enrolmentId: mover.enrolmentId,
          service: { name: 'broadband', state: 'completed' },
        },
      },
    ]);
    await remove(owner, endpoint.id);
  });

  it('tells of energy completed once, with nothing of the mover or their bank', async () => {
    const owner = await ownerOf('northgate-lettings');
    const endpoint = await register(owner, ['service.completed', 'enrolment.completed']);
    const fixture = await t.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/mover',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: {
        step: 'energy-list',
        brand: 'northgate-lettings',
        postcode: 'LS1 4AP',
        address: '6 Park Row',
        products: ['energy'],
        knownUsage: 'Y',
      },
    });
    expect(fixture.statusCode, fixture.body).toBe(200);
    const mover = fixture.json<{ enrolmentId: string; accessToken: string }>();
    const quotes = await api('POST', '/quotes', mover.accessToken, {
      filters: {},
      wholeOfMarket: false,
      getAll: false,
    });
    expect(quotes.statusCode, quotes.body).toBe(200);
    const tariff = /"quoteId":"([^"]+)","priceId":"([^"]+)"/.exec(quotes.body);
    const [, quoteId, priceId] = tariff ?? [];
    expect(quoteId, 'a quoted tariff').toBeDefined();
    const selected = await api('POST', '/quotes/select', mover.accessToken, {
      tariffsId: [{ quoteId, priceId }],
      addOnsIdentifiers: [],
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const payment = {
      bankAccountName: 'Robin Hartley',
      bankAccountNumber: '66374958',
      bankAccountSortCode: '089999',
      preferredDay: '15',
      termsAndConditions: true,
    };
    expect(
      (await api('PUT', '/enrolment/directdebit', mover.accessToken, payment)).statusCode,
    ).toBe(200);
    const done = await api('POST', '/enrolment/energy/complete', mover.accessToken, payment);
    expect(done.statusCode, done.body).toBe(200);
    // A second completion sends nothing new.
    expect(
      (await api('POST', '/enrolment/energy/complete', mover.accessToken, payment)).statusCode,
    ).toBe(200);

    await drain();
    const payloads = receiver.received.map(({ body, headers }) =>
      webhookPayloadSchema.parse(
        new Webhook(endpoint.secret).verify(body, headers as Record<string, string>),
      ),
    );
    expect(payloads.map((payload) => [payload.type, payload.data.service?.name])).toEqual([
      ['service.completed', 'energy'],
    ]);
    for (const { body } of receiver.received)
      for (const personal of ['Robin', 'Hartley', '66374958', '089999', 'Park Row'])
        expect(body).not.toContain(personal);
    await remove(owner, endpoint.id);
  });

  it('keeps delivered events 30 days for the owner, then deletes them', async () => {
    const owner = await ownerOf('harbour-lettings');
    const endpoint = await register(owner, ['lead.created']);
    await t.app.inject({
      method: 'POST',
      url: '/api/partner/leads',
      headers: { authorization: `Bearer ${await t.partnerKey('harbour-lettings')}` },
      payload: { surname: 'Kept', emailAddress: 'kept.lead@example.com', postcode: 'LS1 4AP' },
    });
    await drain();
    expect(await deliveriesOf(owner, endpoint.id)).toMatchObject([{ status: 'delivered' }]);
    const stored = () =>
      t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
    const fresh = () =>
      createWebhookWorker({
        db: t.database.db,
        repo: createWebhookDeliveriesRepo(),
        secrets: createWebhookSecretBox(t.config.tokenSecret),
        clock: t.clock,
        logger: silent,
        refusePrivateAddresses: false,
      }).runOnce();
    t.clock.advance(WEBHOOK_RETENTION_MS - 3_600_000);
    await fresh();
    expect(await stored()).toHaveLength(1);
    t.clock.advance(2 * 3_600_000);
    await fresh();
    expect(await stored()).toEqual([]);
    await t.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  });

  it('two workers polling at once deliver each event once (leases)', async () => {
    const owner = await ownerOf('oakfield-homes');
    const endpoint = await register(owner, ['lead.created']);
    const key = await t.partnerKey('oakfield-homes');
    for (const surname of ['Lease', 'Leased', 'Leasing'])
      await t.app.inject({
        method: 'POST',
        url: '/api/partner/leads',
        headers: { authorization: `Bearer ${key}` },
        payload: { surname, emailAddress: `${surname}@example.com`, postcode: 'LS1 4AP' },
      });
    const another = createWebhookWorker({
      db: t.database.db,
      repo: createWebhookDeliveriesRepo(),
      secrets: createWebhookSecretBox(t.config.tokenSecret),
      clock: t.clock,
      logger: silent,
      refusePrivateAddresses: false,
    });
    await Promise.all([worker.runOnce(), another.runOnce()]);
    await drain();
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map(({ headers }) => headers['webhook-id'])).size).toBe(3);
    await remove(owner, endpoint.id);
  });

  it('in production: https only, and a receiver on a private or loopback address is refused', async () => {
    const production = createWebhookWorker({
      db: t.database.db,
      repo: createWebhookDeliveriesRepo(),
      secrets: createWebhookSecretBox(t.config.tokenSecret),
      clock: t.clock,
      logger: silent,
      refusePrivateAddresses: true,
    });
    const owner = await ownerOf('harbour-lettings');
    const endpoint = await register(owner, ['lead.created']);
    await t.app.inject({
      method: 'POST',
      url: '/api/partner/leads',
      headers: { authorization: `Bearer ${await t.partnerKey('harbour-lettings')}` },
      payload: {
        surname: 'Loopback',
        emailAddress: 'loopback.lead@example.com',
        postcode: 'LS1 4AP',
      },
    });
    await production.runOnce();
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(owner, endpoint.id);
    expect(delivery?.attempts).toMatchObject([{ statusCode: null, error: 'private-address' }]);
    await remove(owner, endpoint.id);

    // Registering: https only, and not a private or loopback host.
    const app = await buildApp({
      config: testConfig({ nodeEnv: 'production' }),
      db: t.database,
      clock: t.clock,
    });
    try {
      for (const [url, message] of [
        ['http://hooks.example.com/in', WEBHOOK_URL_MESSAGE],
        ['https://127.0.0.1/in', WEBHOOK_URL_PRIVATE_MESSAGE],
        ['https://localhost:8443/in', WEBHOOK_URL_PRIVATE_MESSAGE],
        ['https://[::1]/in', WEBHOOK_URL_PRIVATE_MESSAGE],
      ]) {
        const refused = await app.inject({
          method: 'POST',
          url: '/api/partner/webhooks',
          headers: bearer(owner),
          payload: { url, events: ['lead.created'] },
        });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json().errors, url).toEqual({ url: message });
      }
    } finally {
      await app.close();
    }
  });
});
