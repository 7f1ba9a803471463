import { describe, expect, it } from 'vitest';
import { NO_BROADBAND_FILTERS, broadbandRequestSchema } from '../schemas/broadband';
import { restoreBroadbandFilters } from './restore-filters';

const AT_HOME = ['kestrel-broadband', 'fernline-fibre'];

describe('restoreBroadbandFilters', () => {
  it('keeps filters that are within bounds as they are', () => {
    const saved = {
      ...NO_BROADBAND_FILTERS,
      broadbandType: { standardBroadband: false, fibreBroadband: true },
      selectedProviders: ['fernline-fibre'],
      contractLengths: [1, 24],
      callOptions: ['anytime'],
      sortOption: 3,
    };
    expect(restoreBroadbandFilters(saved, { providerIds: AT_HOME })).toEqual(saved);
  });

  it('drops providers that do not reach the address and ids no request accepts', () => {
    const restored = restoreBroadbandFilters(
      {
        selectedProviders: [
          'fernline-fibre',
          'gone-telecom',
          '',
          'x'.repeat(61),
          7,
          'fernline-fibre',
        ],
      },
      { providerIds: AT_HOME },
    );
    expect(restored.selectedProviders).toEqual(['fernline-fibre']);
    // Without the address's providers, only the bounds apply.
    expect(
      restoreBroadbandFilters({ selectedProviders: ['gone-telecom', ''] }).selectedProviders,
    ).toEqual(['gone-telecom']);
  });

  it('drops contract lengths that are not whole months from 0 to 60, call plans and sorts it does not know', () => {
    const restored = restoreBroadbandFilters({
      contractLengths: [12, -1, 61, 1.5, '24', 999, 0, 12],
      callOptions: ['anytime', 'international', null],
      sortOption: 9,
    });
    expect(restored).toMatchObject({
      contractLengths: [12, 0],
      callOptions: ['anytime'],
      sortOption: 0,
    });
  });

  it('reads a flag that is not true as not chosen, and keeps at most 50 providers and 20 lengths', () => {
    const restored = restoreBroadbandFilters({
      packageType: { includeTv: 'yes', includePhone: true },
      broadbandType: null,
      selectedProviders: Array.from({ length: 60 }, (_, i) => `p${i}`),
      contractLengths: Array.from({ length: 30 }, (_, i) => i),
    });
    expect(restored.packageType).toEqual({
      includeBroadband: false,
      includePhone: true,
      includeTv: false,
    });
    expect(restored.broadbandType).toEqual(NO_BROADBAND_FILTERS.broadbandType);
    expect(restored.selectedProviders).toHaveLength(50);
    expect(restored.contractLengths).toHaveLength(20);
  });

  it('answers no filters for something that is not filters, and never throws', () => {
    for (const value of [null, undefined, 'fibre', 42, [], { sortOption: '3' }]) {
      expect(restoreBroadbandFilters(value)).toEqual(NO_BROADBAND_FILTERS);
    }
  });

  it('always gives filters a list request accepts', () => {
    const messy = {
      selectedProviders: ['a'.repeat(99)],
      contractLengths: [100],
      extra: true,
      sortOption: -1,
    };
    expect(broadbandRequestSchema.safeParse(restoreBroadbandFilters(messy)).success).toBe(true);
  });
});
