import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A route's answer checked against its response schema and turned into JSON once per object, as
 * Fastify's serializer would: an answer kept in memory and sent again (a repeated list) is sent as
 * the JSON already made, without checking and stringifying the same object again.
 */
export function createJsonOnce<S extends z.ZodType>(
  schema: S,
  route: { method: string; url: string },
) {
  const serialize = serializerCompiler({ schema, ...route, httpStatus: '200' } as never) as (
    data: unknown,
  ) => string;
  // Kept as bytes: sending them again measures and encodes nothing.
  const made = new WeakMap<object, Buffer>();
  return (reply: FastifyReply, answer: z.output<S> & object): FastifyReply => {
    let json = made.get(answer);
    if (json === undefined) {
      json = Buffer.from(serialize(answer));
      made.set(answer, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };
}
