import { PERFORMANCE_COOKIE_GROUP } from '@threshold/domain/schemas/cookie-details';

/** The consent cookie the cookie policy lists (strictly necessary, first party, 12 months). */
const CONSENT_COOKIE = 'threshold_consent';
const TWELVE_MONTHS_S = 365 * 24 * 60 * 60;

/**
 * Spec section 4, step 7: tracking consent starts as not granted. Only the performance group
 * (C0002) is asked about; strictly necessary cookies need no consent. The choice is one cookie,
 * `threshold_consent=C0002:1` (or :0).
 */
export function isPerformanceConsentGranted(cookies = document.cookie): boolean {
  return cookies.split(/;\s*/).includes(`${CONSENT_COOKIE}=${PERFORMANCE_COOKIE_GROUP}:1`);
}

export function savePerformanceConsent(isGranted: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${PERFORMANCE_COOKIE_GROUP}:${isGranted ? 1 : 0}; Max-Age=${TWELVE_MONTHS_S}; Path=/; SameSite=Lax${secure}`;
}
