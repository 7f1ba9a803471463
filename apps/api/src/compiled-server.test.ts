import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../build/build-api';

/**
 * Production runs the API as compiled JavaScript (`npm start`: `node dist/main.js`). This builds it
 * (beside dist, so the installed packages resolve the same way) and starts it with plain node on a
 * fresh data directory: no TypeScript loader is involved.
 */
const API_ROOT = join(import.meta.dirname, '..');
const outDir = join(API_ROOT, `.build-test-${process.pid}`);
const dataDir = mkdtempSync(join(tmpdir(), 'threshold-compiled-'));
let server: ChildProcess | undefined;
let output = '';

function started(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Threshold is running on (http:\/\/localhost:\d+)\//.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
}

describe('the compiled server', () => {
  let baseUrl = '';

  beforeAll(async () => {
    const main = await buildApi(outDir);
    server = spawn(process.execPath, ['--enable-source-maps', main], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    baseUrl = await started(server);
  }, 120_000);

  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is one JavaScript file that imports no TypeScript loader', () => {
    const code = readFileSync(join(outDir, 'main.js'), 'utf8');
    expect(code).not.toMatch(/from ["']tsx/);
    expect(code).not.toMatch(/from ["']typescript["']/);
  });

  it('migrates and seeds a new database, then answers the health check and the branding', async () => {
    const health = await fetch(`${baseUrl}/api/healthcheck`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    // The seed (read from the JSON files copied beside main.js) made the demo mover, and the
    // address dataset (another such file) answers a postcode.
    const token = await fetch(`${baseUrl}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'demo.mover@threshold.example',
        password: 'Moving-day-1',
      }),
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const addresses = await fetch(`${baseUrl}/api/addresses/LS1%204AP`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(addresses.status).toBe(200);
    expect(JSON.stringify(await addresses.json())).toMatch(/LEEDS/i);
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server?.once('exit', resolve));
    server?.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
