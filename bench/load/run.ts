// `npm run load`: simulated movers on loopback, each a full journey through the API (a partner's
// lead → confirm details → personal and moving details → products → council and water → energy
// quote, choice and payment → broadband → confirmation), N at once, bounded in count and time.
// Prints completions, errors by status and by call, p50 / p99 per call, then reconciles the
// database: every acknowledged write present, no duplicate enrolments, every invitation and
// notification in the outbox exactly once. Exits 1 on any error, lost or duplicated row.
//
//   npm run load -- [--movers 200] [--concurrency 200] [--time-limit 300] [--json <file>]
//   DATABASE_URL=postgres://… npm run load   (a database of the run's own on that server)
//   DATABASE_URL=postgres://… npm run load -- --replicas 2   (API processes behind nginx)
//   npm run load -- --double-submit   (each once-only write sent twice at once, as a double
//   click or an early retry would; the reconciliation still wants each thing exactly once)
//
// Per-IP rate limits: the API exempts loopback outside production, and the run's servers run
// with NODE_ENV=test, so one address making every mover's calls is not throttled.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { callFigures, printFigures, type RunFigures } from './figures';
import { findNginx, NGINX_INSTALL_HINT, startNginx } from './nginx';
import { probeReplicas, type ProbeResult } from './replica-probes';
import {
  CallError,
  MOVER_PASSWORD,
  newMover,
  runJourney,
  type Acknowledged,
  type CallSample,
} from './journey';
import { reconcile, type Reconciliation } from './reconcile';
import { prepareDeployment, startApi, type ApiProcess } from './servers';

