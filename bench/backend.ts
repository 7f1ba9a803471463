// The database a bench run measures on, with the API and the yardsticks started over it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT, seedData } from '../e2e/support/server';

export const OPERATOR_KEY = 'bench-operator-key';

export type Backend = {
  /** 'PGlite' or 'PostgreSQL'. */
  label: string;
  apiUrl: string;
  /** The yardsticks' base URL: /bare and /select. */
  yardstickUrl: string;
  stop(): Promise<void>;
};

export type Started = { url: string; stop(): Promise<void> };

/** Spawns a TypeScript entry point and waits for it to say where it listens (or to answer health). */
async function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  ready: (output: string, child: ChildProcess) => Promise<string | undefined>,
): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, entry)], {
    cwd: join(REPO_ROOT, 'apps/api'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on(
    'data',
    (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)),
  );
  child.stderr?.on(
    'data',
    (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)),
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} stopped:\n${output}`);
    const url = await ready(output, child);
    if (url) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${entry} was not ready within 180 s:\n${output}`);
}

export function startYardsticks(env: NodeJS.ProcessEnv): Promise<Started> {
  return startProcess(
    'bench/yardstick-server.ts',
    env,
    async (output) => /LISTENING (\S+)/.exec(output)?.[1],
  );
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The API as `npm start` runs it (outside production, so the demo mover is seeded). */
export async function startApi(env: NodeJS.ProcessEnv): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startProcess(
    'apps/api/src/main.ts',
    {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      OPERATOR_KEY,
      LOG_LEVEL: 'warn',
      ...env,
    },
    async () => {
      try {
        return (await fetch(`${url}/api/healthcheck`)).ok ? url : undefined;
      } catch {
        return undefined;
      }
    },
  );
}

/** Puts the demo mover on the energy, broadband, council and water steps (apps/api/scripts/bench-mover.ts). */
function prepareMover(env: NodeJS.ProcessEnv): void {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'apps/api/scripts/bench-mover.ts')],
    {
      cwd: join(REPO_ROOT, 'apps/api'),
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`bench-mover failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * PGlite: a seeded data directory, the mover prepared on it, then one copy for the API and one for
 * the yardsticks' process (PGlite allows one process per directory; the copies hold the same data).
 */
export async function pgliteBackend(): Promise<Backend> {
  const seeded = await seedData();
  const copies: string[] = [];
  const started: Started[] = [];
  const stop = async () => {
    for (const process of started.reverse()) await process.stop();
    for (const dir of [seeded.dataDir, ...copies]) rmSync(dir, { recursive: true, force: true });
  };
  try {
    prepareMover({ DATA_DIR: seeded.dataDir, DATABASE_URL: '' });
    const copy = () => {
      const dir = mkdtempSync(join(tmpdir(), 'threshold-bench-'));
      cpSync(seeded.dataDir, dir, { recursive: true });
      copies.push(dir);
      return dir;
    };
    const api = await startApi({ DATA_DIR: copy(), DATABASE_URL: '' });
    started.push(api);
    const yardsticks = await startYardsticks({ DATA_DIR: copy(), DATABASE_URL: '' });
    started.push(yardsticks);
    return { label: 'PGlite', apiUrl: api.url, yardstickUrl: yardsticks.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * PostgreSQL: a database of the bench's own beside the one DATABASE_URL names (which is never
 * changed), migrated and seeded by the API at start, and dropped at the end.
 */
export async function postgresBackend(adminUrl: string): Promise<Backend> {
  const name = `threshold_bench_${process.pid}_${Date.now().toString(36)}`;
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'threshold-bench-'));
  const started: Started[] = [];
  const stop = async () => {
    for (const process of started.reverse()) await process.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    const env = { DATABASE_URL: benchUrl.toString(), DATA_DIR: dataDir };
    const api = await startApi(env);
    started.push(api);
    prepareMover(env);
    const yardsticks = await startYardsticks(env);
    started.push(yardsticks);
    return { label: 'PostgreSQL', apiUrl: api.url, yardstickUrl: yardsticks.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
