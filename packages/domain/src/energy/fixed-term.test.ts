import { describe, expect, it } from 'vitest';
import { expectedSupplyStart, fixedTermEnd } from './fixed-term';

describe('fixedTermEnd: the term runs from the supply start for the tariff months', () => {
  it.each([
    // [months, supply start, term end]
    [12, '2026-12-04', '2027-12-04'],
    [24, '2026-12-04', '2028-12-04'],
    [12, '2027-01-14', '2028-01-14'],
    // no 31 February: the month's last day
    [1, '2027-01-31', '2027-02-28'],
    // a leap day: 28 February of the next year
    [12, '2028-02-29', '2029-02-28'],
    [18, '2026-08-31', '2028-02-29'],
  ])('%i months from %s ends on %s', (months, start, end) => {
    expect(fixedTermEnd(months, start)).toBe(end);
  });

  it('has no end for a variable tariff', () => {
    expect(fixedTermEnd(null, '2026-12-04')).toBeNull();
  });
});

describe('expectedSupplyStart', () => {
  it('is the default start date before a date is chosen', () => {
    expect(expectedSupplyStart({ chosenStartDate: null, defaultStartDate: '2026-12-04' })).toBe(
      '2026-12-04',
    );
  });
  it('is the chosen start date once chosen', () => {
    expect(
      expectedSupplyStart({ chosenStartDate: '2026-12-20', defaultStartDate: '2026-12-04' }),
    ).toBe('2026-12-20');
  });
  it('is never before the default start (a date chosen days ago that has since passed)', () => {
    expect(
      expectedSupplyStart({ chosenStartDate: '2026-11-30', defaultStartDate: '2026-12-04' }),
    ).toBe('2026-12-04');
  });
});
