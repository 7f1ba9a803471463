import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withDatabaseName } from '../test-support/test-database';

/** apps/api: where `npm start` runs the server from. */
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The operator key and token secret every fault-test server is started with. */
export const FAULT_OPERATOR_KEY = 'fault-test-operator-key';
const TOKEN_SECRET = 'fault-test-token-secret-that-is-long-enough-0123456789';

/** Where a server keeps its data: a PGlite directory, or a PostgreSQL database of the test's own. */
export type ServerData = { dataDir: string; databaseUrl?: string };

export async function freePort(): Promise<number> {
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

function serverEnv(data: ServerData, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: data.dataDir,
    DATABASE_URL: data.databaseUrl ?? '',
    TOKEN_SECRET,
    OPERATOR_KEY: FAULT_OPERATOR_KEY,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent/threshold-fault-test-web',
    ...extra,
  };
}

/** Runs one of the API's scripts (as `npm run <script>` does) on the data and returns its output. */
export async function runApiScript(data: ServerData, script: string, args: string[]) {
  // A port nothing listens on: a command that asks a running server first (npm run partner-key)
  // must not reach an unrelated one on the default port, and falls back to the database.
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: API_DIR,
    env: serverEnv(data, { PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`${script} failed (exit ${code}):\n${output}`);
  return output;
}

export type ServerProcess = {
  baseUrl: string;
  /** Ends the process at once, as a power cut or the OOM killer would: no shutdown code runs. */
  killHard(): Promise<void>;
  /** SIGTERM: the server's own clean shutdown. */
  stop(): Promise<void>;
};

/** Starts the real server (src/main.ts, as `npm start` does) on the data and waits until it is healthy. */
export async function startServerProcess(data: ServerData): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: serverEnv(data, { PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Should the runner end first, the server does not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ended = () => child.exitCode !== null || child.signalCode !== null;

  async function end(signal: NodeJS.Signals) {
    process.removeListener('exit', killOnExit);
    if (!ended()) child.kill(signal);
    await exited;
  }

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (ended()) throw new Error(`The server stopped before it was ready:\n${log}`);
    if (Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`The server was not healthy within 120 s:\n${log}`);
    }
    const healthy = await fetch(`${baseUrl}/api/healthcheck`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    killHard: () => end('SIGKILL'),
    async stop() {
      await end('SIGTERM');
      if (child.exitCode !== 0) throw new Error(`The server did not stop cleanly:\n${log}`);
    },
  };
}

/** A PostgreSQL database of the caller's own on TEST_DATABASE_URL's server, dropped by `drop()`. */
export async function ownPostgresDatabase(
  adminUrl: string,
  prefix: string,
  /** A database to copy (the run's migrated and seeded one), instead of an empty one. */
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onAdmin(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: withDatabaseName(adminUrl, name),
    drop: () => onAdmin(`drop database if exists ${name} with (force)`),
  };
}
