// `npm run bench`: requests per second of real API routes beside a bare Fastify route, measured
// in the same run, alternating rounds so the shared machine's noise falls on both; prints ratios.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PORTAL_APP_PASSWORD, PORTAL_APP_USERNAME } from '@threshold/domain/schemas/token';
import { REPO_ROOT, seedData, startServer } from '../e2e/support/server';

const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
/** Requests per connection before autocannon reconnects (the server allows 1,000). */
const RECONNECT_EVERY = 500;
/** POST /api/quotes and /api/entertainment/broadband are measured at 50 connections, beside the bare route at 50 too. */
const LIST_CONNECTIONS = 50;

type Target = {
  name: string;
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  connections?: number;
  target: number;
};

/** Moves the demo mover to the energy and broadband lists on a seeded data directory (before the server starts). */
function prepareListMover(dataDir: string): void {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'apps/api/scripts/bench-mover.ts')],
    {
      cwd: join(REPO_ROOT, 'apps/api'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`bench-mover failed:\n${result.stdout}\n${result.stderr}`);
}

async function startBareServer(): Promise<{ url: string; stop(): void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'bench/bare-server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /LISTENING (\S+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error('bare server exited')));
  });
  return { url: `${url}/bare`, stop: () => child.kill('SIGTERM') };
}

async function requestsPerSecond(
  url: string,
  options: Pick<Target, 'headers' | 'method' | 'body' | 'connections'> = {},
): Promise<number> {
  const result = await autocannon({
    url,
    headers: options.headers,
    method: options.method ?? 'GET',
    body: options.body,
    connections: options.connections ?? CONNECTIONS,
    duration: ROUND_SECONDS,
    // The server closes a keep-alive connection after 1,000 requests (with a 503 to the next one):
    // open a new connection before that, as a browser would.
    reconnectRate: RECONNECT_EVERY,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodeStats)}) and ${result.errors} errors`,
    );
  }
  return result.requests.average;
}

async function appToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: PORTAL_APP_USERNAME,
      password: PORTAL_APP_PASSWORD,
    }),
  });
  if (!response.ok) throw new Error(`app token: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The demo mover's user token (the seed adds the demo mover outside production). */
async function moverToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'demo.mover@threshold.example',
      password: 'Moving-day-1',
    }),
  });
  if (!response.ok) throw new Error(`mover token: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const seeded = await seedData();
prepareListMover(seeded.dataDir);
const server = await startServer({ seeded });
seeded.remove();
const bare = await startBareServer();
try {
  const token = await appToken(server.baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  const mover = { authorization: `Bearer ${await moverToken(server.baseUrl)}` };
  const targets: Target[] = [
    {
      name: 'GET /api/branding/default',
      url: `${server.baseUrl}/api/branding/default`,
      headers: auth,
      target: 0.5,
    },
    {
      name: 'GET /api/addresses/{postcode}',
      url: `${server.baseUrl}/api/addresses/LS1%204AP`,
      headers: mover,
      target: 0.4,
    },
    {
      // 81 tariffs over 14 regions in the catalogue; each request prices and stores a quote.
      name: `POST /api/quotes (${LIST_CONNECTIONS} connections)`,
      url: `${server.baseUrl}/api/quotes`,
      headers: { ...mover, 'content-type': 'application/json' },
      method: 'POST',
      body: JSON.stringify({}),
      connections: LIST_CONNECTIONS,
      target: 0.3,
    },
    {
      // 63 packages from 7 providers; each request filters, sorts and dates the packages at LS6 3BN.
      name: `POST /api/entertainment/broadband (${LIST_CONNECTIONS})`,
      url: `${server.baseUrl}/api/entertainment/broadband`,
      headers: { ...mover, 'content-type': 'application/json' },
      method: 'POST',
      body: JSON.stringify({}),
      connections: LIST_CONNECTIONS,
      target: 0.3,
    },
  ];
  // Warm both up so JIT and caches do not count against the first round.
  const connectionCounts = [
    ...new Set([CONNECTIONS, ...targets.map((t) => t.connections ?? CONNECTIONS)]),
  ];
  for (const connections of connectionCounts)
    await autocannon({ url: bare.url, connections, duration: 1 });
  for (const t of targets) {
    await autocannon({
      url: t.url,
      headers: t.headers,
      method: t.method ?? 'GET',
      body: t.body,
      connections: t.connections ?? CONNECTIONS,
      duration: 1,
    });
  }

  const bareRuns = new Map<number, number[]>(
    connectionCounts.map((connections) => [connections, []]),
  );
  const targetRuns = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const connections of connectionCounts)
      bareRuns.get(connections)?.push(await requestsPerSecond(bare.url, { connections }));
    for (const t of targets) targetRuns.get(t.name)?.push(await requestsPerSecond(t.url, t));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const bareRps = (connections: number) => mean(bareRuns.get(connections) ?? []);
  console.log(
    `${ROUNDS} rounds of ${ROUND_SECONDS} s, ${CONNECTIONS} connections unless named, alternating\n`,
  );
  console.log(`${'route'.padEnd(44)}${'req/s'.padStart(10)}${'ratio'.padStart(8)}  target`);
  for (const connections of connectionCounts) {
    const name = `bare Fastify route (${connections} connections)`;
    console.log(
      `${name.padEnd(44)}${bareRps(connections).toFixed(0).padStart(10)}${'1.00'.padStart(8)}`,
    );
  }
  let missed = 0;
  for (const t of targets) {
    const rps = mean(targetRuns.get(t.name) ?? []);
    const ratio = rps / bareRps(t.connections ?? CONNECTIONS);
    if (ratio < t.target) missed += 1;
    console.log(
      `${t.name.padEnd(44)}${rps.toFixed(0).padStart(10)}${ratio.toFixed(2).padStart(8)}  ≥ ${t.target}${ratio < t.target ? '  MISSED' : ''}`,
    );
  }
  if (missed > 0) process.exitCode = 1;
} finally {
  bare.stop();
  await server.stop();
}
