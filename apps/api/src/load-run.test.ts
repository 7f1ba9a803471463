import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';

/**
 * `npm run load` at CI size (bench/load): 20 movers at once, each a partner's lead and the whole
 * journey through a real API process, on a fresh database of the run's own (PGlite here;
 * PostgreSQL in the layer that sets TEST_DATABASE_URL), then the database reconciled.
 */
type LoadReport = {
  ok: boolean;
  figures: {
    completed: number;
    errors: number;
    errorsByCall: Record<string, number>;
    firstErrors: string[];
  };
  reconciliation: { checked: number; lost: string[]; duplicated: string[]; wrong: string[] };
  replicaProbes: { name: string; shared: boolean; detail: string }[];
};

const MOVERS = 20;
const workDir = mkdtempSync(join(tmpdir(), 'threshold-load-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function runLoad(options: { args?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<{
  report: LoadReport | null;
  output: string;
  code: number | null;
}> {
  const reportFile = join(workDir, 'report.json');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(REPO_ROOT, 'bench/load/run.ts'),
      '--movers',
      String(MOVERS),
      '--json',
      reportFile,
      ...(options.args ?? []),
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const report = existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, 'utf8')) as LoadReport)
    : null;
  return { report, output, code };
}

/** The run finished every mover with no error, and the database holds each acknowledged write once. */
function expectCleanRun(result: Awaited<ReturnType<typeof runLoad>>) {
  const { report, output, code } = result;
  expect(report, output).not.toBeNull();
  const { figures, reconciliation } = report!;
  expect(
    { completed: figures.completed, errors: figures.errors, byCall: figures.errorsByCall },
    figures.firstErrors.join('\n'),
  ).toEqual({ completed: MOVERS, errors: 0, byCall: {} });
  expect({
    lost: reconciliation.lost,
    duplicated: reconciliation.duplicated,
    wrong: reconciliation.wrong,
  }).toEqual({ lost: [], duplicated: [], wrong: [] });
  // Each mover's lead, log-in, moving details, products, hand-offs, tariff, payment, sign-up and package.
  expect(reconciliation.checked).toBeGreaterThanOrEqual(MOVERS * 15);
  expect(code, output).toBe(0);
  return report!;
}

describe('npm run load (20 movers)', () => {
  it('every mover completes the journey with no error, and every acknowledged write is in the database once', async () => {
    expectCleanRun(await runLoad());
  }, 150_000);
});

// Two API processes on one PostgreSQL behind Debian's nginx, sharing Redis as production's replicas
// do. `.ci/run` installs nginx where it is missing; elsewhere its absence is said loudly.
const nginxFound = [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'].some(
  (path) => path && existsSync(path),
);
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (postgresUrl && !nginxFound)
  process.stderr.write(
    '\nNGINX NOT FOUND: the load run through nginx with two API processes is skipped (apt-get install -y nginx-light).\n',
  );

// Only the PostgreSQL layer defines it (PGlite is one process), so the PGlite layer skips nothing.
if (postgresUrl)
  describe('npm run load through nginx with two API processes (20 movers)', () => {
    it.skipIf(!nginxFound)(
      'serves every mover from both processes with no error or lost write, and the processes share what they must',
      async () => {
        const report = expectCleanRun(
          await runLoad({ args: ['--replicas', '2'], env: { REDIS_URL: redisUrl ?? '' } }),
        );
        // An app token, a log-out and the per-address log-in limit, each seen by the other process.
        expect(report.replicaProbes.length).toBeGreaterThanOrEqual(3);
        expect(report.replicaProbes.filter((probe) => !probe.shared)).toEqual([]);
      },
      240_000,
    );
  });
