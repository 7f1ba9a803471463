import { apiErrorSchema, type ApiErrorBody } from '@threshold/domain/schemas/api-error';
import { energyJourneySchema, supplyCheckSchema } from '@threshold/domain/schemas/energy-journey';
import {
  energyUsageFormSchema,
  energyUsageInfoSchema,
} from '@threshold/domain/schemas/energy-usage';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, type Caller, type RequireCaller } from '../../../auth/caller';
import {
  ENERGY_JOURNEY_PARTS,
  EnergyUsageInvalidError,
  WOM_SERVICE_TYPE,
  type EnergyJourneyService,
} from './energy-journey.service';

export type EnergyJourneyRoutesOptions = {
  energyJourneyService: EnergyJourneyService;
  requireCaller: RequireCaller;
  /** serviceType 4: the broadband whole-of-market consent, kept by the broadband journey. */
  recordWombbConsent?: (caller: Caller) => Promise<void>;
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
const tags = ['energy'];

/**
 * The spec's "cached 30 s" is the portal's query cache (the web keeps these answers 30 s and drops
 * them after a save). The browser may keep the answer for this mover only, but must ask again each
 * time: an HTTP max-age would hand the page the answer from before its own save (docs/decisions.md).
 */
const MOVER_CACHE = 'private, no-cache';

/** The usage form exactly: an unknown field is refused, never stored (mass assignment). */
const usageBodySchema = energyUsageFormSchema.strict();

/** The spec's query: serviceType 0 is energy, 4 broadband's whole-of-market. */
const womConsentQuerySchema = z
  .object({
    serviceType: z.enum([WOM_SERVICE_TYPE.energy, WOM_SERVICE_TYPE.wombb]),
    sendEmail: z.enum(['true', 'false']).optional(),
  })
  .strict();

const noBody = z.object({}).strict().nullish();

async function usageOrFieldErrors<T>(reply: FastifyReply, answer: () => Promise<T>) {
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof EnergyUsageInvalidError)) throw error;
    const body: ApiErrorBody = {
      message: error.message,
      code: 'VALIDATION_FAILED',
      errors: { ...error.errors },
    };
    return reply.code(400).send(body);
  }
}

/**
 * The energy journey's calls (service-journeys 7): supply check, energy journey, saving usage, the
 * usage estimate, whole-of-market consent and the smart-meter offer. A logged-in mover's own
 * enrolment only.
 */
export const energyJourneyRoutes: FastifyPluginAsyncZod<EnergyJourneyRoutesOptions> = async (
  app,
  { energyJourneyService, requireCaller, recordWombbConsent },
) => {
  const mover = requireCaller('user', 'agent');
  // Its successful reads may be kept by the mover's browser, revalidated each time; the rest stay no-store.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' && reply.statusCode === 200)
      reply.header('cache-control', MOVER_CACHE);
    done(null, payload);
  });

  app.get(
    '/address/check-supply',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          "The new home's energy supply (fuels, meters, region, commercial supply, whether it can be quoted); refreshes the enrolment's supply facts",
        response: { 200: supplyCheckSchema, ...errors },
      },
    },
    async (request) => energyJourneyService.checkSupply(callerOf(request)),
  );

  app.get(
    '/energy-journey',
    {
      ...requireCaller.reading(ENERGY_JOURNEY_PARTS, 'user', 'agent'),
      schema: {
        tags,
        security,
        summary:
          "The mover's energy journey: usage answers, kWh, chosen tariffs, add-ons, start date; type 'exception' when energy cannot be quoted",
        response: { 200: energyJourneySchema, ...errors },
      },
    },
    async (request) => energyJourneyService.journey(callerOf(request)),
  );

  app.put(
    '/enrolment/energy-usage',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Saves the energy usage answers (400 with a message per field) and the kWh the quotes use; 409 before the energy pages are open; answers the energy journey',
        body: usageBodySchema,
        response: { 200: energyJourneySchema, ...errors },
      },
    },
    async (request, reply) =>
      usageOrFieldErrors(reply, () =>
        energyJourneyService.saveUsage(callerOf(request), request.body),
      ),
  );

  app.post(
    '/quotes/energy-usage-info',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'The annual kWh the quotes would assume for these usage answers (typed, estimated or the medium values), checked but not saved',
        body: usageBodySchema,
        response: { 200: energyUsageInfoSchema, ...errors },
      },
    },
    async (request, reply) =>
      usageOrFieldErrors(reply, () =>
        energyJourneyService.usageInfo(callerOf(request), request.body),
      ),
  );

  app.post(
    '/enrolment/wom-consent',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Records the time the mover agreed to a whole-of-market search: energy (serviceType 0; 409 before the energy pages are open) or broadband (4; 409 before the broadband list is open)',
        querystring: womConsentQuerySchema,
        body: noBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (request.query.serviceType === WOM_SERVICE_TYPE.wombb && recordWombbConsent) {
        await recordWombbConsent(caller);
      } else {
        await energyJourneyService.recordWomConsent(caller);
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/enrolment/smart-offered',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Records the time the smart-meter offer was first shown (a later call keeps it) and answers it; 409 before the energy pages are open',
        body: noBody,
        response: { 200: z.object({ smartOfferedAt: z.string() }), ...errors },
      },
    },
    async (request) => energyJourneyService.recordSmartOffered(callerOf(request)),
  );
};
