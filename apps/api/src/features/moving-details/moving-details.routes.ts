import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import {
  manualMovingDetailsBodySchema,
  moveInDateUnknownBodySchema,
  movingDetailsSaveBodySchema,
  movingDetailsSaveResponseSchema,
} from '@threshold/domain/schemas/moving-details';
import { SIGN_UP_MOVE_IN_LIMITS } from '@threshold/domain/dates/move-in-date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, type RequireCaller } from '../../auth/caller';
import type { MovingDetailsService } from './moving-details.service';

export type MovingDetailsRoutesOptions = {
  movingDetailsService: MovingDetailsService;
  requireCaller: RequireCaller;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['moving-details'];

/** The body's shape for the API docs; the real rules (brand window, today) are applied per request. */
function documented(
  factory: typeof movingDetailsSaveBodySchema | typeof manualMovingDetailsBodySchema,
) {
  const shape = z.toJSONSchema(factory({ today: '2000-01-01', limits: SIGN_UP_MOVE_IN_LIMITS }), {
    io: 'input',
    unrepresentable: 'any',
    target: 'openapi-3.0',
  });
  const { $schema: _ignored, ...rest } = shape;
  return z.unknown().meta(rest);
}

/** The moving-details page's saves (portal-access 2 and 7): a logged-in mover's own enrolment only. */
export const movingDetailsRoutes: FastifyPluginAsyncZod<MovingDetailsRoutesOptions> = async (
  app,
  { movingDetailsService, requireCaller },
) => {
  const mover = requireCaller('user', 'agent');

  app.put(
    '/address',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Saves moving details with an address from the list (form-encoded); answers the enrolment and the next page',
        body: documented(movingDetailsSaveBodySchema),
        response: { 200: movingDetailsSaveResponseSchema, ...errors },
      },
    },
    // The body's real rules depend on the caller: the service checks it.
    async (request) => movingDetailsService.saveLookedUp(callerOf(request), request.body),
  );

  app.put(
    '/addresses/manual-address',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Saves moving details with an address typed in by hand (form-encoded); answers the enrolment and the next page',
        body: documented(manualMovingDetailsBodySchema),
        response: { 200: movingDetailsSaveResponseSchema, ...errors },
      },
    },
    async (request) => movingDetailsService.saveManual(callerOf(request), request.body),
  );

  app.put(
    '/move-in-date-unknown',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Ticks or unticks "I don\'t know my move-in date yet"; ticking schedules one follow-up e-mail four weeks on',
        body: moveInDateUnknownBodySchema,
        response: { 200: enrolmentSchema, ...errors },
      },
    },
    async (request) => movingDetailsService.setMoveInDateUnknown(callerOf(request), request.body),
  );
};
