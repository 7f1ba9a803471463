import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plainTextSchema } from '@threshold/domain/schemas/fields';
import { z } from 'zod';
import { renderMailboxPage } from './dev-mailbox.page';
import type { DevMailbox } from './dev-mailbox.service';

/** ?to= an e-mail address or mobile number; a NUL or line break in it is a 400, not a database error. */
const querySchema = z.object({
  to: plainTextSchema({ label: 'Recipient', maxLength: 200 }).optional(),
});

const mailboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  links: z.array(z.string()),
  code: z.string().optional(),
  status: z.enum(['pending', 'sent', 'failed', 'suppressed', 'cancelled']),
  createdAt: z.string(),
  sendAfter: z.string(),
});

/** GET /api/dev/messages (JSON). Registered only outside production. */
export const devMessagesRoutes: FastifyPluginAsyncZod<{ devMailbox: DevMailbox }> = async (
  app,
  { devMailbox },
) => {
  app.get(
    '/dev/messages',
    {
      schema: {
        tags: ['dev'],
        summary: 'Dev mailbox: messages, newest first',
        querystring: querySchema,
        response: { 200: z.array(mailboxMessageSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return devMailbox.list(request.query.to);
    },
  );
};

/** GET /dev/mailbox (HTML page). Registered only outside production. */
export const devMailboxPageRoutes: FastifyPluginAsyncZod<{ devMailbox: DevMailbox }> = async (
  app,
  { devMailbox },
) => {
  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: querySchema } },
    async (request, reply) => {
      const messages = await devMailbox.list(request.query.to);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(messages, request.query.to));
    },
  );
};