const { values } = parseArgs({
  options: {
    movers: { type: 'string', default: '200' },
    concurrency: { type: 'string' },
    'time-limit': { type: 'string', default: '300' },
    json: { type: 'string' },
    replicas: { type: 'string', default: '1' },
    'double-submit': { type: 'boolean', default: false },
  },
});
const movers = Number(values.movers);
const concurrency = Number(values.concurrency ?? values.movers);
const timeLimitSeconds = Number(values['time-limit']);
const replicas = Number(values.replicas);
for (const [name, value, max] of [
  ['--replicas', replicas, 8],
  ['--movers', movers, 5_000],
  ['--concurrency', concurrency, 1_000],
  ['--time-limit', timeLimitSeconds, 3_600],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max}`);
    process.exit(2);
  }
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const nginx = replicas > 1 ? findNginx() : undefined;
if (replicas > 1) {
  if (!databaseUrl) {
    console.error(
      '--replicas needs PostgreSQL (PGlite is one process): set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test',
    );
    process.exit(2);
  }
  if (!nginx) {
    console.error(NGINX_INSTALL_HINT);
    process.exit(2);
  }
}

export type LoadReport = {
  figures: RunFigures;
  reconciliation: Reconciliation;
  /** With --replicas: whether what must be shared reaches every process (reported, not failed). */
  replicaProbes: ProbeResult[];
  ok: boolean;
};

const setUpStarted = performance.now();
const deployment = await prepareDeployment(databaseUrl);
const where =
  deployment.backend.kind === 'pglite'
    ? 'PGlite (a freshly seeded data directory)'
    : `PostgreSQL (database ${deployment.backend.databaseName}, dropped afterwards)`;
const front = replicas > 1 ? `${replicas} API processes behind nginx` : 'one API process';
console.log(
  `${movers} movers, ${concurrency} at once, time limit ${timeLimitSeconds} s, ${front}, on ${where}`,
);
const apis: ApiProcess[] = [];
let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
const stopAll = async () => {
  await proxy?.stop();
  await Promise.all(apis.map((api) => api.stop()));
};
let report: LoadReport | undefined;
try {
  // Behind nginx each process takes the client's address from X-Forwarded-For, as in production.
  const replicaEnv = nginx ? { TRUST_PROXY: 'loopback' } : {};
  // One at a time: each start takes PostgreSQL's start-up lock for its migrations and seed.
  for (let index = 0; index < replicas; index += 1)
    apis.push(await startApi(deployment, replicaEnv));
  if (nginx)
    proxy = await startNginx(
      nginx,
      apis.map((api) => Number(new URL(api.baseUrl).port)),
    );
  const baseUrl = proxy?.baseUrl ?? apis[0]!.baseUrl;
  console.log(
    `Ready in ${((performance.now() - setUpStarted) / 1000).toFixed(1)} s (database made, migrated and seeded; ${front} started)`,
  );
  const samples: CallSample[] = [];
  const acknowledged: Acknowledged[] = [];
  /** The first refusal of each call (and of each other failure), as the API worded it. */
  const failures = new Map<string, string>();
  let completed = 0;
  let failedMovers = 0;
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(new Error('time limit')), timeLimitSeconds * 1000);
  const started = performance.now();
  let next = 0;
  const context = {
    baseUrl,
    partnerKey: deployment.partnerKey,
    record: (sample: CallSample) => samples.push(sample),
    signal: limit.signal,
    doubleSubmit: values['double-submit'],
  };
  await Promise.all(
    Array.from({ length: Math.min(concurrency, movers) }, async () => {
      while (next < movers && !limit.signal.aborted) {
        const mover = newMover(next);
        next += 1;
        acknowledged.push(mover);
        try {
          await runJourney(context, mover);
          completed += 1;
        } catch (error) {
          if (limit.signal.aborted && !(error instanceof CallError)) break;
          failedMovers += 1;
          const message = error instanceof Error ? error.message : String(error);
          const key = error instanceof CallError ? `${error.call} ${error.status}` : message;
          if (!failures.has(key) && failures.size < 20) failures.set(key, message);
        }
      }
    }),
  );
  clearTimeout(timer);
  const seconds = (performance.now() - started) / 1000;
  const calls = callFigures(samples);
  const figures: RunFigures = {
    movers,
    completed,
    failedMovers,
    unfinished: movers - completed - failedMovers,
    requests: samples.length,
    seconds,
    firstErrors: [...failures.values()],
    ...calls,
  };
  printFigures(figures, `Load through ${front} on ${where}`);
  if (figures.errors > 0) {
    // The causes the API logged for its 500s (it never tells the client).
    const causes = apis
      .flatMap((api) => api.log().split('\n'))
      .filter((line) => line.includes('"level":50'))
      .slice(0, 5);
    if (causes.length > 0) console.log(`\nThe API logged:\n${causes.join('\n')}`);
  }

  const replicaProbes: ProbeResult[] = [];
  if (proxy) {
    const finished = acknowledged.find((mover) => mover.confirmationSeen);
    replicaProbes.push(
      ...(await probeReplicas({
        proxyUrl: proxy.baseUrl,
        apiUrls: apis.map((api) => api.baseUrl),
        mover: finished && { email: finished.email, password: MOVER_PASSWORD },
        tokenRateLimitPerMinute: Number(process.env.TOKEN_RATE_LIMIT_PER_MINUTE || 30),
      })),
    );
    const served = Object.entries(proxy.requestsByUpstream());
    console.log(
      `\nRequests per API process (through nginx): ${served.map(([at, n]) => `${at} ${n}`).join(', ')}`,
    );
    console.log('Across the API processes (reported, not counted as errors):');
    for (const probe of replicaProbes)
      console.log(
        `  ${probe.shared ? 'shared    ' : 'NOT SHARED'}  ${probe.name}: ${probe.detail}`,
      );
  }

  // PGlite is one process's: stop the API (it checkpoints and closes) before reading its files.
  const reconcileStarted = performance.now();
  await stopAll();
  const reconciliation = await reconcile(deployment.backend, acknowledged);
  console.log(
    `\nReconciliation: ${reconciliation.checked} acknowledged writes checked, ${reconciliation.lost.length} lost, ${reconciliation.duplicated.length} duplicated, ${reconciliation.wrong.length} wrong (${((performance.now() - reconcileStarted) / 1000).toFixed(1)} s with the API's shut-down)`,
  );
  for (const line of [
    ...reconciliation.lost.map((p) => `LOST ${p}`),
    ...reconciliation.duplicated.map((p) => `DUPLICATED ${p}`),
    ...reconciliation.wrong.map((p) => `WRONG ${p}`),
  ].slice(0, 30))
    console.log(`  ${line}`);
  const ok =
    figures.errors === 0 &&
    figures.completed === movers &&
    reconciliation.lost.length === 0 &&
    reconciliation.duplicated.length === 0 &&
    reconciliation.wrong.length === 0;
  report = { figures, reconciliation, replicaProbes, ok };
  console.log(ok ? '\nPASS' : '\nFAIL');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  for (const api of apis) console.error(`API log (last lines):\n${api.log().slice(-4_000)}`);
  if (proxy) console.error(`nginx log:\n${proxy.log().slice(-2_000)}`);
} finally {
  await stopAll();
  await deployment.remove();
}
if (values.json && report) writeFileSync(values.json, JSON.stringify(report));
process.exit(report?.ok ? 0 : 1);
