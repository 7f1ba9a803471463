import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkTokens } from '../../auth/link-tokens';
import { createLinkTokensRepo } from '../../auth/link-tokens.repo';
import { createRateLimitCounters } from '../../auth/rate-limit-counters';
import { createSecretHasher } from '../../auth/secret-hash';
import { createOutbox } from '../../messages/outbox';
import { createOutboxRepo } from '../../messages/outbox.repo';
import type { MailboxMessage } from '../../messages/dev-mailbox.service';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createBrandServiceOver } from '../brand/brand.service';
import { createPartnerLeadsRepo } from './partner-leads.repo';
import { createPartnerLeadsService } from './partner-leads.service';

type RowResult = {
  row: number;
  record: number;
  status: string;
  enrolmentId?: string;
  errors?: Record<string, string>;
};

let t: TestApp;
let partnerKey: string;

beforeAll(async () => {
  t = await createTestApp();
  partnerKey = await t.partnerKey('oakfield-homes', 'bulk tests');
});
afterAll(() => t.close());

function postCsv(csv: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/partner/leads/bulk',
    headers: { authorization: `Bearer ${partnerKey}`, 'content-type': 'text/csv' },
    payload: csv,
  });
}

async function mailbox(to: string): Promise<MailboxMessage[]> {
  return (
    await t.app.inject({ method: 'GET', url: `/api/dev/messages?to=${encodeURIComponent(to)}` })
  ).json<MailboxMessage[]>();
}

/** `count` good leads after a header, with a blank line after every `blankEvery`th record. */
function csvWithBlankLines(tag: string, count: number, blankEvery: number): string {
  const lines = ['surname,emailAddress,postcode'];
  for (let record = 1; record <= count; record += 1) {
    lines.push(`Mover,${tag}${record}@example.com,M1 1AE`);
    if (record % blankEvery === 0) lines.push('');
  }
  return lines.join('\n');
}

