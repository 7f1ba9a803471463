import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('says the singular for exactly one and the plural otherwise', () => {
    expect(counted(1, 'month')).toBe('1 month');
    expect(counted(12, 'month')).toBe('12 months');
    expect(counted(0, 'day')).toBe('0 days');
    expect(counted(1, 'working day')).toBe('1 working day');
    expect(counted(2, 'working day')).toBe('2 working days');
  });

  it('takes an irregular plural', () => {
    expect(counted(1, 'person', 'people')).toBe('1 person');
    expect(counted(3, 'person', 'people')).toBe('3 people');
  });
});
