import type { Branding } from '@threshold/domain/schemas/brand';
import { ApiError, callApi } from '../api/client';
import { writeSession } from '../api/session-store';
import type { BrandPrefix } from './brand-prefix';

/**
 * The entry cannot afford zod (budget: react, router and query leave ~3 KB), so the branding
 * answer is checked by hand for the values the shell reads before anything renders.
 */
function isBranding(value: unknown): value is Branding {
  const brand = value as Partial<Branding> | null;
  return (
    typeof brand?.name === 'string' &&
    typeof brand.logoUrl === 'string' &&
    typeof brand.colours === 'object'
  );
}

/** GET /api/branding/{brand}/{branch?} with the app token; null when there is no such brand. */
export async function fetchBranding({
  brandRoute,
  branchId,
}: BrandPrefix): Promise<Branding | null> {
  try {
    const brand = await callApi<unknown>(
      `/api/branding/${brandRoute}${branchId ? `/${branchId}` : ''}`,
    );
    if (!isBranding(brand)) throw new Error('Unexpected branding answer');
    writeSession('brand', JSON.stringify(brand));
    return brand;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
