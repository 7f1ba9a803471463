import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import {
  addOnsBodySchema,
  addOnsResponseSchema,
  tariffAddOnsQuerySchema,
  tariffAddOnsResponseSchema,
} from '@threshold/domain/schemas/energy-add-ons';
import { psrBodySchema, psrResponseSchema } from '@threshold/domain/schemas/energy-psr';
import {
  startDateBodySchema,
  startDateWindowResponseSchema,
} from '@threshold/domain/schemas/energy-start-date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type RequireCaller } from '../../../auth/caller';
import type { EnergyExtrasService } from './energy-extras.service';

export type EnergyExtrasRoutesOptions = {
  energyExtrasService: EnergyExtrasService;
  requireCaller: RequireCaller;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['energy'];

/**
 * Add-ons, the supply start date and the Priority Services Register (service-journeys 2 and 7):
 * a logged-in mover's own enrolment, after a tariff is chosen, while the page is open.
 */
export const energyExtrasRoutes: FastifyPluginAsyncZod<EnergyExtrasRoutesOptions> = async (
  app,
  { energyExtrasService, requireCaller },
) => {
  const mover = requireCaller('user', 'agent');
  app.get(
    '/energy/add-ons',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          "The add-ons of the chosen tariff's supplier, with their billed cost and whether included",
        response: { 200: addOnsResponseSchema, ...errors },
      },
    },
    async (request) => energyExtrasService.addOns(callerOf(request)),
  );

  app.get(
    '/energy/tariff-add-ons',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: "A tariff's add-ons, priced with what they cost after a discount (tariff details)",
        querystring: tariffAddOnsQuerySchema,
        response: { 200: tariffAddOnsResponseSchema, ...errors },
      },
    },
    async (request) => energyExtrasService.tariffAddOns(request.query),
  );

  app.put(
    '/energy/add-ons',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Stores the chosen add-ons (only those offered with the tariff; included ones are kept)',
        body: addOnsBodySchema,
        response: { 200: addOnsResponseSchema, ...errors },
      },
    },
    async (request) =>
      energyExtrasService.saveAddOns(callerOf(request), request.body.addOnsIdentifiers),
  );

  app.get(
    '/enrolment/start-date',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: 'The supply start date window (earliest, latest, default) and the stored choice',
        response: { 200: startDateWindowResponseSchema, ...errors },
      },
    },
    async (request) => energyExtrasService.startDate(callerOf(request)),
  );

  app.put(
    '/enrolment/start-date',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: 'Stores the supply start date (within the window) and the cooling-off agreement',
        body: startDateBodySchema,
        response: { 200: startDateWindowResponseSchema, ...errors },
      },
    },
    async (request) => energyExtrasService.saveStartDate(callerOf(request), request.body),
  );

  app.get(
    '/enrolment/psr',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: 'The Priority Services Register answer: the selection, or null',
        response: { 200: psrResponseSchema, ...errors },
      },
    },
    async (request) => energyExtrasService.psr(callerOf(request)),
  );

  app.post(
    '/enrolment/psr',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: 'Saves the Priority Services Register answer (psrOptions null is No)',
        body: psrBodySchema,
        response: { 200: psrResponseSchema, ...errors },
      },
    },
    async (request) => energyExtrasService.savePsr(callerOf(request), request.body.psrOptions),
  );
};
