import { apiErrorSchema, type ApiErrorBody } from '@threshold/domain/schemas/api-error';
import {
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_TYPES,
  brandChangesSchema,
  brandIdParamsSchema,
  brandSettingsPatchSchema,
  partnerBrandSettingsSchema,
  partnerBrandsSettingsSchema,
} from '@threshold/domain/partner/brand-settings';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireKind } from '../../auth/guards';
import { NOT_FOUND_MESSAGE } from '../../http/error-handler';
import { createPartnerUserGuard } from '../partner-console/partner-user-guard';
import type { PartnerUsersService } from '../partner-console/partner-users.service';
import { logoTooLarge, type PartnerConsoleBrandService } from './partner-console-brand.service';

export type PartnerConsoleBrandRoutesOptions = {
  partnerConsoleBrandService: PartnerConsoleBrandService;
  partnerUsersService: Pick<PartnerUsersService, 'currentUser'>;
  requireKind: RequireKind;
};

const tags = ['partner console'];
const security = [{ bearer: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** The partner console's brand settings (issue 22, Brand), behind a partner user's token. */
export const partnerConsoleBrandRoutes: FastifyPluginAsyncZod<
  PartnerConsoleBrandRoutesOptions
> = async (app, { partnerConsoleBrandService: service, partnerUsersService, requireKind }) => {
  const { partnerUser, callerOf } = createPartnerUserGuard(partnerUsersService, requireKind);

  app.get(
    '/partner/brands',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'The user’s brand and those below it, each with its own settings (null: inherited), what it inherits and what movers see',
        response: { 200: partnerBrandsSettingsSchema, ...errors },
      },
    },
    async (request) => service.list(callerOf(request)),
  );

  app.patch(
    '/partner/brands/:brandId',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'Owners: change a brand’s colours (refused below WCAG AA contrast), logo text, support phone and e-mail, or flags; null inherits; audited',
        params: brandIdParamsSchema,
        body: brandSettingsPatchSchema,
        response: { 200: partnerBrandSettingsSchema, ...errors },
      },
    },
    async (request) => service.update(callerOf(request), request.params.brandId, request.body),
  );

  app.get(
    '/partner/brands/:brandId/changes',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'A brand’s audited changes, newest first: who, when, and the changed settings before and after',
        params: brandIdParamsSchema,
        response: { 200: brandChangesSchema, ...errors },
      },
    },
    async (request) => service.changes(callerOf(request), request.params.brandId),
  );

  // The upload's body is the image itself, whatever type it claims: the service reads its bytes.
  await app.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: BRAND_LOGO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    uploads.post(
      '/partner/brands/:brandId/logo',
      {
        ...partnerUser,
        bodyLimit: BRAND_LOGO_MAX_BYTES,
        // A body over the limit gets the console's words, not the framework's.
        errorHandler: (error: FastifyError, _request, reply) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
            const tooLarge = logoTooLarge();
            return reply.code(tooLarge.status).send({
              message: tooLarge.message,
              code: tooLarge.code,
              errors: { logo: tooLarge.message },
            } satisfies ApiErrorBody);
          }
          throw error;
        },
        schema: {
          tags,
          security,
          summary: `Owners: upload a brand's logo (PNG, JPEG or WebP, at most ${BRAND_LOGO_MAX_BYTES / 1024} KB; the type is read from the bytes, SVG is refused) and make it the brand's logo; audited`,
          consumes: [...BRAND_LOGO_TYPES],
          params: brandIdParamsSchema,
          response: {
            200: partnerBrandSettingsSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const body: unknown = request.body;
        return service.uploadLogo(
          callerOf(request),
          request.params.brandId,
          Buffer.isBuffer(body) ? body : Buffer.alloc(0),
        );
      },
    );
  });
};

/** Uploaded logos, public like any image of a landing page; a URL names one image for ever. */
export const brandLogosRoutes: FastifyPluginAsyncZod<{
  partnerConsoleBrandService: Pick<PartnerConsoleBrandService, 'findLogo'>;
}> = async (app, { partnerConsoleBrandService: service }) => {
  app.get(
    '/brand-logos/:logoId',
    {
      schema: {
        tags: ['brand'],
        summary: 'A logo a partner uploaded, by the SHA-256 of its bytes (cacheable for ever)',
        params: z.object({ logoId: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { logoId } = request.params;
      const logo = /^[0-9a-f]{64}$/.test(logoId) ? await service.findLogo(logoId) : undefined;
      if (!logo)
        return reply.code(404).send({
          message: NOT_FOUND_MESSAGE,
          code: 'NOT_FOUND',
        } satisfies ApiErrorBody);
      const etag = `"${logoId}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        // Never a document, whatever a browser makes of the bytes.
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(logo.contentType).send(logo.bytes);
    },
  );
};
