import type { Branding } from '@threshold/domain/schemas/brand';
import { writeSession } from '../api/session-store';
import type { BrandPrefix } from './brand-prefix';

/** The id of the <script type="application/json"> the server writes the page's branding into. */
export const SERVED_BRANDING_ID = 'served-branding';

/**
 * The entry cannot afford zod (budget: react, router and query leave ~3 KB), so the branding
 * answer is checked by hand for the values the shell reads before anything renders.
 */
export function isBranding(value: unknown): value is Branding {
  const brand = value as Partial<Branding> | null;
  return (
    typeof brand?.name === 'string' &&
    typeof brand.logoUrl === 'string' &&
    typeof brand.colours === 'object'
  );
}

/**
 * The branding the server wrote into the page (the answer GET /api/branding gives; the API's
 * first-paint.ts), when it is this prefix's: the page then needs no app token and no call before
 * it can draw. Null otherwise (no such brand, or a page from elsewhere): the portal fetches it.
 */
export function readServedBranding({ brandRoute, branchId }: BrandPrefix): Branding | null {
  try {
    const brand: unknown = JSON.parse(
      document.getElementById(SERVED_BRANDING_ID)?.textContent ?? 'null',
    );
    if (!isBranding(brand) || brand.urlRoute !== brandRoute || brand.branchId !== branchId)
      return null;
    writeSession('brand', JSON.stringify(brand));
    return brand;
  } catch {
    return null;
  }
}
