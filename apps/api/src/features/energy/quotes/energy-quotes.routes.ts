import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { energyJourneySchema } from '@threshold/domain/schemas/energy-journey';
import {
  quoteRequestSchema,
  quoteResponseSchema,
  quoteSelectBodySchema,
} from '@threshold/domain/schemas/energy-quotes';
import type { EnrolmentChanges } from '../../../db/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type RequireCaller } from '../../../auth/caller';
import { createJsonOnce } from '../../../http/json-once';
import type { EnergyQuotesService } from './energy-quotes.service';

export type EnergyQuotesRoutesOptions = {
  energyQuotesService: EnergyQuotesService;
  requireCaller: RequireCaller;
  /** The database's change announcements (PGlite), so the list's repeats keep the caller's read. */
  enrolmentChanges?: EnrolmentChanges | null;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  502: apiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['energy'];

/** The request exactly: an unknown field is refused (mass assignment). */
const quoteBodySchema = quoteRequestSchema.strict();
const selectBodySchema = quoteSelectBodySchema.strict();

/**
 * The energy quote calls (service-journeys 7): the tariff list for the mover's own home, the
 * whole-of-market list, and choosing a price. Errors carry a code the page tells apart
 * (TARIFF_RETRIEVAL, THIRD_PARTY 502; COMMERCIAL_SUPPLY, METER_NOT_SUPPORTED 422; 409 when the
 * energy pages are not open).
 */
export const energyQuotesRoutes: FastifyPluginAsyncZod<EnergyQuotesRoutesOptions> = async (
  app,
  { energyQuotesService, requireCaller, enrolmentChanges = null },
) => {
  const mover = requireCaller('user', 'agent');
  // A page repeats its list as the mover filters: its repeats keep the caller's read (PGlite).
  const listCaller = requireCaller.kept(enrolmentChanges, 'user', 'agent');
  // The same list is answered again from memory for a repeat request: its JSON is made once.
  const sendQuote = createJsonOnce(quoteResponseSchema, { method: 'POST', url: '/api/quotes' });
  app.post(
    '/quotes',
    {
      ...listCaller,
      schema: {
        tags,
        security,
        summary:
          "The featured supplier's tariffs for the mover's home (region, fuels, payment method, meter), priced for the mover's usage; the default tariff first",
        body: quoteBodySchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendQuote(reply, await energyQuotesService.quote(callerOf(request), request.body)),
  );

  app.post(
    '/quotes/wom',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'The whole-of-market list: the featured supplier and every whole-of-market supplier',
        body: quoteBodySchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendQuote(
        reply,
        await energyQuotesService.quote(callerOf(request), {
          ...request.body,
          wholeOfMarket: true,
        }),
      ),
  );

  app.post(
    '/quotes/select',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          "Chooses a price of the mover's own quote (a day old at most); a new tariff resets the add-ons; answers the energy journey",
        body: selectBodySchema,
        response: { 200: energyJourneySchema, ...errors },
      },
    },
    async (request) => energyQuotesService.select(callerOf(request), request.body),
  );
};
