import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** CSP for the portal: own scripts and styles (inline styles allowed), images from here and data: URLs. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      scriptSrcAttr: ["'none'"],
    },
  },
};

/**
 * Helmet's headers, worked out once: helmet (and @fastify/helmet) would rebuild and re-parse the
 * whole policy on every request, which cost more than the rest of a cached API call.
 */
export function computeSecurityHeaders(
  options: HelmetOptions = HELMET_OPTIONS,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * JSON answers are never rendered, so they carry the short set the OWASP REST security cheat sheet
 * lists (nothing may frame, embed or sniff them) instead of the page policy. They hold a mover's
 * details, so nothing keeps them unless a route says otherwise (set here once, not by every route).
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Pages (the portal, the API docs) get helmet's set; /api JSON gets the short set. Each carries its request id. */
export function registerSecurityHeaders(app: FastifyInstance, options?: HelmetOptions): void {
  const pageHeaders = computeSecurityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    const isApiJson = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    reply.headers(isApiJson ? API_SECURITY_HEADERS : pageHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}
