import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { SANDBOX_BRAND_NAME, SANDBOX_HEADER } from '@threshold/domain/partner/sandbox';
import { WEBHOOK_EVENT_TYPES, webhookPayloadSchema } from '@threshold/domain/partner/webhooks';
import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { partnerLeadSchema } from '@threshold/domain/schemas/partner-lead';
import { todayIso } from '@threshold/domain/dates/today';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, enrolments, outboxMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createRemindersFor } from '../reminders/reminders.compose';
import {
  CSV_ERROR_EXAMPLES,
  CSV_REQUEST_EXAMPLE,
  CSV_RESULTS_EXAMPLE,
  LEAD_ERROR_EXAMPLES,
  LEAD_REQUEST_EXAMPLE,
  type OpenApiExamples,
} from './partner-leads.examples';
import {
  IDEMPOTENCY_KEY_IN_FLIGHT_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  csvBodySchema,
  csvResultsSchema,
  leadBodySchema,
  leadCreatedSchema,
} from './partner-leads.routes';

const DAY_MS = 24 * 60 * 60 * 1000;

type Media = { schema: unknown; examples?: OpenApiExamples };
type Operation = {
  description: string;
  requestBody: { content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
};
type Doc = {
  openapi: string;
  info: { description: string };
  paths: Record<string, { post: Operation }>;
  webhooks: Record<
    string,
    {
      post: {
        parameters: { name: string; in: string; required: boolean }[];
        requestBody: { content: Record<string, Media> };
      };
    }
  >;
};

let t: TestApp;
let doc: Doc;
let sandboxKey: string;
let harbourKey: string;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
  sandboxKey = await t.partnerKey('sandbox', 'examples test');
  harbourKey = await t.partnerKey('harbour-lettings', 'examples test');
});
afterAll(() => t.close());

function examplesOf(media: Media | undefined): OpenApiExample[] {
  return Object.values(media?.examples ?? {});
}
type OpenApiExample = OpenApiExamples[string];

function post(path: string, key: string | null, body: unknown, csv = false) {
  return t.app.inject({
    method: 'POST',
    url: `/api/partner/leads${path}`,
    headers: {
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      ...(csv ? { 'content-type': 'text/csv' } : {}),
    },
    payload: body as string,
  });
}

async function outboxOf(enrolmentIds: string[]) {
  return t.database.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(inArray(outboxMessages.enrolmentId, enrolmentIds));
}

describe('the lead API in the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document that says how to get a sandbox key', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.description).toContain('npm run partner-key -- --brand sandbox');
    expect(doc.paths['/api/partner/leads']?.post.description).toContain(SANDBOX_HEADER);
  });

  it('gives POST /api/partner/leads a full valid lead as its request example, valid under the route’s and the lead’s schemas', () => {
    const operation = doc.paths['/api/partner/leads']?.post;
    const [request] = examplesOf(operation?.requestBody.content['application/json']);
    expect(request?.value).toEqual(LEAD_REQUEST_EXAMPLE);
    expect(leadBodySchema.safeParse(request?.value).success).toBe(true);
    const lead = partnerLeadSchema({ today: todayIso(t.clock) }).safeParse(request?.value);
    expect(lead.error).toBeUndefined();
    // Every field a lead may have, but for the two that depend on the partner's own data.
    expect(Object.keys(LEAD_REQUEST_EXAMPLE).sort()).toEqual(
      Object.keys(partnerLeadSchema({ today: todayIso(t.clock) }).shape)
        .filter((field) => field !== 'addressKey' && field !== 'branchId')
        .sort(),
    );
  });

  it('gives POST /api/partner/leads/bulk a CSV of a header and two rows as its request example', () => {
    const operation = doc.paths['/api/partner/leads/bulk']?.post;
    const [request] = examplesOf(operation?.requestBody.content['text/csv']);
    expect(request?.value).toBe(CSV_REQUEST_EXAMPLE);
    expect(csvBodySchema.safeParse(request?.value).success).toBe(true);
    expect(CSV_REQUEST_EXAMPLE.trim().split('\n')).toHaveLength(3);
  });

  it('has an example for each answer, each valid under that answer’s schema', () => {
    const statuses = {
      '/api/partner/leads': { ok: '201', schema: leadCreatedSchema },
      '/api/partner/leads/bulk': { ok: '200', schema: csvResultsSchema },
    } as const;
    for (const [path, { ok, schema }] of Object.entries(statuses)) {
      const responses = doc.paths[path]?.post.responses ?? {};
      for (const status of [ok, '400', '401', '409', '413', '429']) {
        const examples = examplesOf(responses[status]?.content?.['application/json']);
        expect(examples.length, `${path} ${status}`).toBeGreaterThan(0);
        for (const { value } of examples) {
          const parsed = (status === ok ? schema : apiErrorSchema).safeParse(value);
          expect(parsed.error, `${path} ${status}`).toBeUndefined();
        }
      }
    }
    const [results] = examplesOf(
      doc.paths['/api/partner/leads/bulk']?.post.responses['200']?.content?.['application/json'],
    );
    const statusesShown = (results?.value as typeof CSV_RESULTS_EXAMPLE).results.map(
      (result) => result.status,
    );
    expect(statusesShown).toEqual(['created', 'invalid']);
  });

  it('shows the 409 examples in the words the API answers', () => {
    const messages = Object.values(LEAD_ERROR_EXAMPLES[409]).map(
      ({ value }) => (value as { message: string }).message,
    );
    expect(messages).toEqual([IDEMPOTENCY_KEY_REUSED_MESSAGE, IDEMPOTENCY_KEY_IN_FLIGHT_MESSAGE]);
  });
});

