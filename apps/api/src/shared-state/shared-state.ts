import type { Redis } from 'ioredis';
import { createInProcessChangeBus, type ChangeBus } from './change-bus';

/** What replicas share: through Redis when REDIS_URL is set, else within this one process. */
export type SharedState = {
  /** The rate limiter's store (@fastify/rate-limit's `redis` option); undefined: in this process. */
  redis?: Redis;
  changes: ChangeBus;
  close(): Promise<void>;
};

/** One process and no Redis (the default): limits and changes stay in this process. */
export function inProcessSharedState(): SharedState {
  return { changes: createInProcessChangeBus(), close: async () => undefined };
}
