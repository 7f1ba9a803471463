import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { createLocalListeners, type ChangeTopic } from './change-bus';
import type { SharedState } from './shared-state';

const CHANNEL = 'threshold:changes';
/** How long start-up waits for Redis before it stops with a clear line. */
const CONNECT_DEADLINE_MS = 5_000;

/**
 * Options for a connection that never makes a request wait on an unreachable Redis: commands fail
 * at once while it is down (no offline queue, one retry) and it reconnects in the background.
 */
const redisOptions = {
  connectTimeout: 1_000,
  commandTimeout: 500,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  lazyConnect: true,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
};

/** What a replica shares with the others through Redis: rate-limit counters and change messages. */
export async function connectSharedState(
  url: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<SharedState> {
  const redis = new Redis(url, redisOptions);
  // A subscribed connection can do nothing else: the messages come on a second one.
  const subscriber = new Redis(url, redisOptions);
  const reported = new WeakSet<Redis>();
  for (const connection of [redis, subscriber]) {
    connection.on('error', (error: Error) => {
      // Once per outage: a down Redis otherwise logs every reconnection attempt.
      if (reported.has(connection)) return;
      reported.add(connection);
      log.warn({ err: { name: error.name, message: error.message } }, 'Redis unreachable');
    });
    connection.on('ready', () => reported.delete(connection));
  }
  const deadline = AbortSignal.timeout(CONNECT_DEADLINE_MS);
  try {
    await Promise.race([
      Promise.all([redis.connect(), subscriber.connect()]),
      new Promise((_, reject) =>
        deadline.addEventListener('abort', () => reject(new Error('no answer'))),
      ),
    ]);
  } catch (error) {
    redis.disconnect();
    subscriber.disconnect();
    throw new Error(
      `REDIS_URL: Redis did not answer within ${CONNECT_DEADLINE_MS / 1000} s (${error instanceof Error ? error.message : String(error)})`,
    );
  }

  const origin = randomUUID();
  const local = createLocalListeners();
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel: string, text: string) => {
    const message = parseMessage(text);
    // This replica's own changes reached its listeners when they were published.
    if (message && message.origin !== origin) local.notify(message.topic, message.key);
  });

  return {
    redis,
    changes: {
      publish(topic, key) {
        local.notify(topic, key);
        redis.publish(CHANNEL, JSON.stringify({ origin, topic, key })).catch((error: Error) => {
          log.warn({ err: { name: error.name }, topic }, 'change not shared with other replicas');
        });
      },
      subscribe: local.subscribe,
    },
    async close() {
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}

const TOPICS: readonly ChangeTopic[] = ['token-forgotten', 'brand-changed'];

function parseMessage(text: string): { origin: string; topic: ChangeTopic; key: string } | null {
  try {
    const value = JSON.parse(text) as { origin?: unknown; topic?: unknown; key?: unknown };
    if (
      typeof value.origin === 'string' &&
      typeof value.key === 'string' &&
      TOPICS.includes(value.topic as ChangeTopic)
    )
      return { origin: value.origin, topic: value.topic as ChangeTopic, key: value.key };
  } catch {
    // not one of ours
  }
  return null;
}
