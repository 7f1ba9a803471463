import type { Clock } from '@threshold/domain/dates/clock';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { createRepeatingTask } from '../../../jobs/repeating-task';
import { scrubExpiredBankDetails } from './energy-payment.repo';

/** How often each replica scrubs the bank details of delivered supplier sign-ups. */
export const BANK_DETAILS_SCRUB_MS = 60 * 60 * 1000;

/**
 * Scrubs, every hour in this replica, the bank details and Priority Services Register needs (health
 * data) of supplier sign-up messages delivered (or given up) more than 7 days ago, and those needs
 * from their sign-up records (docs/decisions.md). Replicas doing it at once change the same rows to
 * the same text. Start it beside the outbox worker (main.ts).
 */
export function createBankDetailsScrubber(options: {
  db: DbOrTx;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'error'>;
  intervalMs?: number;
}) {
  const { db, clock, logger } = options;
  const intervalMs = options.intervalMs ?? BANK_DETAILS_SCRUB_MS;
  return createRepeatingTask({
    everyMs: intervalMs,
    run: () => scrubExpiredBankDetails(db, clock.now()),
    onError: (error) =>
      logger.error(
        { error: error instanceof Error ? error.name : 'UnknownError' },
        'bank details scrub failed',
      ),
  });
}
