import { LRUCache } from 'lru-cache';
import { isDeepStrictEqual } from 'node:util';
import type { EnrolmentRow } from '../../auth/caller';
import type { EnrolmentChanges } from '../../db/client';

export type EnrolmentReadCache<T> = {
  /** What `load` answers for the enrolment, from memory while the database reports no change. */
  get(enrolmentId: string): Promise<T>;
};

/**
 * Keeps one read per enrolment in memory until the database announces a change to that enrolment
 * (migration 0008's trigger, whatever code made the change). Where the database announces
 * nothing (PostgreSQL, shared by replicas), every get reads. Readers share one load in flight; a
 * load that a change overtook answers its own request but is not kept. Values are shared between
 * requests: callers must not change them.
 */
export function createEnrolmentReadCache<T extends object>(options: {
  changes: EnrolmentChanges | null;
  load: (enrolmentId: string) => Promise<T>;
  maxEntries?: number;
}): EnrolmentReadCache<T> {
  const { changes, load } = options;
  if (!changes) return { get: load };
  const entries = new LRUCache<string, T>({ max: options.maxEntries ?? 10_000 });
  const loading = new Map<string, { promise: Promise<T>; overtaken: boolean }>();
  changes.subscribe((enrolmentId) => {
    entries.delete(enrolmentId);
    const inFlight = loading.get(enrolmentId);
    if (inFlight) inFlight.overtaken = true;
  });

  return {
    async get(enrolmentId) {
      const kept = entries.get(enrolmentId);
      if (kept) return kept;
      const inFlight = loading.get(enrolmentId);
      if (inFlight && !inFlight.overtaken) return inFlight.promise;
      const flight = { promise: load(enrolmentId), overtaken: false };
      loading.set(enrolmentId, flight);
      try {
        const value = await flight.promise;
        if (!flight.overtaken) entries.set(enrolmentId, value);
        return value;
      } finally {
        if (loading.get(enrolmentId) === flight) loading.delete(enrolmentId);
      }
    },
  };
}

/** A kept read paired with the caller's row (the request context's). */
export type CallerRead<T> = {
  /** One object while the kept read stands and the row is the one it was paired with. */
  read: object;
  /** The caller's row: the first one paired with the kept read, so kept answers can go by it. */
  row: EnrolmentRow;
  value: T;
};

/**
 * A kept read (createEnrolmentReadCache) beside the caller's row from the request context. The
 * row a kept read is first asked with is paired with it, so answers kept per read or per row
 * object stand while nothing changes. A caller whose row differs from the paired one (a change
 * between its request's read and the kept read) gets its own read and row: nothing kept answers it.
 */
export function createCallerReadCache<T>(options: {
  changes: EnrolmentChanges | null;
  load: (enrolmentId: string) => Promise<T>;
  maxEntries?: number;
}): { get(row: EnrolmentRow): Promise<CallerRead<T>> } {
  const reads = createEnrolmentReadCache<{ value: T; row?: EnrolmentRow }>({
    changes: options.changes,
    load: async (enrolmentId) => ({ value: await options.load(enrolmentId) }),
    maxEntries: options.maxEntries,
  });
  return {
    async get(row) {
      const read = await reads.get(row.id);
      // Pairing the row once is the only change ever made to a kept read.
      read.row ??= row;
      if (read.row === row || isDeepStrictEqual(read.row, row)) {
        return { read, row: read.row, value: read.value };
      }
      return { read: {}, row, value: read.value };
    },
  };
}
