import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';

/**
 * First segments of the portal's own routes. An address that starts with one of them has no brand
 * segment (an old or hand-typed link), so it belongs to the default brand.
 */
const APP_ROUTE_SEGMENTS = new Set([
  'pending',
  'enrolment',
  'onboarding',
  'log-in',
  'login',
  'continue',
  'confirm-details',
  'password-reset-request',
  'password-reset',
  'cookie-policy',
  'terms',
  'privacy-policy',
  'email',
]);

/** The same page under the default brand, when the first segment is a portal route; else null. */
export function findDefaultBrandAddress(pathname: string, search = '', hash = ''): string | null {
  const firstSegment = pathname.split('/')[1] ?? '';
  return APP_ROUTE_SEGMENTS.has(firstSegment)
    ? `/${DEFAULT_BRAND_ROUTE}${pathname}${search}${hash}`
    : null;
}
