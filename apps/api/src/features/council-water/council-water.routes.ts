import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { councilWaterSchema } from '@threshold/domain/schemas/council-water';
import { councilWaterNotifyBodySchema } from '@threshold/domain/schemas/council-water-notify';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type RequireCaller } from '../../auth/caller';
import { COUNCIL_WATER_SUMMARY_PARTS, type CouncilWaterService } from './council-water.service';

export type CouncilWaterRoutesOptions = {
  councilWaterService: CouncilWaterService;
  requireCaller: RequireCaller;
  /** Notify presses per IP per minute: each may write messages to authorities. */
  notifyPerMinute: number;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['council-water'];

/** The council and water pages (service-journeys 2): a logged-in mover's own enrolment only. */
export const councilWaterRoutes: FastifyPluginAsyncZod<CouncilWaterRoutesOptions> = async (
  app,
  { councilWaterService, requireCaller, notifyPerMinute },
) => {
  const mover = requireCaller('user', 'agent');
  app.get(
    '/council-water',
    {
      ...requireCaller.reading(COUNCIL_WATER_SUMMARY_PARTS, 'user', 'agent'),
      schema: {
        tags,
        security,
        summary:
          "The council and water board of the mover's new home, with the latest notification of each",
        response: { 200: councilWaterSchema, ...errors },
      },
    },
    async (request) => councilWaterService.summary(callerOf(request)),
  );

  app.post(
    '/council-water/notify',
    {
      ...mover,
      config: { rateLimit: { max: notifyPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary:
          'Tells the council and water board the mover is moving in (once per authority unless the details changed); answers the enrolment',
        body: councilWaterNotifyBodySchema,
        response: { 200: enrolmentSchema, ...errors },
      },
    },
    async (request) => councilWaterService.notify(callerOf(request), request.body.page),
  );
};
