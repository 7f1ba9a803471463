import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  bankHolidays,
  isWorkingDay,
  parseProclaimedHolidays,
} from './working-days';

describe('working days by nation', () => {
  it('skips Christmas Day, Boxing Day and its substitute Monday in 2026 (Boxing Day on a Saturday)', () => {
    // Thu 24 Dec 2026 → Fri 25 (Christmas), Sat 26, Sun 27, Mon 28 (Boxing Day substitute) → Tue 29.
    expect(isWorkingDay('2026-12-28', 'England')).toBe(false);
    expect(addWorkingDays('2026-12-24', 1, 'England')).toBe('2026-12-29');
    // 29, 30, 31 December, then New Year's Day (Fri 1 Jan 2027) is skipped: 4 and 5 January.
    expect(addWorkingDays('2026-12-24', 5, 'England')).toBe('2027-01-05');
  });

  it('skips both Christmas substitutes when Christmas Day and Boxing Day fall on a weekend (2027)', () => {
    // Sat 25 and Sun 26 Dec 2027: substitute days Mon 27 and Tue 28.
    expect(isWorkingDay('2027-12-27', 'Wales')).toBe(false);
    expect(isWorkingDay('2027-12-28', 'Wales')).toBe(false);
    expect(addWorkingDays('2027-12-24', 1, 'Wales')).toBe('2027-12-29');
  });

  it('skips Good Friday and Easter Monday in England but only Good Friday in Scotland', () => {
    // Easter 2026: Good Friday 3 April, Easter Monday 6 April.
    expect(addWorkingDays('2026-04-02', 1, 'England')).toBe('2026-04-07');
    expect(addWorkingDays('2026-04-02', 1, 'Scotland')).toBe('2026-04-06');
    expect(isWorkingDay('2026-04-06', 'NorthernIreland')).toBe(false);
  });

  it('skips 2 January in Scotland only', () => {
    // New Year's Day 2026 is a Thursday: Friday 2 January is a holiday in Scotland only.
    expect(addWorkingDays('2025-12-31', 1, 'England')).toBe('2026-01-02');
    expect(addWorkingDays('2025-12-31', 1, 'Scotland')).toBe('2026-01-05');
  });

  it("skips St Andrew's Day in Scotland, on its substitute Monday 1 December when 30 November is a Sunday", () => {
    expect(bankHolidays('Scotland', 2025).has('2025-12-01')).toBe(true);
    expect(addWorkingDays('2025-11-28', 1, 'Scotland')).toBe('2025-12-02');
    expect(addWorkingDays('2025-11-28', 1, 'England')).toBe('2025-12-01');
    // 2026: Monday 30 November itself.
    expect(addWorkingDays('2026-11-27', 1, 'Scotland')).toBe('2026-12-01');
  });

  it("skips Northern Ireland's St Patrick's Day", () => {
    expect(addWorkingDays('2026-03-16', 1, 'NorthernIreland')).toBe('2026-03-18');
    expect(addWorkingDays('2026-03-16', 1, 'England')).toBe('2026-03-17');
  });

  it('skips weekends and counts nothing for zero days', () => {
    expect(addWorkingDays('2026-03-06', 1, 'England')).toBe('2026-03-09');
    expect(addWorkingDays('2026-03-06', 0, 'England')).toBe('2026-03-06');
    expect(() => addWorkingDays('2026-03-06', -1, 'England')).toThrow(RangeError);
  });
});

describe('proclaimed one-off holidays (proclaimed-holidays.json)', () => {
  it("skips Scotland's World Cup bank holiday on Monday 15 June 2026, which England works", () => {
    expect(isWorkingDay('2026-06-15', 'Scotland')).toBe(false);
    expect(isWorkingDay('2026-06-15', 'England')).toBe(true);
    // From Friday 12 June: 1 working day is Monday 15 in England, Tuesday 16 in Scotland.
    expect(addWorkingDays('2026-06-12', 1, 'England')).toBe('2026-06-15');
    expect(addWorkingDays('2026-06-12', 1, 'Scotland')).toBe('2026-06-16');
    // 5 working days from Friday 12 June: Friday 19 in England, Monday 22 in Scotland.
    expect(addWorkingDays('2026-06-12', 5, 'England')).toBe('2026-06-19');
    expect(addWorkingDays('2026-06-12', 5, 'Scotland')).toBe('2026-06-22');
    expect(bankHolidays('Scotland', 2026).has('2026-06-15')).toBe(true);
    expect(bankHolidays('Scotland', 2027).has('2027-06-15')).toBe(false);
  });

  it('refuses a data file with a row it cannot use, naming the row', () => {
    const good = {
      nation: 'Scotland',
      date: '2026-06-15',
      name: 'A day',
      source: 'A proclamation',
    };
    expect(parseProclaimedHolidays({ holidays: [good] })).toEqual([good]);
    expect(() => parseProclaimedHolidays({})).toThrow('no "holidays" list');
    expect(() =>
      parseProclaimedHolidays({ holidays: [good, { ...good, nation: 'Scotia' }] }),
    ).toThrow('row 2: nation must be one of England, Wales, Scotland, NorthernIreland');
    expect(() => parseProclaimedHolidays({ holidays: [{ ...good, date: '2026-06-31' }] })).toThrow(
      'row 1: date must be a real yyyy-MM-dd day',
    );
    expect(() => parseProclaimedHolidays({ holidays: [{ ...good, source: ' ' }] })).toThrow(
      'row 1: source is missing',
    );
  });
});
