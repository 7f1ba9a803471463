/** Work a replica repeats in the background: the outbox, webhooks, reminders, the bank details scrub. */
export type RepeatingTask = {
  start(): void;
  /** Stops repeating and waits for the run in progress, so shutdown never cuts one short. */
  stop(): Promise<void>;
};

/**
 * Runs `run` `everyMs` after the previous run ended (never two at once) from `start` until `stop`.
 * A failed run goes to `onError` and the next one is still scheduled. The timer does not keep the
 * process alive.
 */
export function createRepeatingTask(options: {
  everyMs: number;
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
}): RepeatingTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let isStopped = true;

  function schedule(): void {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = options
        .run()
        .catch(options.onError)
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, options.everyMs);
    timer.unref();
  }

  return {
    start(): void {
      if (!isStopped) return;
      isStopped = false;
      schedule();
    },
    async stop(): Promise<void> {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
