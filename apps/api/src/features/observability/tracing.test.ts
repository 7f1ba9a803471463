import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

type ExportedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
};
type TraceExport = {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: ExportedSpan[] }[];
  }[];
};

/** A stand-in OpenTelemetry collector: keeps every OTLP/HTTP trace export it is sent. */
async function startReceiver(): Promise<{ server: Server; url: string; exports: TraceExport[] }> {
  const exports: TraceExport[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as TraceExport);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, exports };
}

describe('OpenTelemetry trace export (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let t: TestApp;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({ config: { otlpEndpoint: receiver.url } });
  });
  afterAll(async () => {
    // The exporter keeps its connection alive: close it rather than wait for it to idle out.
    receiver.server.closeAllConnections();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  it('sends a span per request, named by its route pattern, with its database statements inside', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/healthcheck?email=jane.doe%40example.com',
    });
    expect(response.statusCode).toBe(200);
    // Closing the app flushes the spans still buffered.
    await t.close();

    const sent = receiver.exports.flatMap((body) => body.resourceSpans);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]?.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'threshold-api' },
    });
    const spans = sent.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
    const requestSpan = spans.find((span) => span.name === 'GET /api/healthcheck');
    expect(requestSpan?.attributes).toContainEqual({
      key: 'http.response.status_code',
      value: { intValue: 200 },
    });
    // The health check asks the database: a statement span under the request's.
    const statements = spans.filter((span) => span.parentSpanId === requestSpan?.spanId);
    expect(statements.map((span) => span.name)).toContain('SELECT');
    expect(statements.every((span) => span.traceId === requestSpan?.traceId)).toBe(true);
    expect(JSON.stringify(receiver.exports)).not.toContain('jane.doe');
  });
});
