import type { AddressInfo } from 'node:net';
import { systemClock } from '@threshold/domain/dates/clock';
import { buildApp } from './app';
import { createPasswordHasher } from './auth/password-hashing';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDatabase } from './seeding/seed';
import { createDevClock } from './features/dev/dev-clock';
import { createReminderSweeperFor } from './features/reminders/reminders.compose';
import { createLogger } from './http/logger';
import { createOutboxRepo } from './messages/outbox.repo';
import { createOutboxWorker } from './messages/outbox-worker';
import { createBankDetailsScrubber } from './features/energy/payment/bank-details-scrubber';
import { selectTransports } from './messages/transports/select-transports';
import { createWebhookDeliveriesRepo } from './messages/webhooks/webhook-deliveries.repo';
import { createWebhookSecretBox } from './messages/webhooks/webhook-secrets';
import { createWebhookWorker } from './messages/webhooks/webhook-worker';
import { connectSharedState } from './shared-state/redis-shared-state';
import { inProcessSharedState, type SharedState } from './shared-state/shared-state';

function stop(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) stop(error.message);
    throw error;
  }
  const logger = createLogger(config.logLevel);

  let database: Database | undefined;
  let sharedState: SharedState | undefined;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
    });
    const db = database;
    await db.runExclusive(async () => {
      await db.migrate();
      await seedDatabase({
        db: db.db,
        passwordHasher: createPasswordHasher(config.passwordHashing),
        includeDemoMover: config.nodeEnv !== 'production',
      });
    });
    // Outside production the clock can be moved forward (dev controls, for e2e); production runs on the real time.
    const devClock = config.nodeEnv === 'production' ? undefined : createDevClock(systemClock);
    const clock = devClock ?? systemClock;
    // Several replicas share rate limits and changes to cached data through Redis, when it is set.
    sharedState = config.redisUrl
      ? await connectSharedState(config.redisUrl, logger)
      : inProcessSharedState();
    const app = await buildApp({ config, db, clock, logger, devClock, sharedState });
    await app.listen({ port: config.port, host: config.host });

    // Deliver the outbox from this replica too: leases keep replicas off each other's rows.
    const outboxWorker = createOutboxWorker({
      db: db.db,
      repo: createOutboxRepo(),
      transports: selectTransports(config),
      clock,
      logger,
    });
    outboxWorker.start();
    // Partners' webhooks, under leases too; receivers on private addresses are refused in production.
    const webhookWorker = createWebhookWorker({
      db: db.db,
      repo: createWebhookDeliveriesRepo(),
      secrets: createWebhookSecretBox(config.tokenSecret),
      clock,
      logger,
      refusePrivateAddresses: config.nodeEnv === 'production',
    });
    webhookWorker.start();
    // Reminders to movers who stopped part-way: every replica sweeps; a claim per mover keeps it to one message.
    const reminderSweeper = createReminderSweeperFor({ config, db: db.db, clock, log: logger });
    reminderSweeper.start();
    // Bank details leave delivered energy supplier sign-ups after 7 days (docs/decisions.md).
    const bankDetailsScrubber = createBankDetailsScrubber({ db: db.db, clock, logger });
    bankDetailsScrubber.start();
    if (config.nodeEnv === 'production' && !config.smtpUrl) {
      logger.warn('SMTP_URL is not set: e-mail is kept in the outbox and never leaves this server');
    }

    let stopping = false;
    const shutDown = async (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      try {
        await reminderSweeper.stop();
        await bankDetailsScrubber.stop();
        await outboxWorker.stop();
        await webhookWorker.stop();
        await app.close();
        await sharedState?.close();
        await db.close();
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    };
    process.once('SIGTERM', shutDown);
    process.once('SIGINT', shutDown);

    const { port } = app.server.address() as AddressInfo;
    const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    process.stdout.write(
      `Threshold is running on http://localhost:${port}/default/ (database: ${where})\n`,
    );
  } catch (error) {
    await sharedState?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    if (error instanceof ConfigError) stop(error.message);
    stop(`Threshold could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await main();
