import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers at least this long are compressed; shorter ones gain less than the work costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** JSON answers only (`application/json`, `application/problem+json`...). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

/**
 * Compresses JSON answers above 1 KB with brotli or gzip, as the request's Accept-Encoding asks
 * (with `Vary: Accept-Encoding`). Brotli at quality 4: close to gzip's cost, smaller than its output.
 * Only JSON: the built portal's files are compressed at build time and sent as they are (see
 * web-app.ts), and streamed answers (the checklist PDF, pages) go out untouched. Request bodies are
 * not decompressed: no client sends them compressed, and a small compressed body could expand far
 * past the body limit's intent. Registered before every route, as its hook is added per route.
 *
 * The plugin also compresses any type its MIME table calls compressible, so routes outside /api
 * (the portal's files, the dev pages) opt out: a file without a smaller precompressed copy is
 * sent as it is rather than compressed on every request.
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
