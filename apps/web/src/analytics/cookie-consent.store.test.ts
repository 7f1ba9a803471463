import { afterEach, describe, expect, it } from 'vitest';
import { isPerformanceConsentGranted, savePerformanceConsent } from './cookie-consent.store';

describe('performance cookie consent (C0002)', () => {
  afterEach(() => {
    document.cookie = 'threshold_consent=; Max-Age=0; Path=/';
  });

  it('starts as not granted', () => {
    expect(isPerformanceConsentGranted()).toBe(false);
  });

  it('is granted after accepting and withdrawn after rejecting', () => {
    savePerformanceConsent(true);
    expect(isPerformanceConsentGranted()).toBe(true);
    savePerformanceConsent(false);
    expect(isPerformanceConsentGranted()).toBe(false);
  });

  it('reads the consent cookie among others', () => {
    expect(isPerformanceConsentGranted('a=1; threshold_consent=C0002:1; b=2')).toBe(true);
    expect(isPerformanceConsentGranted('threshold_consent=C0002:0')).toBe(false);
  });
});
