import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_MESSAGE } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Paths that never fall back to the portal page: the API, dev tools, and hashed build assets. */
const NO_FALLBACK = /^\/(api|dev|assets)(\/|$)/;

/**
 * Serves the built portal from `webDist` with a history fallback: a GET for a page (not a file, not
 * /api or /dev) gets index.html, never cached; hashed files under /assets are cached for a year.
 * Each file goes out as its build-time brotli or gzip copy when the browser accepts one.
 * Also answers every other unknown path with a JSON 404. Returns false when there is no built portal.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const hasPortal = existsSync(join(webDist, 'index.html'));
  if (hasPortal) {
    const assetsDir = join(webDist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      cacheControl: false,
      // The build writes `.br` and `.gz` beside each text file: the smallest the request's
      // Accept-Encoding allows is sent, with `Vary: Accept-Encoding` (index.html too, through sendFile).
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const [path = '/'] = request.url.split('?');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (hasPortal && isPageRequest && !NO_FALLBACK.test(path)) {
      return reply
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.code(404).send({ message: NOT_FOUND_MESSAGE, code: 'NOT_FOUND' });
  });
  return hasPortal;
}
