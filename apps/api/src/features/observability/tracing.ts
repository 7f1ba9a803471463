import type { Context, Span, Tracer } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';

/**
 * Optional OpenTelemetry trace export (OTLP over HTTP), started by app.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set. Every OpenTelemetry package is imported inside
 * startTracing, so a start without the variable loads none of them, however the code is bundled.
 *
 * Spans: one per request, named by method and route pattern (never the URL, whose query may hold
 * an e-mail address or a token), and one per database statement inside a request, with its
 * parametrised SQL (values are parameters, never in the text).
 */
export type Tracing = {
  /** Flushes the spans still buffered and stops exporting. */
  shutdown(): Promise<void>;
};

const SERVICE_NAME = 'threshold-api';
const SQL_TEXT_LIMIT = 2_000;

export async function startTracing({
  app,
  database,
  endpoint,
}: {
  app: FastifyInstance;
  database: Database;
  /** The collector's base URL; spans go to its /v1/traces (the OTLP/HTTP signal path). */
  endpoint: string;
}): Promise<Tracing> {
  const [api, { BasicTracerProvider, BatchSpanProcessor }, exporterModule, resources, hooks] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/context-async-hooks'),
    ]);
  const { SpanKind, SpanStatusCode, ROOT_CONTEXT, trace } = api;
  const provider = new BasicTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': SERVICE_NAME }),
    spanProcessors: [
      new BatchSpanProcessor(
        new exporterModule.OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
      ),
    ],
  });
  const tracer: Tracer = provider.getTracer(SERVICE_NAME);
  // Carries the request's span into the database calls its handler makes (no global registration:
  // this app's spans only).
  const contextManager = new hooks.AsyncLocalStorageContextManager().enable();

  const requestSpans = new WeakMap<FastifyRequest, Span>();
  function endRequestSpan(request: FastifyRequest, statusCode: number | undefined): void {
    const span = requestSpans.get(request);
    if (!span) return;
    requestSpans.delete(request);
    if (statusCode === undefined) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'request aborted' });
    } else {
      span.setAttribute('http.response.status_code', statusCode);
      if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  }

  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url ?? 'unknown route';
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'http.route': route },
      },
      ROOT_CONTEXT,
    );
    requestSpans.set(request, span);
    // The rest of the request (hooks, handler, the database calls they make) runs in its context.
    contextManager.with(trace.setSpan(ROOT_CONTEXT, span), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    endRequestSpan(request, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    endRequestSpan(request, undefined);
    done();
  });

  traceStatements(database, (sqlText, run) => {
    const active: Context = contextManager.active();
    if (!trace.getSpan(active)) return run();
    const span = tracer.startSpan(
      sqlText.trimStart().split(/\s/, 1)[0]?.toUpperCase() || 'SQL',
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.query.text': sqlText.slice(0, SQL_TEXT_LIMIT),
        },
      },
      active,
    );
    return run().then(
      (result) => {
        span.end();
        return result;
      },
      (error: unknown) => {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).name });
        span.end();
        throw error;
      },
    );
  });

  return {
    async shutdown() {
      await provider.shutdown();
      contextManager.disable();
    },
  };
}

type StatementTracer = (sqlText: string, run: () => Promise<unknown>) => Promise<unknown>;
type Queryable = { query: (...args: unknown[]) => unknown };

/** Sends each statement through `traced`: its SQL text and the call that runs it. */
function wrapQuery(target: Queryable, traced: StatementTracer): void {
  const original = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    const [first] = args;
    const text =
      typeof first === 'string'
        ? first
        : typeof (first as { text?: unknown } | null)?.text === 'string'
          ? (first as { text: string }).text
          : undefined;
    // A callback-style call (not made by Drizzle) is left as it is.
    if (text === undefined || typeof args.at(-1) === 'function') return original(...args);
    return traced(text, () => Promise.resolve(original(...args)));
  };
}

/**
 * Every statement Drizzle sends: through node-postgres's pool and the clients it hands out for
 * transactions, or through PGlite and the transactions it runs.
 */
function traceStatements(database: Database, traced: StatementTracer): void {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.driver === 'postgres') {
    const pool = client as Queryable & {
      on(event: 'acquire', listener: (pooled: Queryable) => void): void;
    };
    wrapQuery(pool, traced);
    // Each connection once, when first checked out (those opened before tracing started too).
    const wrapped = new WeakSet<Queryable>();
    pool.on('acquire', (pooled) => {
      if (wrapped.has(pooled)) return;
      wrapped.add(pooled);
      wrapQuery(pooled, traced);
    });
    return;
  }
  const pglite = client as Queryable & {
    transaction: (work: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
  };
  wrapQuery(pglite, traced);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (work) =>
    transaction((tx) => {
      wrapQuery(tx, traced);
      return work(tx);
    });
}
