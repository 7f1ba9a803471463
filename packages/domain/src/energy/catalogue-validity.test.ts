import { describe, expect, it } from 'vitest';
import {
  catalogueValidity,
  catalogueValidityReason,
  illustrativePricesNotice,
} from './catalogue-validity';

const JULY_TO_SEPTEMBER = { validFrom: '2026-07-01', validTo: '2026-09-30' };

describe('catalogueValidity', () => {
  it.each([
    ['2026-06-30', 'not-yet-valid'],
    ['2026-07-01', 'current'],
    ['2026-09-30', 'current'],
    ['2026-10-01', 'expired'],
    ['2026-11-27', 'expired'],
  ] as const)('the July–September 2026 cap on %s is %s', (today, validity) => {
    expect(catalogueValidity(JULY_TO_SEPTEMBER, today)).toBe(validity);
  });

  it('says why for the operator, and nothing while current', () => {
    expect(catalogueValidityReason(JULY_TO_SEPTEMBER, '2026-11-27')).toBe(
      "the energy catalogue's prices expired on 2026-09-30 (today is 2026-11-27): load the current quarter's catalogue with npm run energy-catalogue",
    );
    expect(catalogueValidityReason(JULY_TO_SEPTEMBER, '2026-08-01')).toBeNull();
  });

  it('words the notice with the last valid day as the UI shows dates', () => {
    expect(illustrativePricesNotice(JULY_TO_SEPTEMBER)).toBe(
      'Illustrative prices, valid to 30/09/2026',
    );
  });
});
