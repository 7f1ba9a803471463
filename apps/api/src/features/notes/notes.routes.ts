import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { noteSchema, notesResponseSchema } from '@threshold/domain/telephony/notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, type RequireCaller } from '../../auth/caller';
import type { NotesService } from './notes.service';

export type NotesRoutesOptions = { notesService: NotesService; requireCaller: RequireCaller };

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Agents only: a mover's token never reaches these. */
export const notesRoutes: FastifyPluginAsyncZod<NotesRoutesOptions> = async (
  app,
  { notesService, requireCaller },
) => {
  const agent = requireCaller('agent');
  const security = [{ bearer: [] }];

  app.post(
    '/note',
    {
      ...agent,
      schema: {
        tags: ['telephony'],
        summary: 'A note on the enrolment the agent assists (form-encoded content)',
        security,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        // Checked by the service with the domain's rule and its words (a note keeps line breaks).
        body: z.unknown(),
        response: { 201: noteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await notesService.add(callerOf(request), request.body)),
  );

  app.get(
    '/notes',
    {
      ...agent,
      schema: {
        tags: ['telephony'],
        summary: 'The enrolment’s notes, newest first',
        security,
        response: { 200: notesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { notes: await notesService.list(callerOf(request)) };
    },
  );
};
