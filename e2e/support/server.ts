import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export type RunningServer = {
  baseUrl: string;
  operatorKey: string;
  /** A partner API key for Harbour Lettings, issued on the fresh data before the server started. */
  partnerKey: string;
  /** A partner API key for Oakfield Homes (the onboarding journey's brand). */
  onboardingPartnerKey: string;
  /** A partner API key for Northgate Lettings (the combined council-and-water journey). */
  northgatePartnerKey: string;
  stop(): Promise<void>;
};

/** Runs the partner-key command on a data directory (PGlite allows one process, so before start). */
function issuePartnerKey(dataDir: string, brand: string): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'apps/api/scripts/partner-key.ts'), '--brand', brand, '--label', 'e2e'],
    {
      cwd: join(REPO_ROOT, 'apps/api'),
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  const key = result.stdout
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0 && !line.includes(' '));
  if (result.status !== 0 || !key) {
    throw new Error(`partner-key failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return key;
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
  const deadline = Date.now() + 90_000;
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
  throw new Error(`The server did not become healthy within 90 s:\n${output()}`);
}

/**
 * Starts the real server (the same entry `npm start` runs, over the built web app) on a free
 * port with a fresh DATA_DIR, so every run begins from the seed data alone.
 */
export async function startServer(): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'threshold-e2e-'));
  const operatorKey = 'e2e-operator-key';
  const partnerKey = issuePartnerKey(dataDir, 'harbour-lettings');
  const onboardingPartnerKey = issuePartnerKey(dataDir, 'oakfield-homes');
  const northgatePartnerKey = issuePartnerKey(dataDir, 'northgate-lettings');
  let log = '';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/main.ts')],
    {
      cwd: join(REPO_ROOT, 'apps/api'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        OPERATOR_KEY: operatorKey,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
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
  await waitForHealth(baseUrl, child, () => log);

  return {
    baseUrl,
    operatorKey,
    partnerKey,
    onboardingPartnerKey,
    northgatePartnerKey,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
