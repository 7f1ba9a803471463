// `npm test`: every layer in order — types, lint, unit, API on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys in the system Chromium. It keeps going
// after a failing step so one run shows everything, and ends with one "N passed, N failed" line.
// Under CI=true a layer that runs no tests or skips any, a missing PostgreSQL and a missing
// Chromium are failures; on a developer's machine they are loud notes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const reportDir = mkdtempSync(join(tmpdir(), 'threshold-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

/** @param {string} title @param {[string, ...string[]]} command @param {Record<string,string|undefined>} [env] */
function run(title, command, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failedSteps.push(title);
    console.log(`✗ ${title} failed (${seconds} s)`);
  } else {
    console.log(`✓ ${title} (${seconds} s)`);
  }
}

/** @param {string} title @param {string[]} projects @param {Record<string,string|undefined>} [env] */
function runVitest(title, projects, env = {}) {
  const outputFile = join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  run(
    title,
    [
      'npx',
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    env,
  );
  if (!existsSync(outputFile)) {
    failedSteps.push(`${title} (no test report)`);
    return;
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const passed = report.numPassedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += skipped;
  // A layer that ran nothing, or skipped something, proves nothing: under CI that is a failure.
  if (report.numTotalTests === 0 || passed === 0) complain(`${title} ran no tests`);
  if (skipped > 0) complain(`${title} skipped ${skipped} test(s)`);
}

/** Under CI a failed step; on a developer's machine a loud note. */
function complain(/** @type {string} */ problem) {
  if (isCi) {
    failedSteps.push(problem);
    console.error(`✗ ${problem} (a failure under CI)`);
  } else {
    console.error(`\n!!! ${problem}`);
  }
}

run('Type-check', ['npx', 'tsc', '-b']);
run('Lint', ['npx', 'eslint', '.', '--max-warnings', '0']);
runVitest('Unit tests (domain)', ['domain']);
runVitest('Unit tests (web)', ['web']);
runVitest('API tests on PGlite', ['api'], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  // An unreachable server fails this step: every test file opens its own database there.
  runVitest('API tests on PostgreSQL', ['api'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
} else {
  console.error(`
==================================================================
 API TESTS ON POSTGRESQL NOT RUN: TEST_DATABASE_URL is not set.
 PGlite has one connection, so concurrency bugs only show on PostgreSQL.
 Run them with e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test
==================================================================`);
  if (isCi) failedSteps.push('API tests on PostgreSQL (TEST_DATABASE_URL not set under CI)');
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) {
  // Its global setup builds the web app once, into a directory of the run's own.
  runVitest('End-to-end tests in Chromium', ['e2e']);
} else {
  console.error(`
==================================================================
 END-TO-END TESTS NOT RUN: no Chromium at ${chromium}.
 Install Debian's Chromium:  apt-get update && apt-get install -y chromium
 or set CHROMIUM_PATH to a Chromium binary.
==================================================================`);
  if (isCi) failedSteps.push('End-to-end tests (no Chromium under CI)');
}

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
