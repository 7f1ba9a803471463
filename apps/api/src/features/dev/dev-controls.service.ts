import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { RemindersService, ReminderSweepResult } from '../reminders/reminders.service';
import type { DevClock } from './dev-clock';

export const DEV_CONTROLS_OPERATOR_ONLY_MESSAGE = 'Sorry, only operators can use the development controls.';
const DAY_MS = 24 * 60 * 60 * 1000;

export type DevClockState = { now: string; offsetDays: number };
export type DevControls = ReturnType<typeof createDevControls>;

function sameKey(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The e2e server's controls (never built in production): move the clock forward, set it back,
 * and run a reminder sweep now. Each call needs the operator key, like the service status.
 */
export function createDevControls(deps: { clock: DevClock; reminders: Pick<RemindersService, 'sweep'>; operatorKey: string }) {
  const { clock, reminders, operatorKey } = deps;

  function assertOperator(givenKey: string | undefined): void {
    if (!givenKey) throw new AppError('OPERATOR_KEY_REQUIRED', DEV_CONTROLS_OPERATOR_ONLY_MESSAGE, { status: 401 });
    if (!sameKey(givenKey, operatorKey)) throw new AppError('FORBIDDEN', DEV_CONTROLS_OPERATOR_ONLY_MESSAGE, { status: 403 });
  }

  const state = (): DevClockState => ({ now: clock.now().toISOString(), offsetDays: clock.offsetMs() / DAY_MS });

  return {
    advanceClock(givenKey: string | undefined, days: number): DevClockState {
      assertOperator(givenKey);
      clock.advance(days * DAY_MS);
      return state();
    },
    resetClock(givenKey: string | undefined): DevClockState {
      assertOperator(givenKey);
      clock.reset();
      return state();
    },
    async runReminders(givenKey: string | undefined): Promise<ReminderSweepResult> {
      assertOperator(givenKey);
      return reminders.sweep();
    },
  };
}
