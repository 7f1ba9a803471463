import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { outboxMessages } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test-support/test-app';
import { CLIENT_ERRORS_PER_MINUTE } from './client-errors.routes';

/** Personal data a request or a report carries: none of it may reach metrics or logs. */
const PERSONAL = [
  'jane.doe@example.com',
  'jane.doe%40example.com',
  'SW1A1AA',
  'SW1A 1AA',
  '07700900123',
];

function expectNoPersonalData(text: string): void {
  for (const value of PERSONAL) expect(text).not.toContain(value);
}

describe('GET /metrics and POST /api/client-errors', () => {
  let t: TestApp;
  const logLines: string[] = [];
  let ipCounter = 0;
  beforeAll(async () => {
    t = await createTestApp({
      logger: createLogger('info', { write: (line: string) => logLines.push(line) }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = (headers: Record<string, string> = { 'x-operator-key': TEST_OPERATOR_KEY }) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers });

  const report = (payload: unknown, remoteAddress = `10.1.0.${(ipCounter += 1)}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: payload as object,
      remoteAddress,
    });

  const validReport = {
    message: 'TypeError: no address for jane.doe@example.com at SW1A 1AA, call 07700900123',
    route: '/moving-details/SW1A1AA?email=jane.doe@example.com',
    source: 'error',
    buildId: 'Bx7kP2qZ',
    userAgentFamily: 'Chrome',
  };

  it('refuses a scrape without the operator key (401) or with a wrong one (403)', async () => {
    const missing = await scrape({});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ message: expect.stringContaining('operator key') });
    expect(missing.body).not.toContain('http_request');
    expect((await scrape({ 'x-operator-key': 'not-the-operator-key' })).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer not-the-operator-key' })).statusCode).toBe(403);
  });

  it('counts requests per route pattern and status, never the URL with its postcode or query', async () => {
    const mover = await t.createMover({ email: 'jane.doe@example.com' });
    const token = await t.userToken(mover);
    const lookUp = await t.app.inject({
      method: 'GET',
      url: '/api/addresses/SW1A1AA?email=jane.doe%40example.com',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(lookUp.statusCode).toBeLessThan(500);
    const refused = await t.app.inject({ method: 'GET', url: '/api/addresses/SW1A1AA' });
    expect(refused.statusCode).toBe(401);

    const metrics = await scrape({ authorization: `Bearer ${TEST_OPERATOR_KEY}` });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    const text = metrics.body;
    expect(text).toContain(
      `http_request_duration_seconds_count{method="GET",route="/api/addresses/:postcode",status_code="${lookUp.statusCode}"} 1`,
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/addresses/:postcode",status_code="401"} 1',
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET"/);
    expect(text).not.toContain('route="/metrics"');
    expect(text).toContain('process_cpu_user_seconds_total');
    expectNoPersonalData(text);
  });

  it("shows the outbox's depth, the oldest due message's age, retries and failures", async () => {
    const now = t.clock.now().getTime();
    const message = {
      channel: 'email' as const,
      recipient: 'jane.doe@example.com',
      template: 'metrics-test',
      textBody: 'Hello',
      meta: { links: [] },
    };
    await t.database.db.insert(outboxMessages).values([
      { ...message, sendAfter: new Date(now - 90_000) },
      { ...message, sendAfter: new Date(now - 10_000), attempts: 2 },
      { ...message, sendAfter: new Date(now + 86_400_000) },
      { ...message, status: 'failed', attempts: 8, sendAfter: new Date(now - 3_600_000) },
      { ...message, status: 'sent', sendAfter: new Date(now - 7_200_000) },
    ]);
    const text = (await scrape()).body;
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('threshold_outbox_due_messages')).toBeGreaterThanOrEqual(2);
    expect(value('threshold_outbox_scheduled_messages')).toBeGreaterThanOrEqual(1);
    expect(value('threshold_outbox_oldest_due_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(value('threshold_outbox_retrying_messages')).toBeGreaterThanOrEqual(1);
    expect(value('threshold_outbox_failed_messages')).toBeGreaterThanOrEqual(1);
    expectNoPersonalData(text);
  });

  it("shows the database's load: the pool's connections on PostgreSQL, the queue on PGlite", async () => {
    const text = (await scrape()).body;
    if (t.database.driver === 'postgres') {
      expect(text).toMatch(/^threshold_db_pool_connections\{state="total"\} [1-9]/m);
      expect(text).toMatch(/^threshold_db_pool_connections\{state="idle"\} \d/m);
      expect(text).toMatch(/^threshold_db_pool_waiting_requests \d/m);
    } else {
      expect(text).toMatch(/^threshold_db_pglite_queued_operations \d/m);
    }
  });

  it('takes a browser error report without a token, logs and counts it without personal data', async () => {
    logLines.length = 0;
    const response = await report(validReport);
    expect(response.statusCode).toBe(204);

    const logged = logLines
      .map((line) => JSON.parse(line) as { msg: string; clientError?: Record<string, string> })
      .find((entry) => entry.msg === 'browser error reported');
    expect(logged?.clientError).toEqual({
      message: 'TypeError: no address for [email] at [postcode], call #',
      route: '/moving-details/:id',
      source: 'error',
      buildId: 'Bx7kP2qZ',
      userAgentFamily: 'Chrome',
    });
    expectNoPersonalData(logLines.join('\n'));

    const text = (await scrape()).body;
    expect(text).toContain(
      'threshold_client_errors_total{route="/moving-details/:id",source="error"} 1',
    );
    expectNoPersonalData(text);
  });

  it('refuses a report that carries anything else (form values), or a body past its size', async () => {
    const extra = await report({ ...validReport, formValues: { firstName: 'Jane' } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ message: expect.any(String) });

    const oversized = await report({
      ...validReport,
      message: 'x'.repeat(900),
      route: 'y'.repeat(900),
      buildId: 'b',
      extra: 'z'.repeat(4_000),
    });
    expect(oversized.statusCode).toBe(413);
  });

  it("keeps each app's metrics apart when a process runs two (tests, replicas side by side)", async () => {
    // A second app over the same database, as a second replica would be.
    const other = await buildApp({ config: t.config, db: t.database, clock: t.clock });
    try {
      await other.inject({ method: 'GET', url: '/api/liveness' });
      const otherText = (
        await other.inject({
          method: 'GET',
          url: '/metrics',
          headers: { 'x-operator-key': TEST_OPERATOR_KEY },
        })
      ).body;
      expect(otherText).toContain(
        'http_request_duration_seconds_count{method="GET",route="/api/liveness",status_code="200"} 1',
      );
      expect(otherText).not.toContain('route="/api/addresses/:postcode"');
    } finally {
      await other.close();
    }
  });

  it(`limits reports to ${CLIENT_ERRORS_PER_MINUTE} a minute from one address`, async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent <= CLIENT_ERRORS_PER_MINUTE; sent += 1) {
      statuses.push(
        (await report({ ...validReport, message: `Error ${sent}` }, '10.2.0.1')).statusCode,
      );
    }
    expect(statuses.slice(0, CLIENT_ERRORS_PER_MINUTE).every((status) => status === 204)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
  });
});
