import { isTelephonyHost } from '@threshold/domain/telephony/host';
import { isPerformanceConsentGranted } from './cookie-consent.store';

type AnalyticsWindow = Window & { dataLayer?: Record<string, unknown>[] };

/**
 * Records an analytics event (pushed to window.dataLayer for the tag manager) only with tracking
 * consent (performance cookies, C0002) and never on telephony hosts, where analytics is disabled.
 */
export function recordAnalyticsEvent(
  event: string,
  details: Record<string, unknown> = {},
  hostname = location.hostname,
): boolean {
  if (isTelephonyHost(hostname) || !isPerformanceConsentGranted()) return false;
  const target = window as AnalyticsWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event, ...details });
  return true;
}
