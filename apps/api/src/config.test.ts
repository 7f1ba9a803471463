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
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', nodeEnv: 'development', logLevel: 'info', databaseUrl: undefined });
    expect(config.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(config.webDist).toBe(join(REPO_ROOT, 'apps/web/dist'));
    expect(existsSync(join(REPO_ROOT, 'package.json'))).toBe(true);
    expect(config.operatorKey.length).toBeGreaterThanOrEqual(12);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ TOKEN_SECRET: 'x'.repeat(32), DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /^Configuration error: PORT: /],
    [{ PORT: '70000' }, /^Configuration error: PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Configuration error: DATABASE_URL: must be a postgres/],
    [{ TOKEN_SECRET: 'short' }, /^Configuration error: TOKEN_SECRET: must be at least 32 characters$/],
    [{ LOG_LEVEL: 'loud' }, /^Configuration error: LOG_LEVEL: /],
    [{ NODE_ENV: 'production', OPERATOR_KEY: 'a-long-operator-key', TOKEN_SECRET: '' }, /^Configuration error: TOKEN_SECRET: is required/],
    [{ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) }, /^Configuration error: OPERATOR_KEY: is required/],
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
