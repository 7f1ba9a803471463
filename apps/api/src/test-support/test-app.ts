import { randomUUID } from 'node:crypto';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { ENROLMENT_TYPE } from '@threshold/domain/codes/enrolment-type';
import { LEAD_SOURCE } from '@threshold/domain/codes/lead-source';
import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import { PORTAL_APP_PASSWORD, PORTAL_APP_USERNAME } from '@threshold/domain/schemas/token';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from '../app';
import { createPasswordHasher, type PasswordHasher } from '../auth/password-hashing';
import { createSecretHasher } from '../auth/secret-hash';
import { createBrandRepo } from '../features/brand/brand.repo';
import { createBrandService } from '../features/brand/brand.service';
import { createPartnerKeysRepo } from '../features/partner-leads/partner-keys.repo';
import { createPartnerKeysService } from '../features/partner-leads/partner-keys.service';
import {
  DEFAULT_AUTHORITY_FALLBACK_EMAIL,
  DEFAULT_BROADBAND_CONTACT_NUMBERS,
  type Config,
} from '../config';
import { accounts, brands, enrolments } from '../db/schema';
import { seedDatabase } from '../seeding/seed';
import type { AddressProvider } from '../providers/addresses/address-provider';
import type { BroadbandCatalogueFaults } from '../providers/broadband-catalogue/faulty-broadband-catalogue';
import type { EnergyCatalogueFaults } from '../providers/energy-catalogue/faulty-energy-catalogue';
import type { SharedState } from '../shared-state/shared-state';
import { openSeededSnapshot, SEEDED_POSTGRES_TEMPLATE_ENV } from './seeded-snapshot';
import { openTestDatabase, type TestDatabase } from './test-database';
import { createTestClock, type TestClock } from './test-clock';
import { leaseWorkerPglite } from './worker-pglite';

export const TEST_OPERATOR_KEY = 'test-operator-key';
export const TEST_PASSWORD = 'Moving-day-1';

/** Config for tests: cheap argon2, generous rate limits, no portal build, silent logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent/threshold-test-data',
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    webDist: '/nonexistent/threshold-test-web-dist',
    tokenSecret: 'test-token-secret-that-is-long-enough-0123456789',
    operatorKey: TEST_OPERATOR_KEY,
    logLevel: 'silent',
    rateLimitPerMinute: 10_000,
    tokenRateLimitPerMinute: 1_000,
    rateLimitExemptsLoopback: false,
    trustProxy: false,
    requestTimeoutMs: 30_000,
    headersTimeoutMs: 10_000,
    keepAliveTimeoutMs: 72_000,
    passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    publicBaseUrl: 'http://localhost:3000',
    smtpUrl: undefined,
    smtpFrom: 'Threshold <no-reply@threshold.invalid>',
    smsWebhookUrl: undefined,
    authorityFallbackEmail: DEFAULT_AUTHORITY_FALLBACK_EMAIL,
    broadbandContactNumbers: DEFAULT_BROADBAND_CONTACT_NUMBERS,
    ...overrides,
  };
}

export type TestMover = { accountId: string; enrolmentId: string; email: string; password: string };

export type TestApp = {
  app: App;
  database: TestDatabase;
  clock: TestClock;
  config: Config;
  /** POST /api/oauth/token for the portal's app account; returns the access token. */
  appToken(): Promise<string>;
  /** Adds a mover (an enrolment on the default brand and an account) straight into the database. */
  createMover(input?: { email?: string; password?: string }): Promise<TestMover>;
  /** POST /api/oauth/token with a mover's credentials; returns the access token. */
  userToken(mover: Pick<TestMover, 'email' | 'password'>): Promise<string>;
  /** Issues a partner API key for a brand (as `npm run partner-key` does); returns the key, shown once. */
  partnerKey(brandRoute: string, label?: string): Promise<string>;
  /** Closes the app and destroys the database. */
  close(): Promise<void>;
};

/**
 * A fresh database seeded as at first start, from the run's seeded database when the global setup
 * made one: on PGlite the worker's own database put back to its seeded rows (or, while another app
 * of the same file holds that, a PGlite of its own loaded from the dump).
 */
