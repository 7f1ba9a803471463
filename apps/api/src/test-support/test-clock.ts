import type { Clock } from '@threshold/domain/dates/clock';

/** A clock tests move by hand: stopped at `start` until advanced. */
export type TestClock = Clock & { advance(ms: number): void; set(instant: string | Date): void };

export function createTestClock(start: string | Date = '2026-03-02T10:00:00Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(instant) {
      current = new Date(instant).getTime();
    },
  };
}
