import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const HEADERS_TIMEOUT_MS = 300;
const REQUEST_TIMEOUT_MS = 600;
/** Generous: the limits plus Node's checking interval, on a busy machine. */
const CLOSED_WITHIN_MS = 5_000;

type OpenedSocket = { socket: Socket; closed: Promise<{ afterMs: number; answer: string }> };

function open(port: number, firstBytes: string): Promise<OpenedSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    const closed = new Promise<{ afterMs: number; answer: string }>((resolveClosed) => {
      socket.on('close', () => resolveClosed({ afterMs: Date.now() - started, answer }));
    });
    socket.once('error', () => undefined);
    socket.once('connect', () => {
      if (firstBytes) socket.write(firstBytes);
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | 'still open'> {
  return Promise.race([
    promise,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);
}

describe('slow clients are cut off (request and header timeouts)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      config: { headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: REQUEST_TIMEOUT_MS },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers each of 50 half-sent requests open at once with 408 (or closes it) within the limit', async () => {
    // The report's shape (a header line begun and never ended) and its neighbours: a request line
    // begun, nothing sent at all, and a second request begun on a kept-alive connection.
    const shapes = [
      'GET /api/healthcheck HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
      'GET /api/healthch',
      '',
      'GET /api/healthcheck HTTP/1.1\r\nHost: localhost\r\n\r\nGET /api/healthcheck HTTP/1.1\r\nHost: loc',
    ];
    const sockets = await Promise.all(
      Array.from({ length: 50 }, (_, index) => open(port, shapes[index % shapes.length]!)),
    );
    const outcomes = await Promise.all(
      sockets.map(({ closed }) => withDeadline(closed, CLOSED_WITHIN_MS)),
    );
    for (const { socket } of sockets) socket.destroy();
    expect(outcomes.filter((outcome) => outcome === 'still open')).toHaveLength(0);
    for (const outcome of outcomes) {
      if (outcome === 'still open') continue;
      // Each answers 408 once its own request stalls (the kept-alive one after its first answer).
      expect(outcome.answer.match(/HTTP\/1\.1 408 /g) ?? [], outcome.answer).toHaveLength(1);
    }
  });

  it('closes connections whose body never finishes, answering 408', async () => {
    const sockets = await Promise.all(
      Array.from({ length: 10 }, () =>
        open(
          port,
          'POST /api/oauth/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"grant_type":',
        ),
      ),
    );
    const outcomes = await Promise.all(
      sockets.map(({ closed }) => withDeadline(closed, CLOSED_WITHIN_MS)),
    );
    for (const { socket } of sockets) socket.destroy();
    expect(outcomes.filter((outcome) => outcome === 'still open')).toHaveLength(0);
    for (const outcome of outcomes) {
      if (outcome !== 'still open') expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('still answers a client that sends its request in good time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/healthcheck`);
    expect(response.status).toBe(200);
  });
});
