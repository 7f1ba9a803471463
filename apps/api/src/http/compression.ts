import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Answers at least this long are compressed; shorter ones gain less than the work costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** JSON (`application/json`, `application/problem+json`...), whatever the MIME table says. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;
const BROTLI_QUALITY = 4;
/** Memory for compressed answers kept (their text counts too): a few hundred typical answers. */
const KEPT_ANSWER_BYTES = 8 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

/**
 * The encoding a request's Accept-Encoding prefers among brotli and gzip (brotli on a tie, as
 * the plugin's order says); undefined when it accepts neither.
 */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

function compress(encoding: Encoding, text: string): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(text);
}

/**
 * JSON answers of /api compressed once per text and encoding: a cached answer (branding, an address
 * list) comes back as the same text on every request, so its compressed bytes are kept and sent
 * again instead of compressing it per request (branding fell from 0.48 to 0.35 of a bare route when
 * every request compressed it). Runs before the plugin's own hook, which leaves an answer that
 * already has a Content-Encoding alone.
 */
function addKeptCompression(app: FastifyInstance): void {
  const kept: Record<Encoding, LRUCache<string, Buffer>> = {
    br: new LRUCache({
      maxSize: KEPT_ANSWER_BYTES,
      sizeCalculation: (v, k) => v.length + k.length,
    }),
    gzip: new LRUCache({
      maxSize: KEPT_ANSWER_BYTES,
      sizeCalculation: (v, k) => v.length + k.length,
    }),
  };
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    if (reply.statusCode === 206 || request.headers['x-no-compression'] !== undefined)
      return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!JSON_TYPE.test(type) && !type.startsWith('text/')) return payload;
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    let bytes = kept[encoding].get(payload);
    if (!bytes) {
      bytes = compress(encoding, payload);
      kept[encoding].set(payload, bytes);
    }
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary))
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    reply.header('content-encoding', encoding);
    reply.header('content-length', bytes.length);
    return bytes;
  });
}

/**
 * Compresses API answers of 1 KB and more with brotli or gzip, as the request's Accept-Encoding
 * asks (with `Vary: Accept-Encoding`). Brotli at quality 4: close to gzip's cost, smaller output.
 * JSON and text answers of /api go through the kept-compression hook (compressed once per text);
 * under /api/docs the plugin compresses any type its MIME table calls compressible (the API docs'
 * page and scripts). The checklist PDF (a stream of a compressed type) goes out as it is.
 * Routes outside /api (the portal's files, the dev pages) opt out: the portal's files are
 * compressed at build time and sent as they are (see web-app.ts), and a file without a smaller
 * copy goes out as it is rather than compressed on every request. Request bodies are not
 * decompressed: no client sends them compressed, and a small compressed body could expand far
 * past the body limit's intent. Registered before every route, as its hook is added per route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  addKeptCompression(app);
  app.addHook('onRoute', (route) => {
    // The plugin's per-route hook only where answers are files or streams (the API docs' pages);
    // the other /api answers are text, compressed by the kept-compression hook above.
    if (route.compress === undefined && !route.url.startsWith('/api/docs')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: JSON_TYPE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
