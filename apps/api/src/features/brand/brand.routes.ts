import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { brandingSchema, type Branding } from '@threshold/domain/schemas/brand';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireKind } from '../../auth/guards';
import type { BrandService } from './brand.service';

export type BrandRoutesOptions = { brandService: BrandService; requireKind: RequireKind };

/**
 * The service hands out the same Branding object while it is cached, so its JSON is worked out once
 * per object; it was shaped by the response schema's type when resolved.
 */
const brandingJson = new WeakMap<Branding, string>();
function sendBranding(reply: FastifyReply, branding: Branding) {
  let json = brandingJson.get(branding);
  if (json === undefined) {
    json = JSON.stringify(brandingSchema.parse(branding));
    brandingJson.set(branding, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}

// Any segment is accepted here: an unknown or malformed one answers 404, like an unknown brand.
const segment = z.string().min(1).max(60);

export const brandRoutes: FastifyPluginAsyncZod<BrandRoutesOptions> = async (
  app,
  { brandService, requireKind },
) => {
  const guard = requireKind('app', 'anonymous', 'user', 'agent');
  const responses = { 200: brandingSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/branding/:brand',
    {
      onRequest: guard,
      schema: {
        tags: ['brand'],
        summary: 'A brand with every value resolved partner → default',
        security: [{ bearer: [] }],
        params: z.object({ brand: segment }),
        response: responses,
      },
    },
    async (request, reply) =>
      sendBranding(reply, await brandService.getBranding(request.params.brand)),
  );

  app.get(
    '/branding/:brand/:branch',
    {
      onRequest: guard,
      schema: {
        tags: ['brand'],
        summary: 'A branch with every value resolved branch → sub-partner → partner → default',
        security: [{ bearer: [] }],
        params: z.object({ brand: segment, branch: segment }),
        response: responses,
      },
    },
    async (request, reply) =>
      sendBranding(
        reply,
        await brandService.getBranding(request.params.brand, request.params.branch),
      ),
  );
};
