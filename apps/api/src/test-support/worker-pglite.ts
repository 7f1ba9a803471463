import type { Database } from '../db/client';
import { openSeededSnapshot } from './seeded-snapshot';
import { resetToTestState, type TestState } from './test-states';

export type LeasedDatabase = Database & {
  /** Hands the database back to the worker (it stays open for the next file); close() ends it for good. */
  destroy(): Promise<void>;
};

type Slot = { database: Database | undefined; leased: boolean };

// On globalThis, not in this module: a test file's vi.resetModules() must not orphan an open PGlite.
const SLOT_KEY = Symbol.for('threshold.test.worker-pglite');
const holder = globalThis as typeof globalThis & { [SLOT_KEY]?: Slot };

/**
 * This worker's one PGlite (loaded once from the global setup's dump), put back to `state`, for one
 * test app or test at a time. The API project runs without per-file isolation, so the files a
 * worker runs in turn share it instead of each loading the 43 MB dump and importing the app again.
 * Undefined when there is no dump (a script, a single file run by hand) or another caller in this
 * worker holds it (a file with two apps open at once): the caller opens a database of its own.
 */
export async function leaseWorkerPglite(state: TestState): Promise<LeasedDatabase | undefined> {
  const slot = (holder[SLOT_KEY] ??= { database: undefined, leased: false });
  if (slot.leased) return undefined;
  slot.leased = true;
  let shared: Database | undefined;
  try {
    slot.database ??= await openSeededSnapshot();
    shared = slot.database;
    if (!shared) {
      slot.leased = false;
      return undefined;
    }
    await resetToTestState(shared.db, state);
  } catch (error) {
    // A database that failed to reset is not handed to anyone again.
    if (shared) {
      slot.database = undefined;
      await shared.close().catch(() => undefined);
    }
    slot.leased = false;
    throw error;
  }
  return lease(slot, shared);
}

function lease(slot: Slot, shared: Database): LeasedDatabase {
  // Change announcements reach only this lease's listeners: an app built on an earlier lease is closed.
  const listeners = new Set<(enrolmentId: string) => void>();
  const unsubscribe = shared.enrolmentChanges?.subscribe((enrolmentId) => {
    for (const listener of listeners) listener(enrolmentId);
  });
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    unsubscribe?.();
    listeners.clear();
    slot.leased = false;
  };
  return {
    ...shared,
    enrolmentChanges: {
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    // A test closing its database (to see the app fail) really closes it; the next lease opens another.
    async close() {
      if (slot.database === shared) slot.database = undefined;
      release();
      await shared.close();
    },
    async destroy() {
      release();
    },
  };
}
