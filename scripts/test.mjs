// `npm test`: every layer — types, lint, formatting, unit, API on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys in the system Chromium. Layers that share
// no state run side by side in lanes; each layer's output is held back and printed whole when it
// ends, with its time. It keeps going after a failing layer so one run shows everything, and ends
// with a table of the layers and one "N passed, N failed, N skipped" line.
// Under CI=true a layer that runs no tests or skips any, a missing PostgreSQL and a missing
// Chromium are failures; on a developer's machine they are loud notes.
//
// `npm test -- <layer>...` runs only the named layers (not under CI, which runs every layer):
// types, lint, format, domain, web, api, api-postgres, e2e.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const reportDir = mkdtempSync(join(tmpdir(), 'threshold-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const failedSteps = [];
/** @type {{ title: string, seconds: number, ok: boolean }[]} */
const finished = [];
const runStarted = Date.now();
// Output is piped so parallel layers don't interleave; keep colours when a person is watching.
const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};

/**
 * @typedef {{ key: string, title: string, command: [string, ...string[]], env?: Record<string, string>,
 *   projects?: string[] }} Layer
 */

/** @param {string} key @param {string} title @param {string[]} projects @param {Record<string,string>} [env] @param {string[]} [extraArgs] @returns {Layer} */
function vitestLayer(key, title, projects, env = {}, extraArgs = []) {
  const outputFile = join(reportDir, `${key}.json`);
  return {
    key,
    title,
    projects,
    env,
    command: [
      'npx',
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
      ...extraArgs,
    ],
  };
}

/** Runs one layer with its output held back, then prints it whole. @param {Layer} layer */
function runLayer(layer) {
  const started = Date.now();
  /** @type {Buffer[]} */
  const output = [];
  return new Promise((resolve) => {
    const [program, ...args] = layer.command;
    const child = spawn(program, args, {
      stdio: /** @type {['ignore', 'pipe', 'pipe']} */ (['ignore', 'pipe', 'pipe']),
      env: { ...process.env, ...colour, ...layer.env },
    });
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      process.stdout.write(`\n▶ ${layer.title}\n`);
      process.stdout.write(Buffer.concat(output));
      console.log(
        `${ok ? '✓' : '✗'} ${layer.title}${ok ? '' : ' failed'} (${seconds.toFixed(1)} s)`,
      );
      if (!ok) failedSteps.push(layer.title);
      finished.push({ title: layer.title, seconds, ok });
      if (layer.projects) countTests(layer);
      resolve(undefined);
    });
  });
}

