import type { FastifyBaseLogger } from 'fastify';
import { createRepeatingTask } from '../../jobs/repeating-task';
import type { RemindersService } from './reminders.service';

/** How often each replica looks for movers whose reminder is due. */
export const REMINDER_SWEEP_MS = 60_000;

/**
 * Runs a reminder sweep every `intervalMs` in this replica. Replicas may sweep at the same time:
 * each reminder is claimed by one conditional UPDATE, so a mover gets one message.
 */
export function createReminderSweeper(options: {
  service: Pick<RemindersService, 'sweep'>;
  logger: Pick<FastifyBaseLogger, 'error'>;
  intervalMs?: number;
}) {
  const { service, logger } = options;
  const intervalMs = options.intervalMs ?? REMINDER_SWEEP_MS;
  return createRepeatingTask({
    everyMs: intervalMs,
    run: () => service.sweep(),
    onError: (error) =>
      logger.error(
        { error: error instanceof Error ? error.name : 'UnknownError' },
        'reminder sweep failed',
      ),
  });
}
export type ReminderSweeper = ReturnType<typeof createReminderSweeper>;
