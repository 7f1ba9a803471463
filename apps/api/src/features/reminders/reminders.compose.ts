import type { Clock } from '@threshold/domain/dates/clock';
import type { FastifyBaseLogger } from 'fastify';
import { createLinkTokens } from '../../auth/link-tokens';
import { createLinkTokensRepo } from '../../auth/link-tokens.repo';
import { createSecretHasher } from '../../auth/secret-hash';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createOutbox } from '../../messages/outbox';
import { createOutboxRepo } from '../../messages/outbox.repo';
import { createBrandServiceOver } from '../brand/brand.service';
import { createReminderSweeper } from './reminder-sweeper';
import { createRemindersRepo } from './reminders.repo';
import { createRemindersService } from './reminders.service';

/** The reminders service over its own repos, for a process that sweeps outside the HTTP app (main.ts). */
export function createRemindersFor(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { config, db, clock, log } = deps;
  const hasher = createSecretHasher(config.tokenSecret);
  const brandService = createBrandServiceOver(db, clock);
  return createRemindersService({
    db,
    repo: createRemindersRepo(),
    brandService,
    linkTokens: createLinkTokens({ repo: createLinkTokensRepo(), hasher, clock }),
    outbox: createOutbox({
      repo: createOutboxRepo(),
      brandService,
      hasher,
      clock,
      publicBaseUrl: config.publicBaseUrl,
    }),
    clock,
    publicBaseUrl: config.publicBaseUrl,
    log,
  });
}

/** A sweeper for this replica: every minute unless told otherwise. */
export function createReminderSweeperFor(
  deps: Parameters<typeof createRemindersFor>[0] & { intervalMs?: number },
) {
  return createReminderSweeper({
    service: createRemindersFor(deps),
    logger: deps.log,
    intervalMs: deps.intervalMs,
  });
}
