import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { livenessSchema, readinessSchema } from '@threshold/domain/schemas/readiness';
import { healthSchema, serviceStatusSchema } from '@threshold/domain/schemas/service-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service';

export type HealthRoutesOptions = { healthService: HealthService };

/** Health and service status: public reads (polled by the portal); the status is set with the operator key. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { healthService },
) => {
  // For a process supervisor: the process answers. It never asks the database, so a database
  // outage makes replicas unready (readiness) rather than restarted.
  app.get(
    '/liveness',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Operators: 200 while the process answers (never asks the database)',
        response: { 200: livenessSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'alive' as const };
    },
  );

  app.get(
    '/healthcheck',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: '200 when the database answers, 503 otherwise',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await healthService.isDatabaseAnswering()) return { status: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable' });
    },
  );

  // At start, the operator log says when the energy catalogue's prices are not current, and why.
  app.addHook('onReady', async () => {
    const readiness = await healthService.readiness();
    const catalogue = readiness.energyCatalogue;
    if (catalogue?.reason) {
      app.log.warn(
        { validFrom: catalogue.validFrom, validTo: catalogue.validTo, quotes: catalogue.quotes },
        `energy catalogue not current (quotes ${catalogue.quotes}): ${catalogue.reason}`,
      );
    }
  });

  app.get(
    '/readiness',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary:
          "Operators: 503 when the database does not answer or lacks a migration; 'degraded' with the reason when the energy catalogue's prices are not current",
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await healthService.readiness();
      return reply.code(readiness.status === 'unavailable' ? 503 : 200).send(readiness);
    },
  );

  app.get(
    '/gbg-status-check',
    {
      schema: {
        tags: ['health'],
        summary: 'Status of the identity-check service: Up, Degraded or Down',
        response: { 200: serviceStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: await healthService.getServiceStatus() };
    },
  );

  app.put(
    '/gbg-status-check',
    {
      schema: {
        tags: ['health'],
        summary: 'Operators: set the status every replica reports',
        headers: z.object({ 'x-operator-key': z.string().max(200).optional() }),
        body: serviceStatusSchema,
        response: {
          200: serviceStatusSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      status: await healthService.setServiceStatus(
        request.body.status,
        request.headers['x-operator-key'],
      ),
    }),
  );
};
