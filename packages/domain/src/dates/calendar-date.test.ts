import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  ageOn,
  dayOfWeek,
  daysBetween,
  formatDisplayDate,
  isIsoDate,
  laterOf,
  parseDayMonthYear,
  parseDisplayDate,
  toDayMonthYear,
} from './calendar-date';

describe('shown dates and API dates', () => {
  it.each([
    { iso: '2024-02-29', shown: '29/02/2024' },
    { iso: '2025-01-05', shown: '05/01/2025' },
    { iso: '1999-12-31', shown: '31/12/1999' },
  ])('shows $iso as $shown and reads it back', ({ iso, shown }) => {
    expect(formatDisplayDate(iso)).toBe(shown);
    expect(parseDisplayDate(shown)).toBe(iso);
  });

  it.each(['31/02/2024', '29/02/2023', '00/01/2024', '1/2/2024', '2024-02-01', 'tomorrow'])(
    'refuses the shown date %s',
    (shown) => {
      expect(parseDisplayDate(shown)).toBeNull();
    },
  );

  it.each([
    { value: '2024-02-29', isDate: true },
    { value: '2023-02-29', isDate: false },
    { value: '2024-04-31', isDate: false },
    { value: '2024-13-01', isDate: false },
    { value: '2024-1-01', isDate: false },
    { value: 20240101, isDate: false },
  ])('treats $value as a real API date: $isDate', ({ value, isDate }) => {
    expect(isIsoDate(value)).toBe(isDate);
  });

  it('refuses to show something that is not a date', () => {
    expect(() => formatDisplayDate('2023-02-29')).toThrow(RangeError);
  });
});

describe('the three date inputs', () => {
  it.each([
    { sees: 'a leap day', day: '29', month: '02', year: '2024', iso: '2024-02-29' },
    { sees: 'single digits', day: '1', month: '3', year: '2025', iso: '2025-03-01' },
    { sees: 'spaces around digits', day: ' 15 ', month: '06', year: '2025 ', iso: '2025-06-15' },
    { sees: '31 February', day: '31', month: '02', year: '2024', iso: null },
    { sees: '29 February in a common year', day: '29', month: '02', year: '2023', iso: null },
    { sees: '29 February 1900 (not a leap year)', day: '29', month: '02', year: '1900', iso: null },
    {
      sees: '29 February 2000 (a leap year)',
      day: '29',
      month: '02',
      year: '2000',
      iso: '2000-02-29',
    },
    { sees: '31 April', day: '31', month: '04', year: '2025', iso: null },
    { sees: 'month 13', day: '01', month: '13', year: '2025', iso: null },
    { sees: 'day 0', day: '0', month: '01', year: '2025', iso: null },
    { sees: 'a two-digit year', day: '01', month: '01', year: '25', iso: null },
    { sees: 'letters', day: 'aa', month: '01', year: '2025', iso: null },
    { sees: 'empty fields', day: '', month: '', year: '', iso: null },
  ])('reads $sees as $iso', ({ day, month, year, iso }) => {
    expect(parseDayMonthYear({ day, month, year })).toBe(iso);
  });

  it('fills the inputs from an API date', () => {
    expect(toDayMonthYear('2025-03-07')).toEqual({ day: '07', month: '03', year: '2025' });
  });
});

describe('date arithmetic', () => {
  it.each([
    { from: '2024-02-28', days: 1, to: '2024-02-29' },
    { from: '2023-02-28', days: 1, to: '2023-03-01' },
    { from: '2024-12-31', days: 1, to: '2025-01-01' },
    { from: '2025-03-01', days: -1, to: '2025-02-28' },
    { from: '2025-03-30', days: 1, to: '2025-03-31' },
    { from: '2025-06-01', days: 29, to: '2025-06-30' },
  ])('$from plus $days days is $to', ({ from, days, to }) => {
    expect(addDays(from, days)).toBe(to);
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    { from: '2025-01-31', months: 1, to: '2025-02-28' },
    { from: '2024-01-31', months: 1, to: '2024-02-29' },
    { from: '2025-05-31', months: -3, to: '2025-02-28' },
    { from: '2024-05-31', months: -3, to: '2024-02-29' },
    { from: '2025-03-15', months: -3, to: '2024-12-15' },
    { from: '2025-11-30', months: 3, to: '2026-02-28' },
    { from: '2024-02-29', months: 12, to: '2025-02-28' },
  ])('$from plus $months months is $to', ({ from, months, to }) => {
    expect(addMonths(from, months)).toBe(to);
  });

  it('takes the later of two dates', () => {
    expect(laterOf('2025-06-01', '2025-05-31')).toBe('2025-06-01');
    expect(laterOf('2025-05-01', '2025-05-31')).toBe('2025-05-31');
  });

  it.each([
    { iso: '2025-06-02', weekday: 1 },
    { iso: '2025-06-08', weekday: 0 },
  ])('knows $iso is weekday $weekday', ({ iso, weekday }) => {
    expect(dayOfWeek(iso)).toBe(weekday);
  });
});

describe('age in whole years', () => {
  it.each([
    { sees: 'the day before the 18th birthday', born: '2007-06-15', on: '2025-06-14', age: 17 },
    { sees: 'on the 18th birthday', born: '2007-06-15', on: '2025-06-15', age: 18 },
    {
      sees: 'a leap-day birthday on 28 February of a common year',
      born: '2004-02-29',
      on: '2022-02-28',
      age: 17,
    },
    {
      sees: 'a leap-day birthday on 1 March of a common year',
      born: '2004-02-29',
      on: '2022-03-01',
      age: 18,
    },
    { sees: 'a leap-day birthday on 29 February', born: '2004-02-29', on: '2024-02-29', age: 20 },
    { sees: 'the day before the 100th birthday', born: '1925-06-15', on: '2025-06-14', age: 99 },
  ])('is right on $sees', ({ born, on, age }) => {
    expect(ageOn(born, on)).toBe(age);
  });
});
