import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../auth/access-tokens';
import type { Caller } from '../../auth/caller';
import { createLinkTokens } from '../../auth/link-tokens';
import { createLinkTokensRepo } from '../../auth/link-tokens.repo';
import { createPasswordHasher, type PasswordHasher } from '../../auth/password-hashing';
import { createRateLimitCounters } from '../../auth/rate-limit-counters';
import { createSecretHasher } from '../../auth/secret-hash';
import type { Db } from '../../db/client';
import { enrolments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createBrandFeature } from '../brand/brand.feature';
import { createLead } from './access-fixtures';
import { createEnrolmentRepo } from './enrolment.repo';
import { createEnrolmentService } from './enrolment.service';

/**
 * Found by `npm run load` on PostgreSQL: 200 movers creating their passwords at once held all the
 * pool's connections in transactions waiting for their argon2 hashes, and other movers' pages
 * answered 500 ("timeout exceeded when trying to connect"); on PGlite, with one connection, every
 * request waited behind each hash. A new log-in's password is hashed before its transaction.
 */
describe('creating a log-in holds no database transaction while the password is hashed', () => {
  let t: TestApp;
  let openTransactions = 0;
  /** For each hash made: whether a transaction was open at the time. */
  const hashedInTransaction: boolean[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Its routes are never registered here, so no guard is needed.
  const brandServiceOn = (db: Db) =>
    createBrandFeature({
      database: { ...t.database, db },
      clock: t.clock,
      requireKind: undefined as never,
    }).brandService;

  function service() {
    const real = t.database.db;
    // The database as the service sees it, counting the transactions open at each moment.
    const db = new Proxy(real, {
      get(target, property, receiver) {
        if (property === 'transaction') {
          return async (...args: Parameters<Db['transaction']>) => {
            openTransactions += 1;
            try {
              return await target.transaction(...args);
            } finally {
              openTransactions -= 1;
            }
          };
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const realHasher = createPasswordHasher(t.config.passwordHashing);
    const passwordHasher: PasswordHasher = {
      ...realHasher,
      async hashPassword(password) {
        hashedInTransaction.push(openTransactions > 0);
        return realHasher.hashPassword(password);
      },
    };
    const secretHasher = createSecretHasher(t.config.tokenSecret);
    return createEnrolmentService({
      repo: createEnrolmentRepo(db),
      brandService: brandServiceOn(db),
      accessTokens: createAccessTokens({ secret: t.config.tokenSecret, clock: t.clock }),
      authenticator: { revoke: async () => undefined },
      passwordHasher,
      linkTokens: createLinkTokens({
        repo: createLinkTokensRepo(),
        hasher: secretHasher,
        clock: t.clock,
      }),
      secretHasher,
      rateLimitCounters: createRateLimitCounters(),
      clock: t.clock,
    });
  }

  it('a partner’s lead confirming their details and choosing a password (PUT /api/enrolment-auth)', async () => {
    const lead = await createLead(t, { brandRoute: 'harbour-lettings' });
    const [row] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, lead.enrolmentId));
    const enrolmentService = service();
    const brandService = brandServiceOn(t.database.db);
    const caller: Caller = {
      claims: {
        kind: 'anonymous',
        subject: lead.enrolmentId,
        tokenId: 'load-test-token',
        enrolmentId: lead.enrolmentId,
        tokenVersion: null,
        expiresAt: new Date(t.clock.now().getTime() + 3_600_000),
      },
      enrolment: row!,
      branding: await brandService.getBrandingById(row!.brandId),
      hasAccount: false,
      storedTariffs: { hasStoredTariff: false, hasStoredSecondaryTariff: false },
      parts: {},
    };
    hashedInTransaction.length = 0;
    const answer = await enrolmentService.savePopulated(caller, {
      title: 'Ms',
      firstName: 'Alex',
      surname: 'Smith-Jones',
      dateOfBirth: '1990-05-01',
      contactNumber: '07700900123',
      emailAddress: lead.email,
      password: 'Moving-day-2',
    });
    expect(answer.token?.access_token).toBeTruthy();
    expect(answer.enrolment.hasAccount).toBe(true);
    expect(hashedInTransaction).toEqual([false]);
  });

  it('a mover the partner knew nothing about giving their details and a password (unpopulated link)', async () => {
    const lead = await createLead(t, { isUnpopulated: true, email: null });
    const enrolmentService = service();
    hashedInTransaction.length = 0;
    const answer = await enrolmentService.saveUnpopulated(await lead.linkToken('unpopulated'), {
      title: 'Mr',
      firstName: 'Sam',
      surname: 'Okafor',
      dateOfBirth: '1988-02-03',
      contactNumber: '07700900124',
      emailAddress: `unpopulated.${Date.now()}@example.com`,
      password: 'Moving-day-2',
    });
    expect(answer.token?.access_token).toBeTruthy();
    expect(hashedInTransaction).toEqual([false]);
  });
});
