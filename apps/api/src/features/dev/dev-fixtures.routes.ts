import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LinkTokens } from '../../auth/link-tokens';
import { assertOperatorKey } from '../../auth/operator-key';
import type { Db } from '../../db/client';
import { DEV_CONTROLS_OPERATOR_ONLY_MESSAGE } from './dev-controls.service';
import { findText } from './text-search.repo';
import {
  createDevFixtures,
  FIXTURE_KNOWN_USAGE,
  FIXTURE_PRODUCTS,
  FIXTURE_STEPS,
} from './dev-fixtures.service';

const name = z.string().min(1).max(40);
const fixtureMoverBodySchema = z
  .object({
    step: z.enum(FIXTURE_STEPS),
    brand: z.string().min(1).max(60).optional(),
    branch: z.string().min(1).max(20).optional(),
    firstName: name.optional(),
    surname: name.optional(),
    email: z.email().max(120).optional(),
    postcode: z.string().min(1).max(10).optional(),
    address: z.string().min(1).max(80).optional(),
    moveInDays: z.number().int().min(0).max(60).optional(),
    residentialStatus: z.number().int().optional(),
    products: z.array(z.enum(FIXTURE_PRODUCTS)).max(4).optional(),
    knownUsage: z.enum(FIXTURE_KNOWN_USAGE).optional(),
  })
  .strict();
const fixtureMoverSchema = z.object({
  enrolmentId: z.string(),
  email: z.string(),
  password: z.string(),
  logInPath: z.string(),
  accessToken: z.string(),
});
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
};

/** POST /api/dev/fixtures/mover: registered only outside production (beside the dev controls). */
export const devFixturesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  linkTokens: LinkTokens;
  operatorKey: string;
  now: () => Date;
}> = async (app, { db, linkTokens, operatorKey, now }) => {
  const fixtures = createDevFixtures({ app, db, linkTokens, operatorKey, now });
  app.post(
    '/dev/fixtures/mover',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Operators, outside production: a new mover put at a named journey step, with an auto log-in link',
        headers: z.object({ 'x-operator-key': z.string().max(200).optional() }),
        body: fixtureMoverBodySchema,
        response: { 200: fixtureMoverSchema, ...errors },
      },
    },
    async (request) => fixtures.createMover(request.headers['x-operator-key'], request.body),
  );

  app.post(
    '/dev/find-text',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Operators, outside production: every table and column holding any of the texts (any case), to prove an erasure',
        headers: z.object({ 'x-operator-key': z.string().max(200).optional() }),
        body: z.object({ texts: z.array(z.string().min(3).max(120)).min(1).max(10) }).strict(),
        response: {
          200: z.object({
            found: z.array(z.object({ table: z.string(), column: z.string(), rows: z.number() })),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      assertOperatorKey(
        request.headers['x-operator-key'],
        operatorKey,
        DEV_CONTROLS_OPERATOR_ONLY_MESSAGE,
      );
      return { found: await findText(db, request.body.texts) };
    },
  );
};
