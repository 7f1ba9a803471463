import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  formatPence,
  formatPenceShort,
  monthlyFromAnnualPence,
  parsePoundsToPence,
  percentOfPence,
  sumPence,
} from './pence';

describe('showing money', () => {
  it.each([
    { pence: 0, shown: '£0.00' },
    { pence: 5, shown: '£0.05' },
    { pence: 150, shown: '£1.50' },
    { pence: 99_999, shown: '£999.99' },
    { pence: 123_456, shown: '£1,234.56' },
    { pence: 100_000_000, shown: '£1,000,000.00' },
    { pence: -150, shown: '-£1.50' },
    { pence: -123_456, shown: '-£1,234.56' },
  ])('shows $pence pence as $shown', ({ pence, shown }) => {
    expect(formatPence(pence)).toBe(shown);
  });

  it.each([
    { pence: 3000, shown: '£30' },
    { pence: 1250, shown: '£12.50' },
    { pence: 150_000, shown: '£1,500' },
  ])('shows an exit fee of $pence pence as $shown', ({ pence, shown }) => {
    expect(formatPenceShort(pence)).toBe(shown);
  });

  it.each([0.5, 1.1, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s, which is not whole pence',
    (pence) => {
      expect(() => formatPence(pence)).toThrow(RangeError);
    },
  );
});

describe('reading money', () => {
  it.each([
    { text: '£1,234.56', pence: 123_456 },
    { text: '1234.5', pence: 123_450 },
    { text: '0.07', pence: 7 },
    { text: '-2', pence: -200 },
    { text: '£ 12', pence: 1200 },
    { text: '12.345', pence: null },
    { text: '1,23.00', pence: null },
    { text: 'ten', pence: null },
  ])('reads $text as $pence pence', ({ text, pence }) => {
    expect(parsePoundsToPence(text)).toBe(pence);
  });
});

describe('whole-pence arithmetic', () => {
  it.each([
    { n: 5, d: 2, result: 3 },
    { n: 4, d: 3, result: 1 },
    { n: -5, d: 2, result: -3 },
    { n: 7, d: -2, result: -4 },
    { n: 0, d: 9, result: 0 },
  ])('rounds $n / $d half away from zero to $result', ({ n, d, result }) => {
    expect(divideRounded(n, d)).toBe(result);
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });

  it.each([
    { pence: 10_000, percent: 23, result: 2300 },
    { pence: 1, percent: 50, result: 1 },
    { pence: 1234, percent: 5, result: 62 },
  ])('$percent% of $pence pence is $result pence', ({ pence, percent, result }) => {
    expect(percentOfPence(pence, percent)).toBe(result);
  });

  it('adds amounts without drifting (10p + 20p is 30p)', () => {
    expect(sumPence([10, 20])).toBe(30);
    expect(sumPence([])).toBe(0);
  });

  it.each([
    { annual: 120_000, monthly: 10_000 },
    { annual: 100_000, monthly: 8333 },
    { annual: 100_006, monthly: 8334 },
  ])('spreads $annual pence a year as $monthly pence a month', ({ annual, monthly }) => {
    expect(monthlyFromAnnualPence(annual)).toBe(monthly);
  });
});
