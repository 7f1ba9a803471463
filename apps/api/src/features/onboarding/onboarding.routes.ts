import {
  onboardingAddressDetailsSchema,
  onboardingAddressesResponseSchema,
} from '@threshold/domain/schemas/address';
import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { ADDRESS_LINE_MAX_LENGTH } from '@threshold/domain/schemas/fields';
import {
  onboardingAddressesQuerySchema,
  onboardingCommitResponseSchema,
  onboardingJourneySchema,
} from '@threshold/domain/schemas/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, type RequireCaller } from '../../auth/caller';
import { OnboardingValidationError, type OnboardingService } from './onboarding.service';

export type OnboardingRoutesOptions = {
  onboardingService: OnboardingService;
  requireCaller: RequireCaller;
};

const tags = ['onboarding'];
const security = [{ bearer: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
};

/** The journey body is checked by the service with the pages' schema (it needs today and the brand's name). */
const journeyUpdateBodySchema = z.unknown().meta({
  description:
    'The address step { isManualAddress: false, address, addressHumanReadable } or { isManualAddress: true, manualAddressStreetOne, ' +
    'manualAddressStreetTwo, manualAddressTown, manualAddressCounty }, or exactly one of { firstName } { surname } { dateOfBirth } ' +
    '{ address } { moveInDate }',
});

/** The onboarding journey (portal-access 2, 4 and 7): the mover's own journey only, anonymous or logged in. */
export const onboardingRoutes: FastifyPluginAsyncZod<OnboardingRoutesOptions> = async (
  app,
  options,
) => {
  const { onboardingService, requireCaller } = options;
  const mover = requireCaller('anonymous', 'user');
  // Field rules checked in the service answer 400 with every field's message, as a route schema's would.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof OnboardingValidationError) {
      return reply
        .code(400)
        .send({ message: error.message, code: error.code, errors: error.errors });
    }
    throw error;
  });

  app.get(
    '/onboarding/journey',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: 'The journey so far (its first read starts it from the lead)',
        response: { 200: onboardingJourneySchema, ...errors },
      },
    },
    async (request) => onboardingService.getJourney(callerOf(request)),
  );

  app.post(
    '/onboarding/journey',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: 'Saves the address step or one edited field; 409 once committed',
        body: journeyUpdateBodySchema,
        response: { 200: onboardingJourneySchema, ...errors },
      },
    },
    async (request) => onboardingService.updateJourney(callerOf(request), request.body),
  );

  app.get(
    '/onboarding/addresses',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: "The addresses at the journey's postcode, or at ?postcode=",
        querystring: onboardingAddressesQuerySchema,
        response: { 200: onboardingAddressesResponseSchema, ...errors },
      },
    },
    async (request) => onboardingService.listAddresses(callerOf(request), request.query),
  );

  app.get(
    '/onboarding/address/:addressKey',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Whether an address is domestic (else the business-address warning); 404 for an unknown key',
        params: z.object({ addressKey: z.string().min(1).max(ADDRESS_LINE_MAX_LENGTH) }),
        response: { 200: onboardingAddressDetailsSchema, ...errors },
      },
    },
    async (request) =>
      onboardingService.addressDetails(callerOf(request), request.params.addressKey),
  );

  app.post(
    '/onboarding/commit-journey',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Writes the journey into the enrolment (status detailsPopulated); a user token when it made the log-in',
        response: { 200: onboardingCommitResponseSchema, ...errors },
      },
    },
    async (request) => onboardingService.commit(callerOf(request)),
  );
};
