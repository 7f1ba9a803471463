// `npm run bench:leads`: the partner console's leads list over 100,000 leads of one partner, in a
// fresh database of the bench's own (PGlite, and PostgreSQL too when DATABASE_URL is set, in a
// database it creates and drops). Measures the first page, a search, a filtered page and a deep
// page (requests per second and p99 at the bench's connections) beside a one-SELECT route on the
// same database, and prints them. Run it alone: the machine's other work shows in the figures.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// The app's migrations create pg_trgm (apps/api/src/db/pglite-extensions.ts): a PGlite opening its data loads it.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { seedData } from '../e2e/support/server';
import autocannon from 'autocannon';
import { OPERATOR_KEY, startApi, startYardsticks, type Started } from './backend';
import type { Request, Sample } from './measure';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Fewer connections than `npm run bench`'s 50: a console is a few people paging, and on PGlite
 * (one connection) 50 waiting lists would measure the queue rather than the list.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function measure(request: Request, seconds: number): Promise<Sample> {
  const result = await autocannon({
    url: request.url,
    headers: request.headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${request.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

type Query = (text: string) => Promise<unknown>;

/**
 * 100,000 leads of Harbour Lettings in one statement: a third at branch 101, every stage up to
 * details given, some services chosen, the three sources, move-in dates over a year, four postcodes.
 */
async function seedLeads(query: Query): Promise<void> {
  const started = performance.now();
  await query(`
    insert into enrolments (status, brand_id, source, lead_channel, type, first_name, surname,
      email_address, postcode, move_in_date, energy_opt_in, campaign_medium, created_at, updated_at)
    select case when n % 5 = 0 then 20 when n % 7 = 0 then 10 else 0 end,
           case when n % 3 = 0 then (select id from brands where branch_code = '101')
                else (select id from brands where url_route = 'harbour-lettings') end,
           'UploadedLead', (array['api', 'csv', 'console'])[1 + n % 3], 'Lettings',
           (array['Ada', 'Brian', 'Chloe', 'Dev', 'Ezra', 'Fern'])[1 + n % 6], 'Mover' || n,
           'bench.' || n || '@example.com',
           (array['LS1 4AP', 'M1 1AE', 'SW1A 1AA', 'EH1 1YZ'])[1 + n % 4],
           date '2027-01-01' + (n % 365), case when n % 11 = 0 then 1 end, 'email',
           now() - make_interval(secs => n), now() - make_interval(secs => n)
      from generate_series(1, ${LEADS}) as n`);
  // As autovacuum would have by the time a partner has this many leads (index-only counts).
  await query('vacuum analyze enrolments');
  console.log(`${LEADS} leads seeded in ${Math.round(performance.now() - started)} ms`);
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** An owner of Harbour Lettings, signed in with the e-mailed code (read from the dev mailbox). */
async function ownerToken(apiUrl: string): Promise<string> {
  const email = `bench-owner-${process.pid}@harbour.example.com`;
  await post(
    `${apiUrl}/api/operator/partner-owners`,
    { brand: 'harbour-lettings', email },
    { 'x-operator-key': OPERATOR_KEY },
  );
  const { challengeId } = await post(`${apiUrl}/api/partner/sign-in/code`, { email });
  const messages = (await (
    await fetch(`${apiUrl}/api/dev/messages?to=${encodeURIComponent(email)}`)
  ).json()) as { code?: string }[];
  const code = messages.find((message) => message.code)?.code;
  const { accessToken } = await post(`${apiUrl}/api/partner/sign-in`, { email, code, challengeId });
  return String(accessToken);
}

const CALLS = [
  ['first page (25, newest first)', ''],
  ['search "mover4242"', '?q=mover4242'],
  [
    'filtered (branch, stage, dates) by move-in date',
    '?branch=101&stage=detailsGiven&moveInFrom=2027-03-01&moveInTo=2027-06-30&sort=moveInDate',
  ],
  ['deep page (page 1,900 of 50)', '?page=1900&size=50'],
] as const;

async function benchOn(label: string, apiUrl: string, yardstickUrl: string): Promise<void> {
  const token = await ownerToken(apiUrl);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const requests: [string, Request][] = [
    ['yardstick: one primary-key SELECT', { url: `${yardstickUrl}/select` }],
    ...CALLS.map(([name, query]): [string, Request] => [
      name,
      { url: `${apiUrl}/api/partner/leads${query}`, headers },
    ]),
  ];
  for (const [name, request] of requests) {
    const response = await fetch(request.url, { headers: request.headers });
    const body = (await response.json()) as { total?: number; leads?: unknown[] };
    if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
    // One request at a time: what a person paging waits for when no one else is.
    const waits: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const sent = performance.now();
      await (await fetch(request.url, { headers: request.headers })).arrayBuffer();
      waits.push(performance.now() - sent);
    }
    const alone = waits.sort((a, b) => a - b)[2] ?? 0;
    console.log(
      `${label} ${name}: ${body.leads ? `${body.leads.length} of ${body.total} leads, ` : ''}${alone.toFixed(1)} ms alone (median of 5)`,
    );
  }
  const rows: [string, Sample][] = [];
  for (const [name, request] of requests) {
    await measure(request, 1);
    rows.push([name, await measure(request, SECONDS)]);
  }
  console.log(`\n${label}: ${LEADS} leads, ${SECONDS} s each, ${CONNECTIONS} connections`);
  const select = rows[0]?.[1].requestsPerSecond ?? 1;
  for (const [name, { requestsPerSecond, p99Ms }] of rows) {
    console.log(
      `  ${name.padEnd(52)} ${requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(p99Ms).padStart(5)} ms  ${(requestsPerSecond / select).toFixed(2)} of the SELECT`,
    );
  }
}

async function onPglite(): Promise<void> {
  const seeded = await seedData();
  const dirs = [seeded.dataDir];
  const started: Started[] = [];
  try {
    const db = await PGlite.create(join(seeded.dataDir, 'pglite'), {
      extensions: { pg_trgm },
    });
    await seedLeads((text) => db.exec(text));
    await db.close();
    // One copy for the API, one for the yardstick (PGlite allows one process per directory).
    const copy = () => {
      const dir = mkdtempSync(join(tmpdir(), 'threshold-bench-leads-'));
      cpSync(seeded.dataDir, dir, { recursive: true });
      dirs.push(dir);
      return dir;
    };
    const api = await startApi({ DATA_DIR: copy(), DATABASE_URL: '' });
    started.push(api);
    const yardstick = await startYardsticks({ DATA_DIR: copy(), DATABASE_URL: '' });
    started.push(yardstick);
    await benchOn('PGlite', api.url, yardstick.url);
  } finally {
    for (const process of started.reverse()) await process.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl: string): Promise<void> {
  const name = `threshold_bench_leads_${process.pid}_${Date.now().toString(36)}`;
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'threshold-bench-leads-'));
  const started: Started[] = [];
  try {
    const env = { DATABASE_URL: benchUrl.toString(), DATA_DIR: dataDir };
    const api = await startApi(env);
    started.push(api);
    const client = new pg.Client({ connectionString: benchUrl.toString() });
    await client.connect();
    await seedLeads((text) => client.query(text));
    await client.end();
    const yardstick = await startYardsticks(env);
    started.push(yardstick);
    await benchOn('PostgreSQL', api.url, yardstick.url);
  } finally {
    for (const process of started.reverse()) await process.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await onPglite();
if (process.env.DATABASE_URL) await onPostgres(process.env.DATABASE_URL);
