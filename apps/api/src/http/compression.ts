import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers at least this long are compressed; shorter ones gain less than the work costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** JSON (`application/json`, `application/problem+json`...), whatever the MIME table says. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

/**
 * Compresses API answers of 1 KB and more with brotli or gzip, as the request's Accept-Encoding
 * asks (with `Vary: Accept-Encoding`). Brotli at quality 4: close to gzip's cost, smaller output.
 * Besides JSON, the plugin compresses any type its MIME table calls compressible (the API docs'
 * page and scripts under /api/docs), but not the checklist PDF (a stream of a compressed type).
 * Routes outside /api (the portal's files, the dev pages) opt out: the portal's files are
 * compressed at build time and sent as they are (see web-app.ts), and a file without a smaller
 * copy goes out as it is rather than compressed on every request. Request bodies are not
 * decompressed: no client sends them compressed, and a small compressed body could expand far
 * past the body limit's intent. Registered before every route, as its hook is added per route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: JSON_TYPE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