describe('the webhook events in the OpenAPI document', () => {
  it('documents each of the five events with the Standard Webhooks headers and a payload example valid under the payload schema', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const type of WEBHOOK_EVENT_TYPES) {
      const { parameters, requestBody } = doc.webhooks[type]?.post ?? {
        parameters: [],
        requestBody: { content: {} },
      };
      expect(parameters.map(({ name, in: where }) => `${where}:${name}`)).toEqual([
        'header:webhook-id',
        'header:webhook-timestamp',
        'header:webhook-signature',
      ]);
      const [payload] = examplesOf(requestBody.content['application/json']);
      const parsed = webhookPayloadSchema.safeParse(payload?.value);
      expect(parsed.error, type).toBeUndefined();
      expect(parsed.data?.type).toBe(type);
    }
  });
});

describe('the sandbox brand', () => {
  it('answers the request examples as the examples say, and writes no invitation', async () => {
    const lead = await post('', sandboxKey, LEAD_REQUEST_EXAMPLE);
    expect(lead.statusCode).toBe(201);
    expect(lead.headers[SANDBOX_HEADER]).toBe('true');
    const { enrolmentId } = leadCreatedSchema.parse(lead.json());

    const upload = await post('/bulk', sandboxKey, CSV_REQUEST_EXAMPLE, true);
    expect(upload.statusCode).toBe(200);
    expect(upload.headers[SANDBOX_HEADER]).toBe('true');
    const { results } = csvResultsSchema.parse(upload.json());
    expect(results).toEqual(
      CSV_RESULTS_EXAMPLE.results.map((result) =>
        result.status === 'created' ? { ...result, enrolmentId: expect.any(String) } : result,
      ),
    );
    const created = results.flatMap((result) =>
      result.status === 'created' ? [result.enrolmentId] : [],
    );

    // The leads exist, on the sandbox brand, and nobody is sent anything.
    const rows = await t.database.db
      .select({ brand: brands.name })
      .from(enrolments)
      .innerJoin(brands, eq(brands.id, enrolments.brandId))
      .where(inArray(enrolments.id, [enrolmentId, ...created]));
    expect(rows).toEqual([{ brand: SANDBOX_BRAND_NAME }, { brand: SANDBOX_BRAND_NAME }]);
    expect(await outboxOf([enrolmentId, ...created])).toEqual([]);
  });

  it('sends a sandbox mover no reminder either, when a real partner’s mover in the same place gets one', async () => {
    const stopped = async (key: string, emailAddress: string) => {
      const lead = await post('', key, { ...LEAD_REQUEST_EXAMPLE, emailAddress });
      const { enrolmentId } = leadCreatedSchema.parse(lead.json());
      // The mover confirmed their details three days ago and stopped there.
      await t.database.db
        .update(enrolments)
        .set({
          status: ENROLMENT_STATUS.detailsPopulated,
          tenantPortalStorage: 'movingDetails',
          lastJourneyActivityAt: new Date(t.clock.now().getTime() - 3 * DAY_MS),
        })
        .where(eq(enrolments.id, enrolmentId));
      return enrolmentId;
    };
    const sandboxMover = await stopped(sandboxKey, 'stopped.sandbox@example.com');
    const realMover = await stopped(harbourKey, 'stopped.real@example.com');
    await createRemindersFor({
      config: t.config,
      db: t.database.db,
      clock: t.clock,
      log: { error: () => undefined },
    }).sweep();
    const templatesOf = async (enrolmentId: string) =>
      (
        await t.database.db
          .select({ template: outboxMessages.template })
          .from(outboxMessages)
          .where(eq(outboxMessages.enrolmentId, enrolmentId))
      ).map(({ template }) => template);
    expect(await templatesOf(sandboxMover)).toEqual([]);
    expect(await templatesOf(realMover)).toEqual(expect.arrayContaining(['invitation']));
    expect((await templatesOf(realMover)).length).toBeGreaterThan(1);
  });

  it('answers a real partner’s lead without the sandbox header, and queues its invitation', async () => {
    const lead = await post('', harbourKey, {
      ...LEAD_REQUEST_EXAMPLE,
      emailAddress: 'real.partner.lead@example.com',
    });
    expect(lead.statusCode).toBe(201);
    expect(lead.headers[SANDBOX_HEADER]).toBeUndefined();
    const { enrolmentId } = leadCreatedSchema.parse(lead.json());
    expect(await outboxOf([enrolmentId])).toHaveLength(1);
  });

  it('answers refusals with the error examples’ bodies, the hourly invitation limit included', async () => {
    const invalid = await post('', sandboxKey, {
      emailAddress: 'alan.turing@example',
      postcode: 'M1 1AE',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual(LEAD_ERROR_EXAMPLES[400].invalidLead.value);

    const noKey = await post('', null, LEAD_REQUEST_EXAMPLE);
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json()).toEqual(LEAD_ERROR_EXAMPLES[401].keyRequired.value);

    const noHeader = await post('/bulk', sandboxKey, '\n', true);
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toEqual(CSV_ERROR_EXAMPLES[400].noHeader.value);

    const limited = { ...LEAD_REQUEST_EXAMPLE, emailAddress: 'limit.sandbox@example.com' };
    for (let sent = 0; sent < 3; sent += 1)
      expect((await post('', sandboxKey, limited)).statusCode).toBe(201);
    const fourth = await post('', sandboxKey, limited);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.json()).toEqual(LEAD_ERROR_EXAMPLES[429].tooManyInvitations.value);
  });

  it('answers a file over the size limit as the 413 example says', async () => {
    const big = `${CSV_REQUEST_EXAMPLE.split('\n')[0]}\n${'x,y,z@example.com,M1 1AE,\n'.repeat(5_001)}`;
    const response = await post('/bulk', sandboxKey, big, true);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(CSV_ERROR_EXAMPLES[413].tooManyRows.value);
  });
});
