import { systemClock } from '@threshold/domain/dates/clock';
import { createLinkTokens } from '../src/auth/link-tokens';
import { createLinkTokensRepo } from '../src/auth/link-tokens.repo';
import { createRateLimitCounters } from '../src/auth/rate-limit-counters';
import { createPasswordHasher } from '../src/auth/password-hashing';
import { createSecretHasher } from '../src/auth/secret-hash';
import { ConfigError, loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedDatabase } from '../src/seeding/seed';
import { createBrandRepo } from '../src/features/brand/brand.repo';
import { createBrandService } from '../src/features/brand/brand.service';
import { createPartnerUsersRepo } from '../src/features/partner-console/partner-users.repo';
import { createPartnerUsersService } from '../src/features/partner-console/partner-users.service';
import { createPartnerKeysRepo } from '../src/features/partner-leads/partner-keys.repo';
import { createPartnerKeysService } from '../src/features/partner-leads/partner-keys.service';
import { createPartnerLeadsRepo } from '../src/features/partner-leads/partner-leads.repo';
import { createPartnerLeadsService } from '../src/features/partner-leads/partner-leads.service';
import { isAppError } from '../src/http/app-error';
import { createOutbox } from '../src/messages/outbox';
import { createOutboxRepo } from '../src/messages/outbox.repo';

export type ScriptContext = {
  config: Config;
  database: Database;
  partnerKeysService: ReturnType<typeof createPartnerKeysService>;
  partnerLeadsService: ReturnType<typeof createPartnerLeadsService>;
  partnerUsersService: ReturnType<typeof createPartnerUsersService>;
};

/** Prints one line to stderr and exits 1. */
export function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/**
 * Opens the same database the server uses (per the same configuration), brought up to date, and
 * the services the command-line tools share with the API.
 */
async function openContext(): Promise<ScriptContext> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // As the server does at start: migrations, then the seed (each part only when missing).
  await database.runExclusive(async () => {
    await database.migrate();
    await seedDatabase({
      db: database.db,
      passwordHasher: createPasswordHasher(config.passwordHashing),
      includeDemoMover: config.nodeEnv !== 'production',
    });
  });
  const clock = systemClock;
  const hasher = createSecretHasher(config.tokenSecret);
  const brandService = createBrandService({ repo: createBrandRepo(database.db), clock });
  const outbox = createOutbox({
    repo: createOutboxRepo(),
    brandService,
    hasher,
    clock,
    publicBaseUrl: config.publicBaseUrl,
  });
  return {
    config,
    database,
    partnerKeysService: createPartnerKeysService({
      repo: createPartnerKeysRepo(database.db),
      brandService,
      hasher,
      clock,
    }),
    partnerLeadsService: createPartnerLeadsService({
      db: database.db,
      repo: createPartnerLeadsRepo(),
      brandService,
      linkTokens: createLinkTokens({ repo: createLinkTokensRepo(), hasher, clock }),
      outbox,
      hasher,
      rateLimitCounters: createRateLimitCounters(),
      clock,
      publicBaseUrl: config.publicBaseUrl,
    }),
    partnerUsersService: createPartnerUsersService({
      db: database.db,
      repo: createPartnerUsersRepo(database.db),
      brandService,
      // No server runs, so no process trusts a partner user's token to forget.
      authenticator: { forgetPartnerUser: () => undefined },
      outbox,
      clock,
      publicBaseUrl: config.publicBaseUrl,
    }),
  };
}

/** Runs a tool with the context, closing the database after; known errors become one line. */
export async function runTool(work: (context: ScriptContext) => Promise<void>): Promise<void> {
  let context: ScriptContext | undefined;
  try {
    context = await openContext();
    await work(context);
  } catch (error) {
    await context?.database.close().catch(() => undefined);
    if (error instanceof ConfigError || isAppError(error)) fail(error.message);
    fail(`Failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  await context.database.close();
}
