import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { callScriptSchema, pageIdentifierSchema } from '@threshold/domain/telephony/call-scripts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireKind } from '../../auth/guards';
import type { CallScriptsService } from './call-scripts.service';

export type CallScriptsRoutesOptions = {
  callScriptsService: CallScriptsService;
  requireKind: RequireKind;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const operatorHeaders = z.object({ 'x-operator-key': z.string().max(200).optional() });
/** Reading: any name (an unknown page answers 404, "no script"); editing: only the journey's pages. */
const readParams = z.object({ pageIdentifier: z.string().min(1).max(80) });
const params = z.object({ pageIdentifier: pageIdentifierSchema });

/** The Script tab (portal-access 3 and 4): a page's call script, and the operators' edits. */
export const callScriptsRoutes: FastifyPluginAsyncZod<CallScriptsRoutesOptions> = async (
  app,
  { callScriptsService, requireKind },
) => {
  app.get(
    '/call-scripts/:pageIdentifier',
    {
      onRequest: requireKind('agent'),
      schema: {
        tags: ['telephony'],
        summary: 'The call script of a journey page, for the agent’s Script tab (plain text)',
        security: [{ bearer: [] }],
        params: readParams,
        response: { 200: callScriptSchema, ...errors },
      },
    },
    async (request) => callScriptsService.get(request.params.pageIdentifier),
  );

  app.get(
    '/operator/call-scripts',
    {
      schema: {
        tags: ['operator'],
        summary: 'Operators: every page’s call script',
        headers: operatorHeaders,
        response: { 200: z.object({ callScripts: z.array(callScriptSchema) }), ...errors },
      },
    },
    async (request) => ({
      callScripts: await callScriptsService.list(request.headers['x-operator-key']),
    }),
  );

  app.put(
    '/operator/call-scripts/:pageIdentifier',
    {
      schema: {
        tags: ['operator'],
        summary: 'Operators: a page’s call script, in plain text (line breaks kept)',
        headers: operatorHeaders,
        params,
        // Checked by the service with the domain's rule and its words (a script keeps line breaks).
        body: z.unknown(),
        response: { 200: callScriptSchema, ...errors },
      },
    },
    async (request) =>
      callScriptsService.save(
        request.headers['x-operator-key'],
        request.params.pageIdentifier,
        request.body,
      ),
  );
};
