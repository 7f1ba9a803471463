import { describe, expect, it } from 'vitest';
import { earliestInstallDate, isReadyByMoveIn } from './install-date';

const fullFibre = { newLineWorkingDays: 10, activeLineWorkingDays: 3 };

describe('earliestInstallDate', () => {
  it('counts a new line in working days, skipping weekends', () => {
    // Tuesday 24 Nov 2026 + 10 working days = Tuesday 8 Dec
    expect(
      earliestInstallDate({
        today: '2026-11-24',
        nation: 'England',
        leadTime: fullFibre,
        hasActiveLine: false,
      }),
    ).toBe('2026-12-08');
  });

  it('is shorter when the address has an active line', () => {
    expect(
      earliestInstallDate({
        today: '2026-11-24',
        nation: 'England',
        leadTime: fullFibre,
        hasActiveLine: true,
      }),
    ).toBe('2026-11-27');
  });

  it("skips the address nation's bank holidays: St Andrew's Day in Scotland only", () => {
    // Friday 27 Nov + 1 working day: Monday 30 Nov is St Andrew's Day in Scotland
    const oneDay = { newLineWorkingDays: 1, activeLineWorkingDays: 1 };
    expect(
      earliestInstallDate({
        today: '2026-11-27',
        nation: 'Scotland',
        leadTime: oneDay,
        hasActiveLine: true,
      }),
    ).toBe('2026-12-01');
    expect(
      earliestInstallDate({
        today: '2026-11-27',
        nation: 'England',
        leadTime: oneDay,
        hasActiveLine: true,
      }),
    ).toBe('2026-11-30');
  });
});

describe('isReadyByMoveIn', () => {
  it.each([
    ['2026-12-01', '2026-12-01', true],
    ['2026-12-02', '2026-12-01', false],
    ['2026-12-02', null, true],
  ] as const)('install %s, move-in %s: ready %s', (install, moveIn, ready) => {
    expect(isReadyByMoveIn(install, moveIn)).toBe(ready);
  });
});
