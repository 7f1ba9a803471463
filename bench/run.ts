// `npm run bench`: requests per second of real API routes beside a bare Fastify route, measured
// in the same run, alternating rounds so the shared machine's noise falls on both; prints ratios.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PORTAL_APP_PASSWORD, PORTAL_APP_USERNAME } from '@threshold/domain/schemas/token';
import { REPO_ROOT, startServer } from '../e2e/support/server';

const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;

type Target = { name: string; url: string; headers?: Record<string, string>; target: number };

async function startBareServer(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'bench/bare-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /LISTENING (\S+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error('bare server exited')));
  });
  return { url: `${url}/bare`, stop: () => child.kill('SIGTERM') };
}

async function requestsPerSecond(url: string, headers?: Record<string, string>): Promise<number> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: ROUND_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result.requests.average;
}

async function appToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: PORTAL_APP_USERNAME, password: PORTAL_APP_PASSWORD }),
  });
  if (!response.ok) throw new Error(`app token: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The demo mover's user token (the seed adds the demo mover outside production). */
async function moverToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'demo.mover@threshold.example', password: 'Moving-day-1' }),
  });
  if (!response.ok) throw new Error(`mover token: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const server = await startServer();
const bare = await startBareServer();
try {
  const token = await appToken(server.baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  const targets: Target[] = [
    { name: 'GET /api/branding/default', url: `${server.baseUrl}/api/branding/default`, headers: auth, target: 0.5 },
    {
      name: 'GET /api/addresses/{postcode}',
      url: `${server.baseUrl}/api/addresses/LS1%204AP`,
      headers: { authorization: `Bearer ${await moverToken(server.baseUrl)}` },
      target: 0.4,
    },
  ];
  // Warm both up so JIT and caches do not count against the first round.
  await autocannon({ url: bare.url, connections: CONNECTIONS, duration: 1 });
  for (const t of targets) await autocannon({ url: t.url, headers: t.headers, connections: CONNECTIONS, duration: 1 });

  const bareRuns: number[] = [];
  const targetRuns = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRuns.push(await requestsPerSecond(bare.url));
    for (const t of targets) targetRuns.get(t.name)?.push(await requestsPerSecond(t.url, t.headers));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const bareRps = mean(bareRuns);
  console.log(`${ROUNDS} rounds of ${ROUND_SECONDS} s, ${CONNECTIONS} connections, alternating\n`);
  console.log(`${'route'.padEnd(40)}${'req/s'.padStart(10)}${'ratio'.padStart(8)}  target`);
  console.log(`${'bare Fastify route'.padEnd(40)}${bareRps.toFixed(0).padStart(10)}${'1.00'.padStart(8)}`);
  let missed = 0;
  for (const t of targets) {
    const rps = mean(targetRuns.get(t.name) ?? []);
    const ratio = rps / bareRps;
    if (ratio < t.target) missed += 1;
    console.log(`${t.name.padEnd(40)}${rps.toFixed(0).padStart(10)}${ratio.toFixed(2).padStart(8)}  ≥ ${t.target}${ratio < t.target ? '  MISSED' : ''}`);
  }
  if (missed > 0) process.exitCode = 1;
} finally {
  bare.stop();
  await server.stop();
}
