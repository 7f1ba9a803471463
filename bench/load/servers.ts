// The API processes a load run talks to: on PGlite a freshly seeded data directory of the run's
// own; on PostgreSQL a database of the run's own (load_<random>) on the server DATABASE_URL names,
// created, migrated, seeded and dropped here, so no other database's tables are touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../../e2e/support/server';

export const OPERATOR_KEY = 'load-operator-key';
/** The partner whose API sends every lead (branch 101 exists in its seed). */
export const PARTNER_BRAND = 'harbour-lettings';

export type Backend =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; databaseUrl: string; adminUrl: string; databaseName: string };

export type ApiProcess = { baseUrl: string; stop(): Promise<void>; log(): string };

export type Deployment = {
  backend: Backend;
  partnerKey: string;
  /** Environment every API process of the run shares (the same token secret on each replica). */
  env: NodeJS.ProcessEnv;
  /** Removes what the run made (data directory, or drops its database). */
  remove(): Promise<void>;
};

async function runNode(what: string, script: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: join(REPO_ROOT, 'apps/api'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`${what} failed (exit ${code}):\n${output}`);
  return output;
}

/** The URL of another database on the same PostgreSQL server. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Makes the run's database (migrated and seeded by the API's own start-up code, as `npm run
 * partner-key` does) and issues the partner key the movers' leads are sent with.
 */
export async function prepareDeployment(databaseUrl: string | undefined): Promise<Deployment> {
  const dataDir = mkdtempSync(join(tmpdir(), 'threshold-load-'));
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    OPERATOR_KEY,
    DATA_DIR: dataDir,
    // One secret for every replica: a token one process issues is good at the other.
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: '',
  };
  let backend: Backend;
  let dropDatabase = async () => undefined as void;
  if (databaseUrl) {
    const databaseName = `load_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${databaseName}`);
    } finally {
      await admin.end();
    }
    const runUrl = withDatabase(databaseUrl, databaseName);
    backend = { kind: 'postgres', databaseUrl: runUrl, adminUrl: databaseUrl, databaseName };
    baseEnv.DATABASE_URL = runUrl;
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${databaseName} with (force)`);
      } finally {
        await client.end();
      }
    };
  } else {
    backend = { kind: 'pglite', dataDir };
  }
  const remove = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  };
  try {
    const output = await runNode(
      'Issuing the load partner key',
      join(REPO_ROOT, 'e2e/support/issue-partner-keys.ts'),
      baseEnv,
      [PARTNER_BRAND],
    );
    const line = output.split('\n').find((text) => text.startsWith('{'));
    const partnerKey = line ? (JSON.parse(line) as Record<string, string>)[PARTNER_BRAND] : '';
    if (!partnerKey) throw new Error(`No partner key was issued:\n${output}`);
    return { backend, partnerKey, env: baseEnv, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export async function waitForHealth(
  baseUrl: string,
  child: ChildProcess | undefined,
  output: () => string,
  timeoutMs = 180_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`The API stopped before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/healthcheck`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseUrl} did not become healthy within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * Starts one API process (the entry `npm start` runs) on a free port. `stop` asks it to shut
 * down as an operator would (SIGTERM: PGlite checkpoints and closes), so its data can be read after.
 */
export async function startApi(
  deployment: Deployment,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ApiProcess> {
  const port = await findFreePort();
  let log = '';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/main.ts')],
    {
      cwd: join(REPO_ROOT, 'apps/api'),
      env: { ...deployment.env, PORT: String(port), HOST: '127.0.0.1', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-50_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const baseUrl = `http://127.0.0.1:${port}`;

  async function stop() {
    process.removeListener('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  }
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, log: () => log };
}
