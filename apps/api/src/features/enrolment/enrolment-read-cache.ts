import { LRUCache } from 'lru-cache';
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
