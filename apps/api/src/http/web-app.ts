import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandService } from '../features/brand/brand.service';
import { isAppError } from './app-error';
import { NOT_FOUND_MESSAGE } from './error-handler';
import { createFirstPaint, readBrandPath, type RenderedPage } from './first-paint';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Paths that never fall back to the portal page: the API, dev tools, and hashed build assets. */
const NO_FALLBACK = /^\/(api|dev|assets)(\/|$)/;

/** Whether Accept-Encoding takes `coding` (listed, or by `*`, without q=0). */
function accepts(acceptEncoding: string | undefined, coding: string): boolean {
  let accepted = false;
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((text) => text.trim());
    if (name !== coding && name !== '*') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const isRefused = q !== undefined && Number(q.slice(2)) === 0;
    if (name === coding) return !isRefused;
    accepted = !isRefused;
  }
  return accepted;
}

/** A brand's page as its smallest copy the request accepts (as the built files are sent). */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const acceptEncoding = request.headers['accept-encoding'];
  reply
    .header('cache-control', REVALIDATE)
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (accepts(acceptEncoding, 'br')) return reply.header('content-encoding', 'br').send(page.br);
  if (accepts(acceptEncoding, 'gzip'))
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * Serves the built portal from `webDist` with a history fallback: a GET for a page (not a file, not
 * /api or /dev) gets index.html, never cached; hashed files under /assets are cached for a year.
 * Under a known brand's prefix, index.html carries the brand's first paint (first-paint.ts).
 * Each file goes out as its build-time brotli or gzip copy when the browser accepts one.
 * Also answers every other unknown path with a JSON 404. Returns false when there is no built portal.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  brandService?: BrandService,
): Promise<boolean> {
  const hasPortal = existsSync(join(webDist, 'index.html'));
  const firstPaint = hasPortal && brandService ? createFirstPaint(webDist) : null;

  /** The brand's page for `path`, or null (no brand prefix, or no such brand or branch). */
  async function brandPage(request: FastifyRequest, path: string): Promise<RenderedPage | null> {
    const place = firstPaint && brandService ? readBrandPath(path) : null;
    if (!firstPaint || !brandService || !place) return null;
    try {
      const brand = await brandService.getBranding(place.brandRoute, place.branchId);
      return firstPaint.render(path, request.hostname, brand);
    } catch (error) {
      // The portal shows its own page for a brand or branch it cannot find.
      if (isAppError(error) && error.status === 404) return null;
      throw error;
    }
  }
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

  app.setNotFoundHandler(async (request, reply) => {
    const [path = '/'] = request.url.split('?');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (hasPortal && isPageRequest && !NO_FALLBACK.test(path)) {
      const page = await brandPage(request, path);
      if (page) return sendPage(request, reply, page);
      return reply
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.code(404).send({ message: NOT_FOUND_MESSAGE, code: 'NOT_FOUND' });
  });
  return hasPortal;
}