async function openSeededTestDatabase(passwordHasher: PasswordHasher): Promise<TestDatabase> {
  const template = process.env[SEEDED_POSTGRES_TEMPLATE_ENV];
  if (process.env.TEST_DATABASE_URL && template) return openTestDatabase({ template });
  const leased = process.env.TEST_DATABASE_URL ? undefined : await leaseWorkerPglite('seeded');
  if (leased) return leased;
  const loaded = process.env.TEST_DATABASE_URL ? undefined : await openSeededSnapshot();
  if (loaded) return { ...loaded, destroy: () => loaded.close() };
  const database = await openTestDatabase();
  await seedDatabase({ db: database.db, passwordHasher, includeDemoMover: false });
  return database;
}

/**
 * The whole API over a fresh database (PGlite in memory; PostgreSQL when TEST_DATABASE_URL is
 * set), migrated and seeded as at first start. Use one per test file: `beforeAll` / `afterAll`.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    clock?: TestClock;
    logger?: FastifyBaseLogger;
    addressProvider?: AddressProvider;
    addressProviderDeadlineMs?: number;
    /** The energy catalogue's faults: a test sets `fault` between requests. */
    energyCatalogueFaults?: EnergyCatalogueFaults;
    energyCatalogueDeadlineMs?: number;
    /** The broadband searches' faults: a test sets `fault` between requests. */
    broadbandCatalogueFaults?: BroadbandCatalogueFaults;
    broadbandCatalogueDeadlineMs?: number;
    /** What replicas share; by default this app only. */
    sharedState?: SharedState;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  const clock = options.clock ?? createTestClock();
  const passwordHasher = createPasswordHasher(config.passwordHashing);
  const database = await openSeededTestDatabase(passwordHasher);
  const app = await buildApp({
    config,
    db: database,
    clock,
    logger: options.logger,
    addressProvider: options.addressProvider,
    addressProviderDeadlineMs: options.addressProviderDeadlineMs,
    energyCatalogueFaults: options.energyCatalogueFaults,
    energyCatalogueDeadlineMs: options.energyCatalogueDeadlineMs,
    broadbandCatalogueFaults: options.broadbandCatalogueFaults,
    broadbandCatalogueDeadlineMs: options.broadbandCatalogueDeadlineMs,
    sharedState: options.sharedState,
  });
  await app.ready();

  async function grant(username: string, password: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'password', username, password },
    });
    if (response.statusCode !== 200)
      throw new Error(`token grant failed: ${response.statusCode} ${response.body}`);
    return response.json<{ access_token: string }>().access_token;
  }

  return {
    app,
    database,
    clock,
    config,
    appToken: () => grant(PORTAL_APP_USERNAME, PORTAL_APP_PASSWORD),
    async createMover(input = {}) {
      const email = input.email ?? `mover-${randomUUID()}@example.com`;
      const password = input.password ?? TEST_PASSWORD;
      const db = database.db;
      const [defaultBrand] = await db
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.urlRoute, DEFAULT_BRAND_ROUTE));
      if (!defaultBrand) throw new Error('createMover: the default brand is not seeded');
      const [enrolment] = await db
        .insert(enrolments)
        .values({
          brandId: defaultBrand.id,
          status: ENROLMENT_STATUS.open,
          source: LEAD_SOURCE.directHomeMove,
          type: ENROLMENT_TYPE.direct,
        })
        .returning({ id: enrolments.id });
      if (!enrolment) throw new Error('createMover: no enrolment');
      const [account] = await db
        .insert(accounts)
        .values({
          email: email.toLowerCase(),
          passwordHash: await passwordHasher.hashPassword(password),
          enrolmentId: enrolment.id,
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error('createMover: no account');
      return { accountId: account.id, enrolmentId: enrolment.id, email, password };
    },
    userToken: (mover) => grant(mover.email, mover.password),
    async partnerKey(brandRoute, label) {
      const keys = createPartnerKeysService({
        repo: createPartnerKeysRepo(database.db),
        brandService: createBrandService({ repo: createBrandRepo(database.db), clock }),
        hasher: createSecretHasher(config.tokenSecret),
        clock,
      });
      return (await keys.issue(brandRoute, label)).key;
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
