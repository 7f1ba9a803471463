import type { Branding } from '@threshold/domain/schemas/brand';
import { ApiError, callApi } from '../api/client';
import { writeSession } from '../api/session-store';
import type { BrandPrefix } from './brand-prefix';
import { applyBrandTheme } from './brand-theme';
import { isBranding } from './served-branding';

/**
 * GET /api/branding/{brand}/{branch?} with the app token, its colours then set as the page's theme;
 * null when there is no such brand. Loaded only when the page carries no branding of its own
 * (served-branding.ts): the server writes a served brand's theme into the page itself.
 */
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
    applyBrandTheme(brand.colours);
    return brand;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
