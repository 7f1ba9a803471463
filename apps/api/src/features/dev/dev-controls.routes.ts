import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BROADBAND_CATALOGUE_FAULTS } from '../../providers/broadband-catalogue/faulty-broadband-catalogue';
import type { DevControls } from './dev-controls.service';

const operatorHeaders = z.object({ 'x-operator-key': z.string().max(200).optional() });
const clockStateSchema = z.object({ now: z.string(), offsetDays: z.number() });
/** Each provider's faults: the energy catalogue's quote errors, the broadband searches' failures. */
const faultBodySchema = z.discriminatedUnion('provider', [
  z
    .object({
      provider: z.literal('energy-catalogue'),
      fault: z.enum(['retrieval', 'third-party']).nullable(),
    })
    .strict(),
  z
    .object({
      provider: z.literal('broadband-catalogue'),
      fault: z.enum(BROADBAND_CATALOGUE_FAULTS).nullable(),
    })
    .strict(),
]);
const faultsSchema = z.array(faultBodySchema);
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** POST/DELETE /api/dev/clock and POST /api/dev/reminders/run: registered only outside production. */
export const devControlsRoutes: FastifyPluginAsyncZod<{ devControls: DevControls }> = async (
  app,
  { devControls },
) => {
  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary: 'Operators, outside production: move the server clock forward by whole days',
        headers: operatorHeaders,
        body: z.object({ advanceDays: z.number().int().min(0).max(365) }),
        response: { 200: clockStateSchema, ...errors },
      },
    },
    async (request) =>
      devControls.advanceClock(request.headers['x-operator-key'], request.body.advanceDays),
  );

  app.delete(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary: 'Operators, outside production: set the server clock back to the real time',
        headers: operatorHeaders,
        response: { 200: clockStateSchema, ...errors },
      },
    },
    async (request) => devControls.resetClock(request.headers['x-operator-key']),
  );

  app.post(
    '/dev/reminders/run',
    {
      schema: {
        tags: ['dev'],
        summary: 'Operators, outside production: run one reminder sweep now',
        headers: operatorHeaders,
        response: { 200: z.object({ sent: z.number().int() }), ...errors },
      },
    },
    async (request) => devControls.runReminders(request.headers['x-operator-key']),
  );

  app.post(
    '/dev/faults',
    {
      schema: {
        tags: ['dev'],
        summary:
          "Operators, outside production: make a provider fail ('retrieval' or 'third-party'); null heals it",
        headers: operatorHeaders,
        body: faultBodySchema,
        response: { 200: faultsSchema, ...errors },
      },
    },
    async (request) => devControls.setFault(request.headers['x-operator-key'], request.body),
  );

  app.delete(
    '/dev/faults',
    {
      schema: {
        tags: ['dev'],
        summary: 'Operators, outside production: heal every provider',
        headers: operatorHeaders,
        response: { 200: faultsSchema, ...errors },
      },
    },
    async (request) => devControls.clearFaults(request.headers['x-operator-key']),
  );
};
