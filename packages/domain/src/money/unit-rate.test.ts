import { describe, expect, it } from 'vitest';
import { costOfUnitsPence, formatUnitRate, parseUnitRate } from './unit-rate';

describe('unit rates in hundredths of a penny', () => {
  it.each([
    { rate: 2611, shown: '26.11p' },
    { rate: 2610, shown: '26.10p' },
    { rate: 5, shown: '0.05p' },
    { rate: 0, shown: '0.00p' },
    { rate: 60_512, shown: '605.12p' },
    { rate: -150, shown: '-1.50p' },
  ])('shows $rate as $shown', ({ rate, shown }) => {
    expect(formatUnitRate(rate)).toBe(shown);
  });

  it.each([
    { text: '26.11', rate: 2611 },
    { text: '26.11p', rate: 2611 },
    { text: '26.1', rate: 2610 },
    { text: '26', rate: 2600 },
    { text: '27.397', rate: null },
    { text: 'p', rate: null },
  ])('reads $text as $rate', ({ text, rate }) => {
    expect(parseUnitRate(text)).toBe(rate);
  });

  it.each([
    { sees: '2,700 kWh at 26.11p', rate: 2611, units: 2700, pence: 70_497 },
    { sees: '365 days at 53.35p', rate: 5335, units: 365, pence: 19_473 },
    { sees: '1 kWh at 0.49p rounds to 0p', rate: 49, units: 1, pence: 0 },
    { sees: '1 kWh at 0.50p rounds to 1p', rate: 50, units: 1, pence: 1 },
  ])('costs $sees as $pence pence', ({ rate, units, pence }) => {
    expect(costOfUnitsPence(rate, units)).toBe(pence);
  });

  it('refuses a rate that is not whole hundredths', () => {
    expect(() => formatUnitRate(26.115)).toThrow(RangeError);
  });
});
