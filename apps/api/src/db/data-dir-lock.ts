import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config';

const LOCK_FILE = 'threshold.lock';

export type DataDirLock = { release(): void };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live process holding the data directory's lock; undefined when none does. */
export function dataDirHolder(dataDir: string): number | undefined {
  let holder: number;
  try {
    holder = Number.parseInt(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim(), 10);
  } catch {
    return undefined;
  }
  return Number.isInteger(holder) && isRunning(holder) ? holder : undefined;
}

/**
 * PGlite takes no lock on its data directory, and two processes writing it would corrupt it.
 * The server holds a lock file naming its pid; a stale file (its process gone) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new ConfigError(
          `DATA_DIR ${dataDir} is in use by another Threshold server (pid ${holder}); stop it or choose another DATA_DIR`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new ConfigError(`Could not take the lock on DATA_DIR ${dataDir}`);
}
