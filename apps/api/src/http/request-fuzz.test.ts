import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../auth/access-tokens';
import { enrolments } from '../db/schema';
import { lookedUpAddressPatch } from '../features/enrolment/address-patch';
import { bearer } from '../features/enrolment/access-fixtures';
import { createDatasetAddressProvider } from '../providers/addresses/dataset-address-provider';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { HIDDEN_CHARACTERS_MESSAGE } from './text-rule';

/**
 * A fuzz of every operation the API registers (its OpenAPI document): bodies and query strings
 * made from each operation's own schema, so they reach past the first check, with text anywhere
 * in them (nested lists and maps included) holding NUL, lone surrogates, C0/C1 controls, line
 * separators or nothing odd at all. No answer may be a 500.
 */

// The test clock's day: a move-in 8 working days on keeps the energy and broadband lists open.
const TODAY = '2026-11-24T10:00:00Z';
const MOVE_IN = '2026-12-04';
/** Far beyond any answer the API gives here without an outside system: no answer by then is a hang. */
const HANG_MS = 20_000;

/** A request bounded in time: a hang fails the test with its own words. */
async function answered(request: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms`)), HANG_MS);
  });
  return Promise.race([request, hang]).finally(() => clearTimeout(timer));
}

/** What a person could not live with in an answer: any 5xx, or a 4xx without a message to show. */
function whatIsWrong(response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 200)}`;
  if (status < 400) return undefined;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${status} not JSON: ${response.body.slice(0, 200)}`;
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '')
    return `${status} without a message: ${response.body.slice(0, 200)}`;
  return undefined;
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  nullable?: boolean;
};
type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const ODD_CHARACTERS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
];

/** Text with or without an odd character somewhere: plain words, dates, numbers, codes. */
const text: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(
        '',
        'a',
        'Robin',
        '07700900123',
        '2026-12-04',
        '04/12/2026',
        '2700',
        'LS6 3BN',
        'all',
        'default',
      ),
      fc.string({ maxLength: 12 }),
    ),
    fc.option(fc.constantFrom(...ODD_CHARACTERS), { freq: 2 }),
    fc.nat(),
  )
  .map(([base, odd, at]) => {
    if (odd === null) return base;
    const where = base.length === 0 ? 0 : at % (base.length + 1);
    return `${base.slice(0, where)}${odd}${base.slice(where)}`;
  });

/** Anything JSON can hold, nested a few deep, with odd text in values and keys. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(text, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A value shaped like the JSON schema (so a route's first checks pass), with odd text inside. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), text);
  if (schema.enum)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: text },
    );
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => fromSchema(choice, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return fromSchema(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => fromSchema({ ...schema, type }, depth + 1)));
  const nullable = schema.nullable
    ? (arbitrary: fc.Arbitrary<unknown>) => fc.option(arbitrary, { freq: 4 })
    : (a: fc.Arbitrary<unknown>) => a;
  switch (types[0]) {
    case 'string':
      return nullable(text);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -5;
      const max = Math.max(min, schema.maximum ?? min + 100_000);
      return nullable(
        fc.oneof(
          { weight: 5, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
          { weight: 1, arbitrary: text },
        ),
      );
    }
    case 'boolean':
      return nullable(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems)
        return nullable(fc.tuple(...schema.prefixItems.map((item) => fromSchema(item, depth + 1))));
      return nullable(
        fc.array(fromSchema(schema.items, depth + 1), {
          maxLength: Math.min(4, schema.maxItems ?? 4),
        }),
      );
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shaped = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, fromSchema(value, depth + 1)]),
      );
      const known = fc.record(shaped, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
      const extra =
        schema.additionalProperties && typeof schema.additionalProperties === 'object'
          ? fc.dictionary(text, fromSchema(schema.additionalProperties, depth + 1), { maxKeys: 3 })
          : Object.keys(properties).length === 0
            ? fc.dictionary(text, anyJson, { maxKeys: 3 })
            : fc.constant({});
      return nullable(fc.tuple(known, extra).map(([own, more]) => ({ ...more, ...own })));
    }
    default:
      return anyJson;
  }
}

/** A query string made from the operation's query parameters: one value, or a list repeated. */
function queryFrom(parameters: Operation['parameters']): fc.Arbitrary<string> {
  const query = (parameters ?? []).filter((parameter) => parameter.in === 'query');
  const entries = query.map((parameter) =>
    fc.option(
      fc
        .oneof(
          fromSchema(parameter.schema).map((value) => [value]),
          fc.array(text, { minLength: 2, maxLength: 3 }),
        )
        .map((values) =>
          (values as unknown[]).map(
            (value) =>
              [
                parameter.name,
                typeof value === 'string' ? value : JSON.stringify(value ?? ''),
              ] as const,
          ),
        ),
      { freq: 3 },
    ),
  );
  return fc
    .tuple(fc.tuple(...entries), fc.option(fc.tuple(text, text), { freq: 3 }))
    .map(([chosen, stray]) => {
      const pairs = chosen.flatMap((pair) => pair ?? []);
      if (stray) pairs.push(stray);
      return pairs
        .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
        .join('&');
    });
}

/** A path with each `{param}` filled by text (odd or plain). */
function pathFrom(path: string): fc.Arbitrary<string> {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  return fc
    .tuple(...names.map(() => text))
    .map((values) =>
      values.reduce<string>(
        (filled, value, index) =>
          filled.replace(`{${names[index]}}`, encodeURIComponent(value) || 'x'),
        path,
      ),
    );
}

/** Every operation of the API's OpenAPI document. */
function operationsOf(t: TestApp): { path: string; method: string; operation: Operation }[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
}

/** The first media type an operation takes its body in, and its schema. */
function bodyOf(operation: Operation): { mediaType: string; schema: JsonSchema | undefined } {
  const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [
    'application/json',
    undefined,
  ];
  return { mediaType, schema: media?.schema };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('every API operation, fuzzed with odd text anywhere in its body and query string', () => {
  let t: TestApp;
  let home: NonNullable<
    Awaited<ReturnType<ReturnType<typeof createDatasetAddressProvider>['findByKey']>>
  >;
  let appToken: string;
  let partnerKey: string;
  let ipCounter = 0;

  /** A mover part-way (energy and broadband chosen and open, council and water wanted) and each kind of caller. */
  async function callers(): Promise<{ name: string; headers: Record<string, string> }[]> {
    const tokens = createAccessTokens({ secret: t.config.tokenSecret, clock: t.clock });
    const created = await t.createMover();
    await t.database.db
      .update(enrolments)
      .set({
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: 'productSelection',
        firstName: 'Robin',
        surname: 'Hartley',
        contactNumber: '07700900123',
        emailAddress: created.email,
        moveInDate: MOVE_IN,
        ...lookedUpAddressPatch(home),
        energyOptIn: 1,
        energyConsented: true,
        entertainmentOptIn: 1,
        entertainmentConsented: true,
        councilOptIn: 1,
        councilConsented: true,
        waterOptIn: 1,
        waterConsented: true,
      })
      .where(eq(enrolments.id, created.enrolmentId));
    const anonymous = (
      await tokens.issue({
        kind: 'anonymous',
        subject: created.enrolmentId,
        enrolmentId: created.enrolmentId,
      })
    ).accessToken;
    return [
      { name: 'user', headers: bearer(await t.userToken(created)) },
      { name: 'app', headers: bearer(appToken) },
      { name: 'anonymous', headers: bearer(anonymous) },
      { name: 'partner', headers: bearer(partnerKey) },
      { name: 'operator', headers: { 'x-operator-key': t.config.operatorKey ?? '' } },
    ];
  }

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TODAY);
    const record = await createDatasetAddressProvider().findByKey('LS63BN-2');
    if (!record) throw new Error('no address LS63BN-2');
    home = record;
    appToken = await t.appToken();
    partnerKey = await t.partnerKey('oakfield-homes', 'fuzz');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers odd text in a broadband or quotes filter list, or in the usage kWh, with 400 and the text rule, never 500', async () => {
    const [user] = await callers();
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: user!.headers, payload, remoteAddress: '10.9.0.1' });
    for (const odd of ['\u0000', '\ud800', '\t', '\n']) {
      const cases = [
        {
          method: 'POST',
          url: '/api/entertainment/broadband',
          payload: { selectedProviders: ['BT', `Sky${odd}`] },
          field: 'selectedProviders.1',
        },
        {
          method: 'POST',
          url: '/api/quotes',
          payload: { filters: { suppliers: [`Octopus${odd}Energy`] } },
          field: 'filters.suppliers.0',
        },
        {
          method: 'PUT',
          url: '/api/enrolment/energy-usage',
          payload: { knownUsage: 'U', electricityKwhUsage: `27${odd}00` },
          field: 'electricityKwhUsage',
        },
      ] as const;
      for (const { method, url, payload, field } of cases) {
        const response = await send(method, url, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(odd)}: ${response.body}`).toBe(400);
        const answer = response.json<{ message: string; errors: Record<string, string> }>();
        expect(
          answer.errors[field],
          `${url} ${JSON.stringify(odd)}: ${response.body}`,
        ).toBeDefined();
        if (url !== '/api/enrolment/energy-usage')
          expect(answer).toMatchObject({
            message: HIDDEN_CHARACTERS_MESSAGE,
            errors: { [field]: HIDDEN_CHARACTERS_MESSAGE },
          });
      }
    }
    // Nothing odd was kept: the saved filters are still none.
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/entertainment/state',
      headers: user!.headers,
    });
    expect(JSON.stringify(state.json())).not.toMatch(/Sky/);
  });

  it('never answers 5xx, nor a 4xx without a message, whatever odd text sits anywhere in a body or query string', async () => {
    const operations = operationsOf(t);
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const { path, method, operation } of operations) {
      // Each operation its own mover, so a log-out or an erasure elsewhere takes nothing from it.
      const credentials = await callers();
      const content = operation.requestBody?.content ?? {};
      const [mediaType, media] = Object.entries(content)[0] ?? ['application/json', undefined];
      const body =
        method === 'GET' || method === 'DELETE'
          ? fc.constant(undefined)
          : mediaType === 'text/csv'
            ? fc
                .array(
                  fc.array(text, { maxLength: 4 }).map((cells) => cells.join(',')),
                  { maxLength: 3 },
                )
                .map((lines) => ['email,firstName,surname', ...lines].join('\n'))
            : fromSchema(media?.schema);
      await fc
        .assert(
          fc.asyncProperty(
            pathFrom(path),
            queryFrom(operation.parameters),
            body,
            fc.nat({ max: credentials.length - 1 }),
            async (url, query, payload, who) => {
              ipCounter += 1;
              const response: LightMyRequestResponse = await answered(
                t.app.inject({
                  method: method as 'GET',
                  url: `/api${url.replace(/^\/api/, '')}${query ? `?${query}` : ''}`,
                  headers: {
                    ...credentials[who]!.headers,
                    ...(payload === undefined
                      ? {}
                      : {
                          'content-type':
                            mediaType === 'text/csv' ? 'text/csv' : 'application/json',
                        }),
                  },
                  ...(payload === undefined
                    ? {}
                    : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
                  remoteAddress: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
                }),
              );
              const wrong = whatIsWrong(response);
              if (wrong) {
                failures.push(
                  `${wrong}: ${method} ${path} ${JSON.stringify(payload)?.slice(0, 300)} ?${query}`,
                );
                return false;
              }
              return true;
            },
          ),
          { numRuns: 25, seed: 20261124, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  /**
   * Credentials no caller should get past: malformed, signed with another key or with none,
   * tampered, expired, of a kind no route takes this way, of a mover who logged out, or naming
   * another mover's enrolment.
   */
  async function badCredentials(): Promise<{ name: string; headers: Record<string, string> }[]> {
    const tokens = createAccessTokens({ secret: t.config.tokenSecret, clock: t.clock });
    const strangers = createAccessTokens({
      secret: 'a-key-this-server-never-had-0123456789-abcdef',
      clock: t.clock,
    });
    const mover = await t.createMover();
    const other = await t.createMover();
    const token = await t.userToken(mover);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = {
      kind: 'user' as const,
      subject: mover.accountId,
      enrolmentId: mover.enrolmentId,
      tokenVersion: 0,
    };

    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() - 3 * 60 * 60_000));
    const expiredUser = (await tokens.issue(claims)).accessToken;
    t.clock.set(new Date(now.getTime() - 25 * 60 * 60_000));
    const expiredAnonymous = (
      await tokens.issue({
        kind: 'anonymous',
        subject: mover.enrolmentId,
        enrolmentId: mover.enrolmentId,
      })
    ).accessToken;
    t.clock.set(now);

    const loggedOut = await t.userToken(other);
    const logOut = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(loggedOut),
    });
    expect(logOut.statusCode, logOut.body).toBeLessThan(300);

    return [
      { name: 'not a token', headers: bearer('not-a-token') },
      { name: 'three empty parts', headers: bearer('..') },
      { name: 'no token at all', headers: { authorization: 'Bearer ' } },
      { name: 'another scheme', headers: { authorization: `Basic ${btoa('mover:secret')}` } },
      { name: 'a huge token', headers: bearer('x'.repeat(8_000)) },
      { name: 'odd characters', headers: bearer('abcdef ') },
      {
        name: 'alg none',
        headers: bearer(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`),
      },
      {
        name: 'tampered payload',
        headers: bearer(
          `${header}.${base64url({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), kind: 'agent' })}.${signature}`,
        ),
      },
      {
        name: 'tampered signature',
        headers: bearer(
          `${header}.${payload}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
        ),
      },
      {
        name: 'signed with another key',
        headers: bearer((await strangers.issue(claims)).accessToken),
      },
      { name: 'expired user', headers: bearer(expiredUser) },
      { name: 'expired anonymous', headers: bearer(expiredAnonymous) },
      {
        name: 'agent kind, no such agent',
        headers: bearer(
          (
            await tokens.issue({
              kind: 'agent',
              subject: randomUUID(),
              enrolmentId: mover.enrolmentId,
            })
          ).accessToken,
        ),
      },
      {
        name: "another mover's enrolment in the token",
        headers: bearer((await tokens.issue({ ...claims, subject: other.accountId })).accessToken),
      },
      { name: 'logged out', headers: bearer(loggedOut) },
      {
        name: 'a partner key that does not exist',
        headers: bearer(`${partnerKey.slice(0, -6)}zzzzzz`),
      },
      { name: 'a wrong operator key', headers: { 'x-operator-key': 'not-the-operator-key' } },
    ];
  }

  it('answers every operation with bad credentials without a 5xx, a hang, or a 4xx without a message, and lets none through to a mover', async () => {
    const operations = operationsOf(t);
    // The calls that take a token or key say so in the document: those must refuse all of these.
    expect(operations.filter(({ operation }) => operation.security?.length).length).toBeGreaterThan(
      40,
    );
    const bad = await badCredentials();
    const failures: string[] = [];
    const letThrough = new Set<string>();
    for (const { path, method, operation } of operations) {
      const { mediaType, schema } = bodyOf(operation);
      const [body] = fc.sample(fromSchema(schema), { numRuns: 1, seed: 20261127 });
      for (const { name, headers } of bad) {
        ipCounter += 1;
        const hasBody = method !== 'GET' && method !== 'DELETE';
        const response = await answered(
          t.app.inject({
            method: method as 'GET',
            url: `/api${path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, 'x')}`,
            headers: {
              ...headers,
              ...(hasBody
                ? { 'content-type': mediaType === 'text/csv' ? 'text/csv' : 'application/json' }
                : {}),
            },
            ...(hasBody
              ? { payload: mediaType === 'text/csv' ? 'email\n' : JSON.stringify(body ?? {}) }
              : {}),
            remoteAddress: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
          }),
        );
        const wrong = whatIsWrong(response);
        if (wrong) failures.push(`${wrong}: ${method} ${path} with ${name}`);
        // A mover's calls refuse every one of these (401 or 403).
        if ((operation.security?.length ?? 0) > 0 && response.statusCode < 400)
          letThrough.add(`${response.statusCode}: ${method} ${path} with ${name}`);
      }
    }
    expect(failures).toEqual([]);
    expect([...letThrough]).toEqual([]);
  }, 120_000);

  it("answers another mover's enrolment id in a path with a 4xx and a message, never its data", async () => {
    const owner = await t.createMover();
    const intruder = await t.createMover();
    const headers = bearer(await t.userToken(intruder));
    const byId = operationsOf(t).filter(({ path }) => /\{(id|enrolmentId)\}/.test(path));
    expect(byId.length).toBeGreaterThan(0);
    for (const { path, method } of byId) {
      const response = await answered(
        t.app.inject({
          method: method as 'GET',
          url: `/api${path
            .replace(/^\/api/, '')
            .replace(/\{(id|enrolmentId)\}/, owner.enrolmentId)
            .replace(/\{[^}]+\}/g, 'x')}`,
          headers: {
            ...headers,
            ...(method === 'GET' || method === 'DELETE'
              ? {}
              : { 'content-type': 'application/json' }),
          },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
        }),
      );
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(whatIsWrong(response), `${method} ${path}`).toBeUndefined();
      expect(response.body).not.toContain(owner.email);
    }
  });

  it('answers a body over the limit with 413 (or the refusal of a caller it does not take) and a message, and long text in every field without a 5xx', async () => {
    const failures: string[] = [];
    const long = 'Hartley '.repeat(2_500); // 20 KB: within the body limit, far beyond any field's
    const metLimit: string[] = [];
    for (const { path, method, operation } of operationsOf(t)) {
      if (method === 'GET' || method === 'DELETE') continue;
      // Fresh callers for each operation, so a log-out or an erasure elsewhere takes nothing from it.
      const credentials = await callers();
      const { mediaType, schema } = bodyOf(operation);
      const contentType = mediaType === 'text/csv' ? 'text/csv' : 'application/json';
      const url = `/api${path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, 'x')}`;
      const send = (headers: Record<string, string>, payload: string) => {
        ipCounter += 1;
        return answered(
          t.app.inject({
            method: method as 'POST',
            url,
            headers: { ...headers, 'content-type': contentType },
            payload,
            remoteAddress: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
          }),
        );
      };
      const oversized =
        contentType === 'text/csv'
          ? `email\n${'mover@example.com\n'.repeat(Math.ceil((6 * 1024 * 1024) / 18))}`
          : JSON.stringify({ padding: 'x'.repeat(200 * 1024) });
      // The guard may refuse a caller before the body is read; the caller it takes meets the limit.
      const answers = await Promise.all(
        credentials.map(async ({ name, headers }) => ({
          name,
          response: await send(headers, oversized),
        })),
      );
      for (const { name, response } of answers) {
        if (![413, 401, 403].includes(response.statusCode) || whatIsWrong(response))
          failures.push(
            `${response.statusCode} for an oversized body from ${name}: ${method} ${path} ${response.body.slice(0, 200)}`,
          );
      }
      // Agent-only calls refuse all of these callers before reading a body.
      if (answers.some(({ response }) => response.statusCode === 413)) metLimit.push(path);

      const [shaped] = fc.sample(fromSchema(schema), { numRuns: 1, seed: 20261127 });
      const lengthened = JSON.stringify(shaped ?? {}, (_key, value: unknown) =>
        typeof value === 'string' ? long : value,
      );
      for (const { name, headers } of credentials) {
        const response = await send(
          headers,
          contentType === 'text/csv' ? `email\n${long}\n` : lengthened,
        );
        const wrong = whatIsWrong(response);
        if (wrong) failures.push(`${wrong}: long text from ${name} to ${method} ${path}`);
      }
    }
    expect(failures).toEqual([]);
    expect(metLimit.length).toBeGreaterThan(40);
    expect(metLimit).toContain('/api/partner/leads/bulk');
  }, 120_000);
});
