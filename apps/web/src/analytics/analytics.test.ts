import { afterEach, describe, expect, it } from 'vitest';
import { savePerformanceConsent } from './cookie-consent.store';
import { recordAnalyticsEvent } from './analytics';

type AnalyticsWindow = Window & { dataLayer?: Record<string, unknown>[] };
const events = () => (window as AnalyticsWindow).dataLayer ?? [];

describe('analytics events', () => {
  afterEach(() => {
    document.cookie = 'threshold_consent=; Max-Age=0; Path=/';
    delete (window as AnalyticsWindow).dataLayer;
  });

  it('records nothing before the mover accepts performance cookies', () => {
    expect(recordAnalyticsEvent('move_in_date_unknown')).toBe(false);
    expect(events()).toEqual([]);
  });

  it('records the event with tracking consent', () => {
    savePerformanceConsent(true);
    expect(recordAnalyticsEvent('move_in_date_unknown', { brand: 'default' })).toBe(true);
    expect(events()).toEqual([{ event: 'move_in_date_unknown', brand: 'default' }]);
  });

  it('records nothing on a telephony host, even with consent', () => {
    savePerformanceConsent(true);
    expect(recordAnalyticsEvent('move_in_date_unknown', {}, 'telephony.localhost')).toBe(false);
    expect(events()).toEqual([]);
  });
});
