import { describe, expect, it } from 'vitest';
import {
  checkInstallChoice,
  customInstallWindow,
  earliestInstallDate,
  installsAfterMoveIn,
  isReadyByMoveIn,
} from './install-date';

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

describe('the installation choice (as soon as possible, or a custom installation date)', () => {
  // A package installable from Tuesday 8 December 2026 for a mover moving in on Friday 4 December.
  const pkg = { earliestInstallDate: '2026-12-08' };
  const moveIn = '2026-12-04';

  it('takes "as soon as possible" as the earliest install date, whatever date came with it', () => {
    expect(checkInstallChoice({ start: 'asap', date: '2027-01-05' }, pkg, moveIn)).toEqual({
      ok: true,
      choice: { start: 'asap', date: '2026-12-08' },
    });
  });

  it('allows a custom date from the earliest install date to 3 months after the later of it and move-in', () => {
    expect(customInstallWindow('2026-12-08', moveIn)).toEqual({
      earliest: '2026-12-08',
      latest: '2027-03-08',
    });
    // Moving in after the earliest date: 3 months from the move-in date.
    expect(customInstallWindow('2026-12-08', '2027-01-31')).toEqual({
      earliest: '2026-12-08',
      latest: '2027-04-30',
    });
    expect(customInstallWindow('2026-12-08', null).latest).toBe('2027-03-08');
    for (const date of ['2026-12-08', '2027-01-15', '2027-03-08']) {
      expect(checkInstallChoice({ start: 'custom', date }, pkg, moveIn)).toEqual({
        ok: true,
        choice: { start: 'custom', date },
      });
    }
  });

  it('refuses a custom date outside the window with the range in dd/MM/yyyy', () => {
    const message = 'You must select a date between 08/12/2026 and 08/03/2027';
    for (const date of ['2026-12-07', '2027-03-09']) {
      expect(checkInstallChoice({ start: 'custom', date }, pkg, moveIn)).toEqual({
        ok: false,
        field: 'date',
        message,
      });
    }
  });

  it('refuses a custom choice without a real date, and an unknown option', () => {
    for (const date of [null, undefined, '', '2026-02-30', '08/12/2026']) {
      expect(checkInstallChoice({ start: 'custom', date }, pkg, moveIn)).toEqual({
        ok: false,
        field: 'date',
        message: 'Please enter a valid installation date',
      });
    }
    expect(checkInstallChoice({ start: 'later' }, pkg, moveIn)).toMatchObject({
      ok: false,
      field: 'start',
      message: 'Please choose when you would like it installed',
    });
  });

  it('warns when the installation is after the move-in date, not on it or before', () => {
    expect(installsAfterMoveIn('2026-12-08', moveIn)).toBe(true);
    expect(installsAfterMoveIn('2026-12-04', moveIn)).toBe(false);
    expect(installsAfterMoveIn('2026-12-01', moveIn)).toBe(false);
    expect(installsAfterMoveIn('2026-12-08', null)).toBe(false);
  });
});
