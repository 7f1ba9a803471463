import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  askServer,
  noServerLine,
  OperatorCommandError,
  refusalOf,
  serverTarget,
} from './operator-command';

const env = { NODE_ENV: 'test', OPERATOR_KEY: 'operator-key-for-tests', PORT: '3456' };

describe('operator commands: which server, and what its answers print', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'threshold-operator-command-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finds the server by --url, else PUBLIC_BASE_URL, else localhost on PORT, with the operator key', () => {
    expect(serverTarget(undefined, { ...env, DATABASE_URL: 'postgres://db/x' })).toEqual({
      baseUrl: 'http://localhost:3456',
      operatorKey: 'operator-key-for-tests',
    });
    expect(
      serverTarget('http://api.internal:8080/', { ...env, DATABASE_URL: 'postgres://db/x' }),
    ).toMatchObject({ baseUrl: 'http://api.internal:8080' });
    expect(serverTarget('ftp://x', env)).toEqual({
      error: '--url must be an http(s) URL, such as http://localhost:3000',
    });
  });

  it('on PGlite, a DATA_DIR no live server holds is opened at once; one a live process holds sends the command to the server', () => {
    const free = serverTarget(undefined, { ...env, DATA_DIR: dataDir });
    expect(free).toMatchObject({ freeDataDir: dataDir });
    if ('error' in free) throw new Error(free.error);
    expect(noServerLine(free)).toBe(
      `No server holds DATA_DIR ${dataDir}: opening the database directly.`,
    );
    // The lock file names a live process (this one), as a running server's does.
    writeFileSync(join(dataDir, 'threshold.lock'), String(process.pid));
    expect(serverTarget(undefined, { ...env, DATA_DIR: dataDir })).not.toHaveProperty(
      'freeDataDir',
    );
  });

  const target = { baseUrl: 'http://localhost:3456', operatorKey: 'k' };

  it('a refused connection is "no server"; a server that does not answer in time is an error, not a reason to open its data', async () => {
    const refused = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    expect(await askServer(target, '/api/operator/leads', {}, refused)).toEqual({ reached: false });
    const silent = (() =>
      Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))) as typeof fetch;
    await expect(askServer(target, '/api/operator/leads', {}, silent)).rejects.toThrow(
      OperatorCommandError,
    );
  });

  it('prints the server’s refusal: the operator key, each field’s message, or its message', () => {
    expect(refusalOf(target, { reached: true, status: 403, body: { message: 'x' } }).message).toBe(
      'The server at http://localhost:3456 refused the operator key. Set OPERATOR_KEY to the key the server uses.',
    );
    expect(
      refusalOf(target, {
        reached: true,
        status: 400,
        body: {
          message: 'm',
          errors: { postcode: 'Please tell me the postcode', surname: 'Too short' },
        },
      }).message,
    ).toBe('postcode: Please tell me the postcode\nsurname: Too short');
    expect(
      refusalOf(target, { reached: true, status: 409, body: { message: 'Taken.' } }).message,
    ).toBe('Taken.');
    expect(refusalOf(target, { reached: true, status: 502, body: null }).message).toBe(
      'The server at http://localhost:3456 answered 502. Is it this portal’s server?',
    );
  });
});
