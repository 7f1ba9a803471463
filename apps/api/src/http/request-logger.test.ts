import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { lazyChildLoggerFactory } from './request-logger';

async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    loggerInstance: createLogger(level, {
      write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
    }),
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: () => 'request-1',
  });
  app.get('/quiet', async (request) => {
    request.log.info('an everyday detail');
    return { ok: true };
  });
  app.get('/failing', async (request) => {
    request.log.error({ email: 'mover@example.com' }, 'the supplier did not answer');
    return { ok: false };
  });
  await app.ready();
  return { app, lines };
}

describe('the request logger', () => {
  it('writes a request line with its request id and personal data redacted', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ url: '/failing' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        reqId: 'request-1',
        msg: 'the supplier did not answer',
        email: '[redacted]',
      }),
    ]);
  });

  it('writes nothing below the logger level', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ url: '/quiet' });
    expect(lines).toEqual([]);
  });

  it("at info, Fastify's own request lines and the route's carry the request id", async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ url: '/quiet' });
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', 'request-1'],
      ['an everyday detail', 'request-1'],
      ['request completed', 'request-1'],
    ]);
  });
});
