// `npm run bench`: requests per second and p99 latency of the API's hot calls at 50 connections,
// beside two yardsticks measured in the same run (a bare Fastify route, and one doing one
// primary-key SELECT on the same database), in alternating rounds so the shared machine's noise
// falls on all of them. On PGlite, and on PostgreSQL too when DATABASE_URL is set (in a database
// of the bench's own). Prints every figure, then exits non-zero if a target was missed.
import { answering, callsFor, type Call } from './calls';
import { pgliteBackend, postgresBackend, type Backend } from './backend';
import { CONNECTIONS, mean, measure, median, RECONNECT_EVERY, type Sample } from './measure';
import { printTable } from './table';

const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 1;

/** Mean requests per second over the rounds; the median round's p99 (one busy round is noise). */
const summary = (samples: Sample[]): Sample => ({
  requestsPerSecond: mean(samples.map((s) => s.requestsPerSecond)),
  p99Ms: median(samples.map((s) => s.p99Ms)),
});

async function benchOn(backend: Backend): Promise<number> {
  const { measured, skipped } = await answering(await callsFor(backend.apiUrl));
  const bare = { url: `${backend.yardstickUrl}/bare` };
  const select = { url: `${backend.yardstickUrl}/select` };
  // Warm-up: JIT, caches and connection pools do not count against the first round.
  for (const request of [bare, select, ...measured]) await measure(request, WARM_UP_SECONDS);
  const runs = {
    bare: [] as Sample[],
    select: [] as Sample[],
    calls: new Map<Call, Sample[]>(measured.map((call) => [call, []])),
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.bare.push(await measure(bare, ROUND_SECONDS));
    runs.select.push(await measure(select, ROUND_SECONDS));
    for (const call of measured) runs.calls.get(call)?.push(await measure(call, ROUND_SECONDS));
  }
  const missed = printTable({
    label: `${backend.label}: ${ROUNDS} rounds of ${ROUND_SECONDS} s, ${CONNECTIONS} connections, a new connection every ${RECONNECT_EVERY} requests`,
    yardsticks: { bare: summary(runs.bare), select: summary(runs.select) },
    rows: measured.map((call) => ({ call, sample: summary(runs.calls.get(call) ?? []) })),
    checkP99: backend.label === 'PGlite',
  });
  for (const line of skipped) console.log(`not measured: ${line}`);
  return missed;
}

let missed = 0;
const backends = [() => pgliteBackend()];
const postgresUrl = process.env.DATABASE_URL;
if (postgresUrl) backends.push(() => postgresBackend(postgresUrl));
for (const start of backends) {
  const backend = await start();
  try {
    missed += await benchOn(backend);
  } finally {
    await backend.stop();
  }
}
if (missed > 0) {
  console.log(`\n${missed} target(s) missed`);
  process.exitCode = 1;
}
