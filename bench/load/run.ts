// `npm run load`: simulated movers on loopback, each a full journey through the API (a partner's
// lead → confirm details → personal and moving details → products → council and water → energy
// quote, choice and payment → broadband → confirmation), N at once, bounded in count and time.
// Prints completions, errors by status and by call, p50 / p99 per call, then reconciles the
// database: every acknowledged write present, no duplicate enrolments, every invitation and
// notification in the outbox exactly once. Exits 1 on any error, lost or duplicated row.
//
//   npm run load -- [--movers 200] [--concurrency 200] [--time-limit 300] [--json <file>]
//   DATABASE_URL=postgres://… npm run load   (a database of the run's own on that server)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { callFigures, printFigures, type RunFigures } from './figures';
import { CallError, newMover, runJourney, type Acknowledged, type CallSample } from './journey';
import { reconcile, type Reconciliation } from './reconcile';
import { prepareDeployment, startApi, type ApiProcess } from './servers';

const { values } = parseArgs({
  options: {
    movers: { type: 'string', default: '200' },
    concurrency: { type: 'string' },
    'time-limit': { type: 'string', default: '300' },
    json: { type: 'string' },
  },
});
const movers = Number(values.movers);
const concurrency = Number(values.concurrency ?? values.movers);
const timeLimitSeconds = Number(values['time-limit']);
for (const [name, value, max] of [
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

export type LoadReport = { figures: RunFigures; reconciliation: Reconciliation; ok: boolean };

const setUpStarted = performance.now();
const deployment = await prepareDeployment(databaseUrl);
const where =
  deployment.backend.kind === 'pglite'
    ? 'PGlite (a freshly seeded data directory)'
    : `PostgreSQL (database ${deployment.backend.databaseName}, dropped afterwards)`;
console.log(
  `${movers} movers, ${concurrency} at once, time limit ${timeLimitSeconds} s, on ${where}`,
);
let api: ApiProcess | undefined;
let report: LoadReport | undefined;
try {
  api = await startApi(deployment);
  console.log(
    `API ready in ${((performance.now() - setUpStarted) / 1000).toFixed(1)} s (database made, migrated and seeded; server started)`,
  );
  const samples: CallSample[] = [];
  const acknowledged: Acknowledged[] = [];
  const failures: string[] = [];
  let completed = 0;
  let failedMovers = 0;
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(new Error('time limit')), timeLimitSeconds * 1000);
  const started = performance.now();
  let next = 0;
  const context = {
    baseUrl: api.baseUrl,
    partnerKey: deployment.partnerKey,
    record: (sample: CallSample) => samples.push(sample),
    signal: limit.signal,
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
          if (failures.length < 10)
            failures.push(error instanceof Error ? error.message : String(error));
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
    firstErrors: failures,
    ...calls,
  };
  printFigures(figures, `Load on ${where}`);

  // PGlite is one process's: stop the API (it checkpoints and closes) before reading its files.
  const reconcileStarted = performance.now();
  await api.stop();
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
  report = { figures, reconciliation, ok };
  console.log(ok ? '\nPASS' : '\nFAIL');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (api) console.error(`API log (last lines):\n${api.log().slice(-4_000)}`);
} finally {
  await api?.stop();
  await deployment.remove();
}
if (values.json && report) writeFileSync(values.json, JSON.stringify(report));
process.exit(report?.ok ? 0 : 1);
