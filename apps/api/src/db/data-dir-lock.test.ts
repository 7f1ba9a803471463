import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'threshold-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('stops a second server on the same DATA_DIR with one clear line', () => {
    const dir = freshDir();
    // A live process other than this one holds the lock: the parent of the test runner.
    writeFileSync(join(dir, 'threshold.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(ConfigError);
    expect(() => lockDataDir(dir)).toThrow(/is in use by another Threshold server \(pid \d+\)/);
  });

  it('takes the lock in a file naming this process, and removes the file on release', () => {
    const dir = freshDir();
    const lockFile = join(dir, 'threshold.lock');
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    const again = lockDataDir(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    again.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a stale lock left by a process that has gone', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'threshold.lock'), '999999999');
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'threshold.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
