/**
 * Tells every replica that something it may keep in memory changed (a token forgotten, a brand's settings), so each
 * drops its copy at once instead of serving it until it expires. Within one
 * process the listeners run before `publish` returns; across processes the message goes through
 * Redis (redis-shared-state.ts).
 */
export type ChangeBus = {
  publish(topic: ChangeTopic, key: string): void;
  subscribe(topic: ChangeTopic, listener: (key: string) => void): () => void;
};

/**
 * What a replica may keep in memory that another can change; each topic's key names one item
 * (brand-changed: the brand's id; the brands below it inherit from it, so they change too).
 */
export type ChangeTopic = 'token-forgotten' | 'brand-changed';

/** The listeners of one process: what publishing runs locally, and what remote messages reach. */
export function createLocalListeners() {
  const listeners = new Map<ChangeTopic, Set<(key: string) => void>>();
  return {
    notify(topic: ChangeTopic, key: string): void {
      for (const listener of listeners.get(topic) ?? []) listener(key);
    },
    subscribe(topic: ChangeTopic, listener: (key: string) => void): () => void {
      const set = listeners.get(topic) ?? new Set();
      listeners.set(topic, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

/** One process, no Redis: the change reaches this process's listeners only. */
export function createInProcessChangeBus(): ChangeBus {
  const local = createLocalListeners();
  return { publish: local.notify, subscribe: local.subscribe };
}
