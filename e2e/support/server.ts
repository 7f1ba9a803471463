import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** The operator key every e2e server is started with (service status, dev clock). */
export const OPERATOR_KEY = 'e2e-operator-key';

export type PartnerKeys = {
  /** A partner API key for Harbour Lettings. */
  partnerKey: string;
  /** A partner API key for Oakfield Homes (the onboarding journey's brand). */
  onboardingPartnerKey: string;
  /** A partner API key for Northgate Lettings (the combined council-and-water journey). */
  northgatePartnerKey: string;
};

export type RunningServer = PartnerKeys & {
  baseUrl: string;
  operatorKey: string;
  stop(): Promise<void>;
};

/** A data directory holding the migrated seed data and the three partner keys, not yet served. */
export type SeededData = PartnerKeys & {
  dataDir: string;
  remove(): void;
};

/** Runs a command to its end and returns what it printed; a failure throws with its output. */
async function run(
  what: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolveCode, reject) => {
    child.once('error', reject);
    child.once('close', resolveCode);
  });
  if (code !== 0) throw new Error(`${what} failed (exit ${code}):\n${stdout}\n${stderr}`);
  return stdout;
}

/**
 * Issues a partner key per brand on a data directory, in one process, through the same tool
 * context as `npm run partner-key` (PGlite allows one process, so before the server starts).
 */
async function issuePartnerKeys(
  dataDir: string,
  brands: string[],
): Promise<Record<string, string>> {
  const stdout = await run(
    'Issuing the e2e partner keys',
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'e2e/support/issue-partner-keys.ts'), ...brands],
    {
      cwd: join(REPO_ROOT, 'apps/api'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
    },
  );
  const line = stdout.split('\n').find((text) => text.startsWith('{'));
  const keys = line ? (JSON.parse(line) as Record<string, string>) : {};
  const missing = brands.filter((brand) => !keys[brand]);
  if (missing.length > 0)
    throw new Error(`No e2e partner key for ${missing.join(', ')}:\n${stdout}`);
  return keys;
}

/**
 * A fresh data directory brought up to date (migrations and seed, as the server does at start)
 * with a key issued for each partner brand the journeys use.
 */
export async function seedData(): Promise<SeededData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'threshold-e2e-seed-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const keys = await issuePartnerKeys(dataDir, [
      'harbour-lettings',
      'oakfield-homes',
      'northgate-lettings',
    ]);
    return {
      dataDir,
      partnerKey: keys['harbour-lettings']!,
      onboardingPartnerKey: keys['oakfield-homes']!,
      northgatePartnerKey: keys['northgate-lettings']!,
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Builds the web app (its `npm run build`) into a directory of the run's own, so a build started
 * elsewhere meanwhile (it empties apps/web/dist and renames every chunk) cannot pull pages from
 * under the journeys.
 */
export async function buildWebApp(): Promise<{ webDist: string; remove(): void }> {
  const webDist = mkdtempSync(join(tmpdir(), 'threshold-e2e-web-'));
  const remove = () => rmSync(webDist, { recursive: true, force: true });
  try {
    await run(
      'Building the web app',
      'npm',
      ['run', 'build', '-w', '@threshold/web', '--', '--outDir', webDist, '--emptyOutDir'],
      {
        cwd: REPO_ROOT,
      },
    );
    return { webDist, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Builds the API as production runs it (compiled JavaScript, `npm run build -w @threshold/api`),
 * into a directory of this run's own beside apps/api/dist, so the installed packages resolve as
 * they do for dist and no other build meanwhile changes it.
 */
export async function buildCompiledApi(): Promise<{ main: string; remove(): void }> {
  const outDir = join(REPO_ROOT, 'apps/api', `.build-e2e-${process.pid}`);
  const remove = () => rmSync(outDir, { recursive: true, force: true });
  try {
    await run(
      'Building the API',
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'apps/api/build/build-api.ts'), outDir],
      { cwd: REPO_ROOT },
    );
    return { main: join(outDir, 'main.js'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

async function findFreePort(): Promise<number> {
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

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  // Generous: on a busy machine, several servers starting at once each take a minute or more.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server stopped before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/healthcheck`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy within 180 s:\n${output()}`);
}

/**
 * Starts the real server (the same entry `npm start` runs, over the built web app) on a free
 * port, on its own copy of the seeded data, so it begins from the seed data alone and shares
 * nothing with any other server. Without `seeded`, it seeds a data directory of its own; without
 * `webDist`, it serves apps/web/dist.
 */
export async function startServer(
  options: {
    seeded?: SeededData;
    webDist?: string;
    /** The compiled server (buildCompiledApi) to run with plain node; without it, the TypeScript through tsx. */
    apiMain?: string;
  } = {},
): Promise<RunningServer> {
  const { seeded, webDist, apiMain } = options;
  const own = seeded ? undefined : await seedData();
  const source = seeded ?? own!;
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'threshold-e2e-'));
  // A stopped PGlite directory is plain files: a copy is the same database (and token key).
  cpSync(source.dataDir, dataDir, { recursive: true });
  own?.remove();
  let log = '';
  const child = spawn(
    process.execPath,
    apiMain
      ? ['--enable-source-maps', apiMain]
      : ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/main.ts')],
    {
      cwd: join(REPO_ROOT, 'apps/api'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        OPERATOR_KEY,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...(webDist ? { WEB_DIST: webDist } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Should the runner end without its teardown, the server does not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  // Its data is thrown away next, so there is nothing to shut down cleanly for.
  async function stop() {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    operatorKey: OPERATOR_KEY,
    partnerKey: source.partnerKey,
    onboardingPartnerKey: source.onboardingPartnerKey,
    northgatePartnerKey: source.northgatePartnerKey,
    stop,
  };
}
