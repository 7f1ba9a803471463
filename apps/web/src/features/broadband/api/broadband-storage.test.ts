import { afterEach, describe, expect, it } from 'vitest';
import { NO_BROADBAND_FILTERS, readStoredBroadbandFilters } from './broadband-storage';
import { writeSession } from '../../../api/session-store';

afterEach(() => sessionStorage.clear());

describe('the broadband filters kept in this browser', () => {
  it('come back within what the list accepts: a bad contract length or call plan is dropped, the rest kept', () => {
    writeSession(
      'broadbandAppliedFilters',
      JSON.stringify({
        ...NO_BROADBAND_FILTERS,
        selectedProviders: ['fernline-fibre', ''],
        contractLengths: [24, 999],
        callOptions: ['anytime', 'international'],
        sortOption: 3,
      }),
    );
    expect(readStoredBroadbandFilters()).toEqual({
      ...NO_BROADBAND_FILTERS,
      selectedProviders: ['fernline-fibre'],
      contractLengths: [24],
      callOptions: ['anytime'],
      sortOption: 3,
    });
  });

  it('count as none kept when unreadable', () => {
    expect(readStoredBroadbandFilters()).toBeNull();
    writeSession('broadbandAppliedFilters', '{not json');
    expect(readStoredBroadbandFilters()).toBeNull();
    writeSession('broadbandAppliedFilters', '[1, 2]');
    expect(readStoredBroadbandFilters()).toBeNull();
  });
});
