import { describe, expect, it } from 'vitest';
import {
  ELECTRICITY_REGIONS,
  GSP_GROUPS,
  isGspGroup,
  normaliseGspGroup,
  regionName,
} from './regions';

describe('GB electricity regions', () => {
  it('has the 14 GSP groups _A to _P without _I and _O', () => {
    expect(GSP_GROUPS).toEqual([
      '_A',
      '_B',
      '_C',
      '_D',
      '_E',
      '_F',
      '_G',
      '_H',
      '_J',
      '_K',
      '_L',
      '_M',
      '_N',
      '_P',
    ]);
    expect(ELECTRICITY_REGIONS).toHaveLength(14);
    expect(isGspGroup('_I')).toBe(false);
    expect(isGspGroup('_O')).toBe(false);
  });

  it('names regions as people know them', () => {
    expect(regionName('_C')).toBe('London');
    expect(regionName('_D')).toBe('Merseyside and North Wales');
    expect(regionName('_P')).toBe('North Scotland');
    expect(regionName('_Z')).toBeNull();
  });

  it('reads a GSP group written with or without the underscore', () => {
    expect(normaliseGspGroup('A')).toBe('_A');
    expect(normaliseGspGroup(' _m ')).toBe('_M');
    expect(normaliseGspGroup('_O')).toBeNull();
    expect(normaliseGspGroup('')).toBeNull();
    expect(normaliseGspGroup(null)).toBeNull();
  });
});
