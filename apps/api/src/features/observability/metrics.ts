import type { Clock } from '@threshold/domain/dates/clock';
import type { ClientErrorSource } from '@threshold/domain/observability/client-error-report';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import promClient, { Counter, Gauge, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { watchDatabaseLoad } from './database-load';
import { createOutboxStatsRepo } from './outbox-stats.repo';

/** API answers take milliseconds; the plugin's default buckets start at 50 ms. */
const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Client-error routes are the browser's word: past this many, new ones are counted as 'other'. */
const MAX_CLIENT_ERROR_ROUTES = 100;
export const METRICS_PATH = '/metrics';

/**
 * Node's process metrics (CPU, memory, event loop, GC) are the process's, not an app's: collected
 * once per process into a registry of their own, however many apps tests build.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    promClient.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The app's Prometheus metrics, in a registry of its own: per-route request counts, latency and
 * status (fastify-metrics' histogram, labelled with the route's pattern, never the URL), the
 * outbox and the database's load (read when scraped), and browser error reports.
 */
export function createMetrics({
  database,
  clock,
  log,
}: {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const registry = new Registry();
  const registers = [registry];
  const outboxStats = createOutboxStatsRepo(database.db);
  const databaseLoad = watchDatabaseLoad(database);

  const outbox = {
    due: new Gauge({
      name: 'threshold_outbox_due_messages',
      help: 'Outbox messages due now and not yet sent (the queue the worker drains)',
      registers,
    }),
    scheduled: new Gauge({
      name: 'threshold_outbox_scheduled_messages',
      help: 'Outbox messages pending with a later send time (follow-ups, retries backing off)',
      registers,
    }),
    oldestDueAge: new Gauge({
      name: 'threshold_outbox_oldest_due_age_seconds',
      help: 'How long the oldest due outbox message has waited past its send time (0: none)',
      registers,
    }),
    retrying: new Gauge({
      name: 'threshold_outbox_retrying_messages',
      help: 'Outbox messages pending after at least one failed delivery attempt',
      registers,
    }),
    failed: new Gauge({
      name: 'threshold_outbox_failed_messages',
      help: 'Outbox messages given up on after their last delivery attempt',
      registers,
    }),
  };
  const pool = new Gauge({
    name: 'threshold_db_pool_connections',
    help: 'PostgreSQL pool connections of this replica, by state (total, idle)',
    labelNames: ['state'] as const,
    registers,
  });
  const poolWaiting = new Gauge({
    name: 'threshold_db_pool_waiting_requests',
    help: 'Queries of this replica waiting for a PostgreSQL pool connection',
    registers,
  });
  const pgliteQueued = new Gauge({
    name: 'threshold_db_pglite_queued_operations',
    help: 'Database operations waiting behind the one PGlite is running',
    registers,
  });
  const clientErrors = new Counter({
    name: 'threshold_client_errors_total',
    help: "Errors movers' browsers reported, by the portal's route pattern and how they were caught",
    labelNames: ['route', 'source'] as const,
    registers,
  });
  const clientErrorRoutes = new Set<string>();

  /** Reads what is measured when scraped; a database that does not answer leaves the last values. */
  async function refresh(): Promise<void> {
    const load = databaseLoad();
    if (load.driver === 'postgres') {
      pool.set({ state: 'total' }, load.total);
      pool.set({ state: 'idle' }, load.idle);
      poolWaiting.set(load.waiting);
    } else {
      pgliteQueued.set(load.queued);
    }
    try {
      const stats = await outboxStats.stats(clock.now());
      outbox.due.set(stats.due);
      outbox.scheduled.set(stats.scheduled);
      outbox.oldestDueAge.set(stats.oldestDueAgeSeconds);
      outbox.retrying.set(stats.retrying);
      outbox.failed.set(stats.failed);
    } catch (error) {
      log.warn({ err: error }, 'metrics: the outbox could not be read');
    }
  }

  return {
    /** Per-route request metrics for every route registered after this (call before the routes). */
    async registerRequestMetrics(app: FastifyInstance): Promise<void> {
      await app.register(fastifyMetrics, {
        endpoint: null,
        promClient,
        defaultMetrics: { enabled: false },
        routeMetrics: {
          enabled: { histogram: true, summary: false },
          // Only routes the app declares, labelled by their pattern ('/api/addresses/:postcode').
          registeredRoutesOnly: true,
          routeBlacklist: [METRICS_PATH],
          overrides: {
            histogram: {
              name: 'http_request_duration_seconds',
              help: 'API request duration in seconds, by method, route pattern and status code',
              buckets: LATENCY_BUCKETS_SECONDS,
              registers,
            },
            // Disabled, but fastify-metrics makes it all the same: in this app's registry, not the
            // process-wide default one, so two apps in one process (replicas in a test) can coexist.
            summary: { registers },
          },
        },
      });
    },

    /** A browser error report, counted by route (new routes past a cap count as 'other'). */
    countClientError(route: string, source: ClientErrorSource): void {
      if (!clientErrorRoutes.has(route) && clientErrorRoutes.size < MAX_CLIENT_ERROR_ROUTES) {
        clientErrorRoutes.add(route);
      }
      clientErrors.inc({ route: clientErrorRoutes.has(route) ? route : 'other', source });
    },

    contentType: registry.contentType,

    /** The exposition text: this app's metrics, then the process's. */
    async text(): Promise<string> {
      await refresh();
      return `${await registry.metrics()}\n${await processMetrics().metrics()}`;
    },
  };
}
