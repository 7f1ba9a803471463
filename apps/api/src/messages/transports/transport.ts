import type { OutboxRow } from '../outbox.repo';

/** Delivers one outbox row; throws when delivery failed (the worker retries with backoff). */
export type Transport = { send(message: OutboxRow): Promise<void>; close?(): void };
