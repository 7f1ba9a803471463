import { describe, expect, it } from 'vitest';
import {
  SIGN_UP_MOVE_IN_LIMITS,
  checkMoveInDate,
  isWithinEnergyMoveInWindow,
} from './move-in-date';

describe('move-in window at sign-up (3 months past, 29 days future)', () => {
  it.each([
    { sees: 'today', date: '2025-06-10', result: 'ok' },
    { sees: '29 days ahead', date: '2025-07-09', result: 'ok' },
    {
      sees: '30 days ahead ("up to 29 days in the future")',
      date: '2025-07-10',
      result: 'tooFarFuture',
    },
    { sees: 'exactly 3 months ago', date: '2025-03-10', result: 'ok' },
    { sees: 'a day more than 3 months ago', date: '2025-03-09', result: 'tooFarPast' },
  ])('accepts or refuses $sees: $result', ({ date, result }) => {
    expect(checkMoveInDate(date, '2025-06-10', SIGN_UP_MOVE_IN_LIMITS)).toBe(result);
  });

  it.each([
    {
      sees: '3 months before 31 May is 28 February',
      today: '2025-05-31',
      date: '2025-02-28',
      result: 'ok',
    },
    {
      sees: 'and 27 February is too far past',
      today: '2025-05-31',
      date: '2025-02-27',
      result: 'tooFarPast',
    },
    {
      sees: 'in a leap year 29 February is the limit',
      today: '2024-05-31',
      date: '2024-02-29',
      result: 'ok',
    },
    {
      sees: '29 days from 31 January lands in March in a common year',
      today: '2025-01-31',
      date: '2025-03-01',
      result: 'ok',
    },
    {
      sees: '30 days from 31 January is refused',
      today: '2025-01-31',
      date: '2025-03-02',
      result: 'tooFarFuture',
    },
  ])('at month ends: $sees', ({ today, date, result }) => {
    expect(checkMoveInDate(date, today, SIGN_UP_MOVE_IN_LIMITS)).toBe(result);
  });
});

describe('energy set-up window (14 days before moving in)', () => {
  it.each([
    { sees: '14 days away', date: '2025-06-24', isInRange: true },
    { sees: '15 days away', date: '2025-06-25', isInRange: false },
    { sees: 'already moved in', date: '2025-05-01', isInRange: true },
  ])('$sees: in range is $isInRange', ({ date, isInRange }) => {
    expect(isWithinEnergyMoveInWindow(date, '2025-06-10')).toBe(isInRange);
  });
});
