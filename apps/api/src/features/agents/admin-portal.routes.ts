import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type AdminPortalRoutesOptions = {
  /** ADMIN_PORTAL_URL; undefined when the portal's own admin portal (/agent) is used. */
  adminPortalUrl: string | undefined;
};

const adminPortalSchema = z.object({ url: z.url().nullable() });

/**
 * Agent mode (portal-access 6, 8): where an agent goes after logging out or a refused call. No
 * token is needed: the portal asks after its agent token has been refused.
 */
export const adminPortalRoutes: FastifyPluginAsyncZod<AdminPortalRoutesOptions> = async (
  app,
  { adminPortalUrl },
) => {
  app.get(
    '/telephony/admin-portal',
    {
      schema: {
        tags: ['telephony'],
        summary:
          'The admin portal’s address for agents (null: the portal’s own /agent page on the same host)',
        response: { 200: adminPortalSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { url: adminPortalUrl ?? null };
    },
  );
};
