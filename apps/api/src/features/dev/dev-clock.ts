import { systemClock, type Clock } from '@threshold/domain/dates/clock';

/**
 * Outside production only: the real time shifted by an offset the e2e server moves forward, so a
 * browser journey can see what happens days later (a reminder) without waiting for it.
 */
export type DevClock = Clock & {
  advance(ms: number): void;
  /** Back to the real time. */
  reset(): void;
  offsetMs(): number;
};

export function createDevClock(base: Clock = systemClock): DevClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}