describe('POST /api/partner/leads/bulk counts records, not lines', () => {
  it('creates and reports all 5,000 records of a file with a blank line after every 500th', async () => {
    const response = await postCsv(csvWithBlankLines('blank', 5_000, 500));
    expect(response.statusCode).toBe(200);
    const { results } = response.json<{ results: RowResult[] }>();
    expect(results).toHaveLength(5_000);
    expect(results.filter(({ status }) => status !== 'created')).toEqual([]);
    expect(results.map(({ record }) => record)).toEqual(
      Array.from({ length: 5_000 }, (_, index) => index + 1),
    );
    // Rows as a spreadsheet shows them: the header is row 1 and each blank line is a row of its own.
    expect(results.slice(499, 501).map(({ row, record }) => [record, row])).toEqual([
      [500, 501],
      [501, 503],
    ]);
    expect(results.at(-1)).toMatchObject({ record: 5_000, row: 5_010 });
    expect(await mailbox('blank5000@example.com')).toHaveLength(1);
  });

  it('numbers CRLF records, quoted line breaks and blank rows as a spreadsheet does, and reports an invalid record by its number', async () => {
    const csv = [
      'surname,emailAddress,postcode',
      'Hopper,crlf1@example.com,EC1A 1BB',
      '"Two\r\nLines",crlf2@example.com,EC1A 1BB',
      '',
      ',,',
      '"Turing","crlf3@example.com","M1 1AE"',
      '',
    ].join('\r\n');
    const response = await postCsv(csv);
    expect(response.statusCode).toBe(200);
    const { results } = response.json<{ results: RowResult[] }>();
    expect(results.map(({ row, record, status }) => ({ row, record, status }))).toEqual([
      { row: 2, record: 1, status: 'created' },
      { row: 3, record: 2, status: 'invalid' },
      { row: 6, record: 3, status: 'created' },
    ]);
    expect(Object.keys(results[1]?.errors ?? {})).toEqual(['surname']);
    expect(await mailbox('crlf3@example.com')).toHaveLength(1);
    expect(await mailbox('crlf2@example.com')).toEqual([]);
  });

  it('refuses a file of more than 5,000 records spread over blank lines with 413, and creates none of them', async () => {
    const response = await postCsv(csvWithBlankLines('toomany', 5_001, 100));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('A CSV file can hold at most 5000 leads');
    expect(await mailbox('toomany1@example.com')).toEqual([]);
  });

  it('refuses a row with a cell beyond the header (its value would be lost), and keeps the others', async () => {
    const csv = [
      'surname,emailAddress,postcode',
      'Mover,extra1@example.com,M1 1AE',
      'Mover,extra2@example.com,M1 1AE,07700900123',
      'Mover,extra3@example.com,M1 1AE,',
    ].join('\n');
    const response = await postCsv(csv);
    expect(response.statusCode).toBe(200);
    const { results } = response.json<{ results: RowResult[] }>();
    expect(results.map(({ record, row, status }) => [record, row, status])).toEqual([
      [1, 2, 'created'],
      [2, 3, 'invalid'],
      [3, 4, 'created'],
    ]);
    expect(results[1]?.errors).toEqual({
      row: 'This row has more cells than the header has columns: check for a stray comma, or add a header for the extra column',
    });
    expect(await mailbox('extra2@example.com')).toEqual([]);
  });

  it('refuses a file with a quote left open with 400, and creates none of its leads', async () => {
    const response = await postCsv(
      `${csvWithBlankLines('unclosed', 600, 1_000)}\n"Open,unclosed601@example.com,M1 1AE`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('We could not read this CSV file');
    expect(await mailbox('unclosed1@example.com')).toEqual([]);
  });
});

describe('a bulk upload that cannot write a batch', () => {
  it('still answers for every record: the written rows created, the rest failed with a message to send them again, invalid ones invalid', async () => {
    const hasher = createSecretHasher(t.config.tokenSecret);
    const brandService = createBrandServiceOver(t.database.db, t.clock);
    const realRepo = createPartnerLeadsRepo();
    let batches = 0;
    const service = createPartnerLeadsService({
      db: t.database.db,
      repo: {
        async insertEnrolments(db, rows) {
          batches += 1;
          if (batches === 2) throw new Error('the disk is full');
          return realRepo.insertEnrolments(db, rows);
        },
      },
      brandService,
      linkTokens: createLinkTokens({ repo: createLinkTokensRepo(), hasher, clock: t.clock }),
      outbox: createOutbox({
        repo: createOutboxRepo(),
        brandService,
        hasher,
        clock: t.clock,
        publicBaseUrl: t.config.publicBaseUrl,
      }),
      hasher,
      rateLimitCounters: createRateLimitCounters(),
      clock: t.clock,
      publicBaseUrl: t.config.publicBaseUrl,
    });
    const [oakfield] = await brandService.findChain('oakfield-homes');
    const lines = csvWithBlankLines('diskfull', 250, 1_000).split('\n');
    lines[230] = 'X,diskfull230@example.com,M1 1AE';

    const { results, failure } = await service.createLeadsFromCsv(
      oakfield?.id ?? 0,
      lines.join('\n'),
    );
    expect(String(failure)).toContain('the disk is full');
    expect(results).toHaveLength(250);
    expect(results.map(({ record }) => record)).toEqual(
      Array.from({ length: 250 }, (_, index) => index + 1),
    );
    const statuses = results.map(({ status }) => status);
    expect(statuses.slice(0, 100).every((status) => status === 'created')).toBe(true);
    expect(statuses.slice(100).filter((status) => status !== 'failed')).toEqual(['invalid']);
    expect(results[229]).toMatchObject({ record: 230, status: 'invalid' });
    expect(results[150]).toEqual({
      row: 152,
      record: 151,
      status: 'failed',
      message:
        'This lead was not created because of a difficulty on our side. Please send it again.',
    });
    expect(await mailbox('diskfull100@example.com')).toHaveLength(1);
    expect(await mailbox('diskfull101@example.com')).toEqual([]);
    expect(await mailbox('diskfull250@example.com')).toEqual([]);
  });
});

describe('a bulk upload lets other requests through', () => {
  it('answers GET /api/healthcheck over HTTP while a 5,000-lead upload is being written, each within a fraction of the upload', async () => {
    // Real sockets, not inject(): a request waits for the event loop to read it, as the probe's did.
    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const started = performance.now();
    let uploadMs: number | undefined;
    const upload = fetch(`${baseUrl}/api/partner/leads/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${partnerKey}`, 'content-type': 'text/csv' },
      body: csvWithBlankLines('health', 5_000, 5_000),
    }).then(async (response) => {
      const body = (await response.json()) as { results: RowResult[] };
      uploadMs = performance.now() - started;
      return { status: response.status, results: body.results };
    });

    const checks: { ms: number; status: number; duringUpload: boolean }[] = [];
    while (uploadMs === undefined) {
      const sent = performance.now();
      const check = await fetch(`${baseUrl}/api/healthcheck`);
      await check.text();
      checks.push({
        ms: performance.now() - sent,
        status: check.status,
        duringUpload: uploadMs === undefined,
      });
    }
    const { status, results } = await upload;
    expect(status).toBe(200);
    expect(results.filter((result) => result.status === 'created')).toHaveLength(5_000);

    const longestWait = Math.max(...checks.map(({ ms }) => ms));
    const summary = `${checks.length} health checks during a ${Math.round(uploadMs)} ms upload, the longest ${Math.round(longestWait)} ms`;
    const answeredDuringUpload = checks.filter(
      ({ duringUpload, status: checkStatus }) => duringUpload && checkStatus === 200,
    );
    expect(answeredDuringUpload.length, summary).toBeGreaterThanOrEqual(3);
    // Before batching, one check waited for the whole upload; now each waits for one batch at most.
    expect(longestWait, summary).toBeLessThan(Math.max(1_000, uploadMs / 3));
  });
});
