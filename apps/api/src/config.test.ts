import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'threshold-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses the documented defaults, with paths from the repository root (not the working directory)', () => {
    const config = loadConfig({ TOKEN_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      logLevel: 'info',
      databaseUrl: undefined,
    });
    expect(config.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(config.webDist).toBe(join(REPO_ROOT, 'apps/web/dist'));
    expect(existsSync(join(REPO_ROOT, 'package.json'))).toBe(true);
    expect(config.operatorKey.length).toBeGreaterThanOrEqual(12);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(
      loadConfig({ TOKEN_SECRET: 'x'.repeat(32), DATABASE_URL: '' }).databaseUrl,
    ).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /^Configuration error: PORT: /],
    [{ PORT: '70000' }, /^Configuration error: PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Configuration error: DATABASE_URL: must be a postgres/],
    [
      { TOKEN_SECRET: 'short' },
      /^Configuration error: TOKEN_SECRET: must be at least 32 characters$/,
    ],
    [{ LOG_LEVEL: 'loud' }, /^Configuration error: LOG_LEVEL: /],
    [
      { NODE_ENV: 'production', OPERATOR_KEY: 'a-long-operator-key', TOKEN_SECRET: '' },
      /^Configuration error: TOKEN_SECRET: is required/,
    ],
    [
      { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) },
      /^Configuration error: OPERATOR_KEY: is required/,
    ],
    [
      { NODE_ENV: 'production', OPERATOR_KEY: 'a-long-operator-key', TRUST_PROXY: 'true' },
      /^Configuration error: TRUST_PROXY: true lets any client choose its address/,
    ],
    [
      { TRUST_PROXY: '1' },
      /^Configuration error: TRUST_PROXY: must be false, or the addresses or CIDR ranges/,
    ],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Configuration error: TRUST_PROXY: must be false/],
    [{ TRUST_PROXY: 'proxy.internal' }, /^Configuration error: TRUST_PROXY: must be false/],
    [
      { HEADERS_TIMEOUT_SECONDS: '40' },
      /^Configuration error: HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS$/,
    ],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, /^Configuration error: REQUEST_TIMEOUT_SECONDS: /],
  ])('stops on %o with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig({ TOKEN_SECRET: 'x'.repeat(32), ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('takes the proxies in front as addresses or CIDR ranges, and true only outside production', () => {
    expect(loadConfig({ TOKEN_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false);
    expect(
      loadConfig({
        TOKEN_SECRET: 'x'.repeat(32),
        TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,loopback,2001:db8::/32',
      }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.0.2.7', 'loopback', '2001:db8::/32']);
    expect(loadConfig({ TOKEN_SECRET: 'x'.repeat(32), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(32),
      OPERATOR_KEY: 'a-long-operator-key',
    };
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
    ]);
  });

  it('cuts off slow clients after documented limits: 30 s for a request, 10 s for its headers, 72 s idle keep-alive', () => {
    expect(loadConfig({ TOKEN_SECRET: 'x'.repeat(32) })).toMatchObject({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(
      loadConfig({
        TOKEN_SECRET: 'x'.repeat(32),
        REQUEST_TIMEOUT_SECONDS: '12',
        HEADERS_TIMEOUT_SECONDS: '4',
      }),
    ).toMatchObject({
      requestTimeoutMs: 12_000,
      headersTimeoutMs: 4_000,
    });
  });

  it('generates the token key once into DATA_DIR (owner-only) and reuses it', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.tokenSecret).toBe(first.tokenSecret);
    const file = join(dataDir, 'token-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.tokenSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});
