import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FAULT_OPERATOR_KEY,
  runApiScript,
  startServerProcess,
  type ServerProcess,
} from '../faults/server-process';

/** apps/api: where npm runs the commands' scripts from. */
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a command's script as `npm run <command>` does, beside the server: its exit code and output. */
async function runCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: '',
    OPERATOR_KEY: FAULT_OPERATOR_KEY,
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete childEnv.PUBLIC_BASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: API_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  return { code, output };
}

describe('operator commands while the server runs on PGlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'threshold-partner-commands-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('partner-owner, partner-key and lead ask the running server (by PORT or --url); with no server they open the database', async () => {
    server = await startServerProcess({ dataDir });
    const port = new URL(server.baseUrl).port;
    const beside = { DATA_DIR: dataDir, PORT: port };

    // By PORT, as `npm run partner-owner` finds a server started with the same configuration.
    const owner = await runCommand(
      'partner-owner',
      ['--brand', 'harbour-lettings', '--email', 'owner@harbour.example.com'],
      beside,
    );
    expect(owner.output).not.toMatch(/opening the database/);
    expect(owner.code).toBe(0);
    expect(owner.output).toContain('owner@harbour.example.com is an owner of Harbour Lettings');
    expect(owner.output).toContain(`http://localhost:${port}/harbour-lettings/partner`);
    const again = await runCommand(
      'partner-owner',
      ['--brand', 'harbour-lettings', '--email', 'OWNER@harbour.example.com'],
      beside,
    );
    expect(again.code).toBe(1);
    expect(again.output).toContain('already has access to a partner console');

    // By --url.
    const key = await runCommand(
      'partner-key',
      ['--brand', 'harbour-lettings', '--label', 'CRM', '--url', server.baseUrl],
      { DATA_DIR: dataDir },
    );
    expect(key.code).toBe(0);
    const issued = key.output.split('\n').find((line) => line.startsWith('tpk_'));
    if (!issued) throw new Error(`no key in:\n${key.output}`);
    const viaKey = await fetch(`${server.baseUrl}/api/partner/leads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${issued.trim()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        emailAddress: 'keyed@mover.example.com',
        surname: 'Keyed',
        postcode: 'SW1A 1AA',
      }),
    });
    expect(viaKey.status).toBe(201);

    const lead = await runCommand(
      'lead',
      [
        '--brand',
        'harbour-lettings',
        '--branch',
        '101',
        '--email',
        'lead@mover.example.com',
        '--surname',
        'Lead',
        '--postcode',
        'SW1A 1AA',
        '--url',
        server.baseUrl,
      ],
      { DATA_DIR: dataDir },
    );
    expect(lead.code).toBe(0);
    expect(lead.output).toMatch(/Enrolment [0-9a-f-]{36} created; the invitation is in the outbox/);
    expect(lead.output).toMatch(/Invitation link: http:\/\/localhost:\d+\/harbour-lettings\/101\//);
    const badLead = await runCommand(
      'lead',
      ['--brand', 'harbour-lettings', '--email', 'bad@mover.example.com', '--url', server.baseUrl],
      { DATA_DIR: dataDir },
    );
    expect(badLead.code).toBe(1);
    expect(badLead.output).toMatch(/^postcode: /m);
    const wrongKey = await runCommand('partner-key', ['--brand', 'harbour-lettings'], {
      ...beside,
      OPERATOR_KEY: 'not-the-operator-key',
    });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.output).toContain('refused the operator key');

    // No server: the command opens the data itself, and the server started later finds its owner.
    await server.stop();
    server = undefined;
    const offline = await runApiScript({ dataDir }, 'scripts/partner-owner.ts', [
      '--brand',
      'oakfield-homes',
      '--email',
      'offline@oakfield.example.com',
    ]);
    expect(offline).toContain(
      `No server holds DATA_DIR ${dataDir}: opening the database directly.`,
    );
    expect(offline).toContain('offline@oakfield.example.com is an owner of Oakfield Homes');
    server = await startServerProcess({ dataDir });
    const taken = await fetch(`${server.baseUrl}/api/operator/partner-owners`, {
      method: 'POST',
      headers: { 'x-operator-key': FAULT_OPERATOR_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ brand: 'oakfield-homes', email: 'offline@oakfield.example.com' }),
    });
    expect(taken.status).toBe(409);
  }, 240_000);
});
