import { describe, expect, it } from 'vitest';
import { startDateWindow, type StartDateWindowInput } from './start-date-window';

const known: StartDateWindowInput = {
  today: '2026-03-02',
  moveInDate: '2026-03-10',
  nation: 'England',
  knownMeterDetails: true,
  directDebitChangesSupply: false,
  coolingOffAgreed: false,
};

describe('supply start date window', () => {
  it('starts 5 working days from today with known meters and ends 28 days after a later move-in date', () => {
    // Mon 2 March 2026 + 5 working days = Mon 9 March; 10 March + 28 days = 7 April.
    expect(startDateWindow(known)).toEqual({
      earliest: '2026-03-09',
      latest: '2026-04-07',
      defaultDate: '2026-03-09',
      workingDays: 5,
    });
  });

  it('starts 18 working days from today when the meter details are unknown', () => {
    // 2 March + 18 working days: 3–6 (4), 9–13 (9), 16–20 (14), 23–26 (18) → Thu 26 March.
    expect(startDateWindow({ ...known, knownMeterDetails: false }).earliest).toBe('2026-03-26');
  });

  it('starts 15 working days out when the direct debit changes the supply without cooling-off consent, 5 with it', () => {
    const changing = { ...known, directDebitChangesSupply: true };
    expect(startDateWindow(changing).earliest).toBe('2026-03-23');
    expect(startDateWindow({ ...changing, coolingOffAgreed: true }).earliest).toBe('2026-03-09');
  });

  it('counts 28 days from today when the move-in date has passed', () => {
    expect(startDateWindow({ ...known, moveInDate: '2026-02-20' }).latest).toBe('2026-03-30');
    expect(startDateWindow({ ...known, moveInDate: null }).latest).toBe('2026-03-30');
  });

  it('skips Christmas, Boxing Day and the substitute Monday (England, 2026)', () => {
    // Tue 22 Dec 2026: 23, 24, then 25 (Christmas), 28 (substitute) skipped: 29, 30, 31 → Thu 31 Dec.
    expect(
      startDateWindow({ ...known, today: '2026-12-22', moveInDate: '2026-12-22' }).earliest,
    ).toBe('2026-12-31');
  });

  it('skips Easter Monday in England but not in Scotland', () => {
    // Wed 1 April 2026: England 2, 7, 8, 9, 10 → Fri 10 April; Scotland 2, 6, 7, 8, 9 → Thu 9 April.
    const easter = { ...known, today: '2026-04-01', moveInDate: '2026-04-01' };
    expect(startDateWindow(easter).earliest).toBe('2026-04-10');
    expect(startDateWindow({ ...easter, nation: 'Scotland' }).earliest).toBe('2026-04-09');
  });

  it("skips Scotland's own 2 January and St Andrew's Day substitute", () => {
    // Wed 31 Dec 2025: England 2, 5, 6, 7, 8 January; Scotland 5, 6, 7, 8, 9 January.
    const newYear = { ...known, today: '2025-12-31', moveInDate: '2026-01-05' };
    expect(startDateWindow(newYear).earliest).toBe('2026-01-08');
    expect(startDateWindow({ ...newYear, nation: 'Scotland' }).earliest).toBe('2026-01-09');
    // Fri 28 Nov 2025: St Andrew's Day (Sun 30 Nov) is held on Mon 1 Dec in Scotland.
    const standrew = { ...known, today: '2025-11-28', moveInDate: '2025-11-28' };
    expect(startDateWindow(standrew).earliest).toBe('2025-12-05');
    expect(startDateWindow({ ...standrew, nation: 'Scotland' }).earliest).toBe('2025-12-08');
  });

  it('never leaves the window empty when 18 working days over Christmas pass the 28-day latest', () => {
    const window = startDateWindow({
      ...known,
      today: '2026-12-18',
      moveInDate: null,
      knownMeterDetails: false,
    });
    // 18 working days from Fri 18 Dec 2026 skip 25, 28 Dec and 1 Jan: 21–24 (4), 29–31 (7),
    // 4–8 Jan (12), 11–15 (17), Mon 18 January 2027 — after 18 Dec + 28 days (15 January).
    expect(window.earliest).toBe('2027-01-18');
    expect(window.latest).toBe('2027-01-18');
  });

  it('uses England when the nation is unknown', () => {
    expect(startDateWindow({ ...known, nation: null }).earliest).toBe('2026-03-09');
  });
});
