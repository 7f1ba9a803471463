import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertOperatorKey } from '../../auth/operator-key';
import { METRICS_PATH, type Metrics } from './metrics';

const METRICS_KEY_MESSAGE =
  'Metrics need the operator key (x-operator-key, or Authorization: Bearer with the key).';

/** The key from x-operator-key, or a bearer token (Prometheus's `authorization` sends one). */
function givenKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-operator-key'];
  if (typeof header === 'string' && header) return header;
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

/**
 * GET /metrics, the Prometheus text format, on the app's own port and never public: the operator
 * key guards it like every operator call (401 without it, 403 with a wrong one). Outside /api, so
 * the per-IP limit never refuses a scrape; a scrape with a wrong key is cheap (no database read).
 */
export async function metricsRoutes(
  app: FastifyInstance,
  { metrics, operatorKey }: { metrics: Metrics; operatorKey: string },
): Promise<void> {
  app.get(
    METRICS_PATH,
    {
      schema: { hide: true },
      onRequest: async (request) =>
        assertOperatorKey(givenKey(request), operatorKey, METRICS_KEY_MESSAGE),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.type(metrics.contentType).send(await metrics.text());
    },
  );
}