/** Adds a Vitest layer's counts to the totals. @param {Layer} layer */
function countTests(layer) {
  const outputFile = join(reportDir, `${layer.key}.json`);
  if (!existsSync(outputFile)) {
    failedSteps.push(`${layer.title} (no test report)`);
    return;
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const passed = report.numPassedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += skipped;
  // A layer that ran nothing, or skipped something, proves nothing: under CI that is a failure.
  if (report.numTotalTests === 0 || passed === 0) complain(`${layer.title} ran no tests`);
  if (skipped > 0) complain(`${layer.title} skipped ${skipped} test(s)`);
}

/** Under CI a failed step; on a developer's machine a loud note. @param {string} problem */
function complain(problem) {
  if (isCi) {
    failedSteps.push(problem);
    console.error(`✗ ${problem} (a failure under CI)`);
  } else {
    console.error(`\n!!! ${problem}`);
  }
}

/** Each lane runs its layers in order; the lanes run side by side. @param {Layer[][]} lanes */
async function runLanes(lanes) {
  await Promise.all(
    lanes
      .filter((lane) => lane.length > 0)
      .map(async (lane) => {
        for (const layer of lane) await runLayer(layer);
      }),
  );
}

const postgresUrl = process.env.TEST_DATABASE_URL;
/** API test files that set DATABASE_URL to '' for the servers they start: PGlite in either layer. */
const PGLITE_ONLY_TESTS = [
  '**/api/src/cli/partner-commands.test.ts',
  '**/api/src/compiled-server.test.ts',
  '**/api/src/features/observability/tracing-unloaded.test.ts',
];
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** @type {Record<string, Layer>} */
const layers = {
  types: { key: 'types', title: 'Type-check', command: ['npx', 'tsc', '-b'] },
  lint: {
    key: 'lint',
    title: 'Lint (eslint and import circles)',
    command: ['npm', 'run', '-s', 'lint'],
  },
  format: {
    key: 'format',
    title: 'Formatting (prettier --check)',
    command: ['npx', 'prettier', '--check', '.'],
  },
  domain: vitestLayer('domain', 'Unit tests (domain)', ['domain']),
  web: vitestLayer('web', 'Unit tests (web)', ['web']),
  api: vitestLayer('api', 'API tests on PGlite', ['api'], { TEST_DATABASE_URL: '' }),
  // An unreachable server fails this layer: every test file opens its own database there.
  // The tests that start a server on PGlite whatever the layer (the commands beside a PGlite server,
  // the compiled server's first start, tracing left unloaded) run once, in the PGlite layer.
  'api-postgres': vitestLayer(
    'api-postgres',
    'API tests on PostgreSQL',
    ['api'],
    { TEST_DATABASE_URL: postgresUrl ?? '' },
    PGLITE_ONLY_TESTS.flatMap((file) => ['--exclude', file]),
  ),
  // Its global setup builds the web app once, into a directory of the run's own.
  e2e: vitestLayer('e2e', 'End-to-end tests in Chromium', ['e2e']),
};

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!(name in layers)) {
    console.error(`Unknown layer "${name}". Layers: ${Object.keys(layers).join(', ')}`);
    process.exit(2);
  }
}
if (isCi && wanted.length > 0) {
  console.error('Under CI every layer runs: name no layers.');
  process.exit(2);
}
const runs = (/** @type {string} */ key) => wanted.length === 0 || wanted.includes(key);
/** @param {string[]} keys */
const pick = (keys) => keys.filter(runs).map((key) => /** @type {Layer} */ (layers[key]));

if (runs('api-postgres') && !postgresUrl) {
  console.error(`
==================================================================
 API TESTS ON POSTGRESQL NOT RUN: TEST_DATABASE_URL is not set.
 PGlite has one connection, so concurrency bugs only show on PostgreSQL.
 Run them with e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test
==================================================================`);
  if (isCi) failedSteps.push('API tests on PostgreSQL (TEST_DATABASE_URL not set under CI)');
}
const chromiumFound = existsSync(chromium);
if (runs('e2e') && !chromiumFound) {
  console.error(`
==================================================================
 END-TO-END TESTS NOT RUN: no Chromium at ${chromium}.
 Install Debian's Chromium:  apt-get update && apt-get install -y chromium
 or set CHROMIUM_PATH to a Chromium binary.
==================================================================`);
  if (isCi) failedSteps.push('End-to-end tests (no Chromium under CI)');
}

// Three lanes side by side: the quick checks one after another, and the API on each database in
// a lane of its own (each makes its own seeded database and its own per-file copies, so they
// share nothing). The browser journeys come last, alone: they run two servers and two Chromiums,
// which would starve the others on a 2-core machine and push journeys past their timeouts.
await runLanes([
  pick(['types', 'lint', 'format', 'domain', 'web']),
  pick(['api']),
  postgresUrl ? pick(['api-postgres']) : [],
]);
if (chromiumFound) await runLanes([pick(['e2e'])]);

rmSync(reportDir, { recursive: true, force: true });
const wall = (Date.now() - runStarted) / 1000;
console.log('\nLayer times:');
for (const { title, seconds, ok } of finished) {
  console.log(`  ${ok ? '✓' : '✗'} ${title.padEnd(32)} ${seconds.toFixed(1).padStart(7)} s`);
}
console.log(`  ${'Wall time'.padEnd(34)} ${wall.toFixed(1).padStart(7)} s`);
console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
