import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import {
  broadbandPackageSchema,
  broadbandRequestSchema,
  broadbandResponseSchema,
  entertainmentChangeResponseSchema,
  entertainmentStateSchema,
  entertainmentVisitBodySchema,
  partnerCallbackBodySchema,
  partnerCallbackResponseSchema,
  selectPackageBodySchema,
  selectPackageResponseSchema,
  wombbConfirmationBodySchema,
} from '@threshold/domain/schemas/broadband';
import type { EnrolmentChanges } from '../../db/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, type RequireCaller } from '../../auth/caller';
import { createJsonOnce } from '../../http/json-once';
import { ENTERTAINMENT_STATE_PARTS, type BroadbandService } from './broadband.service';

export type BroadbandRoutesOptions = {
  broadbandService: BroadbandService;
  requireCaller: RequireCaller;
  /** The database's change announcements (PGlite), so the list's repeats keep the caller's read. */
  enrolmentChanges?: EnrolmentChanges | null;
  /** Call-back requests per IP per minute (each one e-mails the provider). */
  callbacksPerMinute: number;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['broadband'];
const noBody = z.object({}).strict().nullish();
const packageParams = z
  .object({ sourceId: z.string().min(1).max(60), packageId: z.string().min(1).max(100) })
  .strict();
const slugParams = z.object({ providerSlug: z.string().regex(/^[a-z0-9-]{1,60}$/) }).strict();

/**
 * The broadband, phone and TV calls (service-journeys 7; issue 11): the list, choosing a package,
 * the whole-of-market hand-off's steps and answer, removing a pending package and the partner's
 * call-back. A logged-in mover's own enrolment only; 409 while the broadband pages are not open.
 */
export const broadbandRoutes: FastifyPluginAsyncZod<BroadbandRoutesOptions> = async (
  app,
  { broadbandService, requireCaller, enrolmentChanges = null, callbacksPerMinute },
) => {
  const mover = requireCaller('user', 'agent');
  // A page repeats its list as the mover filters: its repeats keep the caller's read (PGlite).
  const listCaller = requireCaller.kept(enrolmentChanges, 'user', 'agent');
  // A repeated list is the same answer object: its JSON is made once.
  const sendList = createJsonOnce(broadbandResponseSchema, {
    method: 'POST',
    url: '/api/entertainment/broadband',
  });
  app.post(
    '/entertainment/broadband',
    {
      ...listCaller,
      schema: {
        tags,
        security,
        summary:
          "The packages at the mover's address from the whole-of-market and partner searches, filtered, sorted and paged; the filters are saved",
        body: broadbandRequestSchema,
        response: { 200: broadbandResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendList(reply, await broadbandService.search(callerOf(request), request.body)),
  );

  app.get(
    '/entertainment/packages/:sourceId/:packageId',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          "One package as the list shows it at the mover's address (the details and sign-up pages); 404 when it is not available there",
        params: packageParams,
        response: { 200: broadbandPackageSchema, ...errors },
      },
    },
    async (request) => broadbandService.packageDetails(callerOf(request), request.params),
  );

  app.get(
    '/entertainment/state',
    {
      ...requireCaller.reading(ENTERTAINMENT_STATE_PARTS, 'user', 'agent'),
      schema: {
        tags,
        security,
        summary: 'The saved filters, the chosen package, the hand-off dates and the call-back slot',
        response: { 200: entertainmentStateSchema, ...errors },
      },
    },
    async (request) => broadbandService.state(callerOf(request)),
  );

  app.post(
    '/entertainment/select-package',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          "Chooses a package as priced at the mover's address now, with when to install it (asap, or a custom installation date within the package's window; 400 outside it); a whole-of-market package needs the mover's recorded whole-of-market consent (409 without). Answers the enrolment and, for a whole-of-market package, the provider's sign-up link",
        body: selectPackageBodySchema,
        response: { 200: selectPackageResponseSchema, ...errors },
      },
    },
    async (request) => broadbandService.selectPackage(callerOf(request), request.body),
  );

  app.post(
    '/entertainment/visit',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'Stamps wombbViewedDate, bbPackageViewedDate or wombbVisitRecordedDate with the server time',
        body: entertainmentVisitBodySchema,
        response: { 200: entertainmentStateSchema, ...errors },
      },
    },
    async (request) => broadbandService.recordVisit(callerOf(request), request.body),
  );

  app.post(
    '/entertainment/wombb-confirmation',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          '"We recorded your visit": Yes keeps the package waiting for the provider (In progress); No skips the whole-of-market service',
        body: wombbConfirmationBodySchema,
        response: { 200: entertainmentChangeResponseSchema, ...errors },
      },
    },
    async (request) =>
      broadbandService.confirmWombb(callerOf(request), request.body.wombbUserConfirmed),
  );

  app.post(
    '/entertainment/remove-pending-wombb-package',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary: 'Drops the package waiting for the provider, so the list opens again',
        body: noBody,
        response: { 200: entertainmentChangeResponseSchema, ...errors },
      },
    },
    async (request) => broadbandService.removePendingPackage(callerOf(request)),
  );

  app.post(
    '/entertainment/:providerSlug/callback',
    {
      ...mover,
      config: { rateLimit: { max: callbacksPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary:
          "Asks the partner provider to call the mover about a package in a slot (1-4 or Anytime); delivered to the provider's contact through the outbox",
        params: slugParams,
        body: partnerCallbackBodySchema,
        response: { 200: partnerCallbackResponseSchema, ...errors },
      },
    },
    async (request) =>
      broadbandService.requestCallback(
        callerOf(request),
        request.params.providerSlug,
        request.body,
      ),
  );
};
