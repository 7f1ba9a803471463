import { describe, expect, it } from 'vitest';
import {
  BROADBAND_ERROR_MESSAGE,
  callbackSlotMessage,
  installAfterMoveInMessage,
  NO_MATCHING_PACKAGES_MESSAGE,
} from './broadband';

describe('broadband messages', () => {
  it.each([
    ['2', 'Skyview TV will call you back between 2pm-4pm, Monday to Friday, within 24 hours.'],
    [
      'Anytime',
      'Skyview TV will call you back at any time between 12pm and 8pm, Monday to Friday, within 24 hours.',
    ],
  ] as const)('says when call-back slot %s is', (slot, message) => {
    expect(callbackSlotMessage('Skyview TV', slot)).toBe(message);
  });

  it('warns plainly of an install after the move-in date', () => {
    expect(installAfterMoveInMessage('22/12/2026', '04/12/2026')).toBe(
      "This package can't be installed before you move in on 04/12/2026. The earliest install date is 22/12/2026.",
    );
  });

  it('answers a search failure by its code, and no packages with the spec words', () => {
    expect(BROADBAND_ERROR_MESSAGE.WOMBB_SEARCH_FAILED).toMatch(/full range of packages/);
    expect(BROADBAND_ERROR_MESSAGE.COMBINED_SEARCH_FAILED).toMatch(
      /couldn't show you any packages/,
    );
    expect(NO_MATCHING_PACKAGES_MESSAGE).toBe(
      'Sorry, there are no valid results matching your filter criteria.',
    );
  });
});
