import type { BroadbandCatalogueFaults } from '../../providers/broadband-catalogue/faulty-broadband-catalogue';
import type { EnergyCatalogueFaults } from '../../providers/energy-catalogue/faulty-energy-catalogue';
import type { RemindersService, ReminderSweepResult } from '../reminders/reminders.service';
import type { DevClock } from './dev-clock';
import { assertOperatorKey } from '../../auth/operator-key';

export const DEV_CONTROLS_OPERATOR_ONLY_MESSAGE =
  'Sorry, only operators can use the development controls.';
const DAY_MS = 24 * 60 * 60 * 1000;

export type DevClockState = { now: string; offsetDays: number };
/** Outside systems whose faults the dev controls inject (POST /api/dev/faults). */
export const FAULTY_PROVIDERS = ['energy-catalogue', 'broadband-catalogue'] as const;
export type FaultyProvider = (typeof FAULTY_PROVIDERS)[number];
export type ProviderFault =
  | { provider: 'energy-catalogue'; fault: EnergyCatalogueFaults['fault'] }
  | { provider: 'broadband-catalogue'; fault: BroadbandCatalogueFaults['fault'] };
export type DevControls = ReturnType<typeof createDevControls>;

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
  /** The broadband searches' fault switch (read on every search). */
  broadbandCatalogueFaults?: BroadbandCatalogueFaults;
}) {
  const { clock, reminders, operatorKey, energyCatalogueFaults, broadbandCatalogueFaults } = deps;

  function assertOperator(givenKey: string | undefined): void {
    assertOperatorKey(givenKey, operatorKey, DEV_CONTROLS_OPERATOR_ONLY_MESSAGE);
  }

  const faults = (): ProviderFault[] => [
    ...(energyCatalogueFaults
      ? [{ provider: 'energy-catalogue' as const, fault: energyCatalogueFaults.fault }]
      : []),
    ...(broadbandCatalogueFaults
      ? [{ provider: 'broadband-catalogue' as const, fault: broadbandCatalogueFaults.fault }]
      : []),
  ];

  const state = (): DevClockState => ({
    now: clock.now().toISOString(),
    offsetDays: clock.offsetMs() / DAY_MS,
  });

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
    setFault(givenKey: string | undefined, change: ProviderFault): ProviderFault[] {
      assertOperator(givenKey);
      if (change.provider === 'energy-catalogue' && energyCatalogueFaults)
        energyCatalogueFaults.fault = change.fault;
      if (change.provider === 'broadband-catalogue' && broadbandCatalogueFaults)
        broadbandCatalogueFaults.fault = change.fault;
      return faults();
    },
    /** Heals every provider. */
    clearFaults(givenKey: string | undefined): ProviderFault[] {
      assertOperator(givenKey);
      if (energyCatalogueFaults) energyCatalogueFaults.fault = null;
      if (broadbandCatalogueFaults) broadbandCatalogueFaults.fault = null;
      return faults();
    },
  };
}
