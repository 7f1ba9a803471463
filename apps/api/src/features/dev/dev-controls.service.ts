import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { EnergyCatalogueFaults } from '../../providers/energy-catalogue/faulty-energy-catalogue';
import type { RemindersService, ReminderSweepResult } from '../reminders/reminders.service';
import type { DevClock } from './dev-clock';

export const DEV_CONTROLS_OPERATOR_ONLY_MESSAGE = 'Sorry, only operators can use the development controls.';
const DAY_MS = 24 * 60 * 60 * 1000;

export type DevClockState = { now: string; offsetDays: number };
/** Outside systems whose faults the dev controls inject (POST /api/dev/faults). */
export const FAULTY_PROVIDERS = ['energy-catalogue'] as const;
export type FaultyProvider = (typeof FAULTY_PROVIDERS)[number];
export type ProviderFault = { provider: FaultyProvider; fault: EnergyCatalogueFaults['fault'] };
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
export function createDevControls(deps: {
  clock: DevClock;
  reminders: Pick<RemindersService, 'sweep'>;
  operatorKey: string;
  /** The energy catalogue's fault switch (the app's catalogue reads it on every call). */
  energyCatalogueFaults?: EnergyCatalogueFaults;
}) {
  const { clock, reminders, operatorKey, energyCatalogueFaults } = deps;

  function assertOperator(givenKey: string | undefined): void {
    if (!givenKey) throw new AppError('OPERATOR_KEY_REQUIRED', DEV_CONTROLS_OPERATOR_ONLY_MESSAGE, { status: 401 });
    if (!sameKey(givenKey, operatorKey)) throw new AppError('FORBIDDEN', DEV_CONTROLS_OPERATOR_ONLY_MESSAGE, { status: 403 });
  }

  const faults = (): ProviderFault[] =>
    energyCatalogueFaults ? [{ provider: 'energy-catalogue', fault: energyCatalogueFaults.fault }] : [];

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
    /** Makes a provider fail as asked (fault null heals it), for e2e runs of the quote errors. */
    setFault(givenKey: string | undefined, { provider, fault }: ProviderFault): ProviderFault[] {
      assertOperator(givenKey);
      if (provider === 'energy-catalogue' && energyCatalogueFaults) energyCatalogueFaults.fault = fault;
      return faults();
    },
    /** Heals every provider. */
    clearFaults(givenKey: string | undefined): ProviderFault[] {
      assertOperator(givenKey);
      if (energyCatalogueFaults) energyCatalogueFaults.fault = null;
      return faults();
    },
  };
}
