import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import { todayIso } from './today';

describe('today in the UK', () => {
  it.each([
    { sees: 'winter: London is on UTC', instant: '2025-01-15T23:59:59Z', today: '2025-01-15' },
    {
      sees: 'summer: 23:30 UTC is already tomorrow in London',
      instant: '2025-07-01T23:30:00Z',
      today: '2025-07-02',
    },
    {
      sees: 'summer: 22:59 UTC is still today',
      instant: '2025-07-01T22:59:59Z',
      today: '2025-07-01',
    },
    {
      sees: 'clocks go forward: 00:30 UTC on 30 March is 00:30 GMT',
      instant: '2025-03-30T00:30:00Z',
      today: '2025-03-30',
    },
    {
      sees: 'clocks go forward: the evening before, 23:30 UTC',
      instant: '2025-03-29T23:30:00Z',
      today: '2025-03-29',
    },
    {
      sees: 'first BST evening: 23:30 UTC on 30 March is 31 March',
      instant: '2025-03-30T23:30:00Z',
      today: '2025-03-31',
    },
    {
      sees: 'clocks go back: 23:30 UTC on 25 October is 26 October',
      instant: '2025-10-25T23:30:00Z',
      today: '2025-10-26',
    },
    {
      sees: 'clocks go back: 23:30 UTC on 26 October is still 26 October',
      instant: '2025-10-26T23:30:00Z',
      today: '2025-10-26',
    },
    { sees: 'new year in BST-free winter', instant: '2024-12-31T23:59:59Z', today: '2024-12-31' },
    { sees: 'a leap day in London', instant: '2024-02-29T12:00:00Z', today: '2024-02-29' },
  ])('$sees', ({ instant, today }) => {
    expect(todayIso(fixedClock(instant))).toBe(today);
  });

  it('answers each instant of a minute alike and moves on at London midnight (the answer kept per minute)', () => {
    const asked = [
      '2025-07-01T22:59:00.000Z',
      '2025-07-01T22:59:59.999Z',
      '2025-07-01T23:00:00.000Z',
      '2025-07-01T22:59:30.000Z',
    ];
    expect(asked.map((instant) => todayIso(fixedClock(new Date(instant))))).toEqual([
      '2025-07-01',
      '2025-07-01',
      '2025-07-02',
      '2025-07-01',
    ]);
  });
});
