import type { FastifyBaseLogger } from 'fastify';
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let isStopped = true;

  function schedule(): void {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = service
        .sweep()
        .catch((error: unknown) =>
          logger.error(
            { error: error instanceof Error ? error.name : 'UnknownError' },
            'reminder sweep failed',
          ),
        )
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, intervalMs);
    timer.unref();
  }

  return {
    start(): void {
      if (!isStopped) return;
      isStopped = false;
      schedule();
    },
    /** Stops sweeping and waits for the sweep in progress (its transactions finish). */
    async stop(): Promise<void> {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
export type ReminderSweeper = ReturnType<typeof createReminderSweeper>;
