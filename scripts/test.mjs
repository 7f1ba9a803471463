// `npm test`: every layer in order — types, lint, unit, API on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys in the system Chromium. It keeps going
// after a failing step so one run shows everything, and ends with one "N passed, N failed" line.
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
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}

run('Type-check', ['npx', 'tsc', '-b']);
run('Lint', ['npx', 'eslint', '.', '--max-warnings', '0']);
runVitest('Unit tests (domain, web)', ['domain', 'web']);
runVitest('API tests on PGlite', ['api'], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  runVitest('API tests on PostgreSQL', ['api'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
} else {
  console.log('\n(API tests on PostgreSQL not run: set TEST_DATABASE_URL to run them too.)');
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) {
  run('Build the web app', ['npm', 'run', 'build', '-w', '@threshold/web']);
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
