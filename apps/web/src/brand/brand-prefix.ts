import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';

/** Where the portal stands: the brand (and branch) from the first path segments. */
export type BrandPrefix = {
  brandRoute: string;
  branchId: string | null;
  /** What the router strips from every path: '/{brand}' or '/{brand}/{branch}'. */
  basename: string;
};

/** The outcome of reading a location: a brand to load, or a prefixed address to go to first. */
export type BrandPrefixResult =
  | { kind: 'brand'; prefix: BrandPrefix }
  | { kind: 'redirect'; to: string }
  | { kind: 'invalid'; brandRoute: string };

const BRAND_ROUTE = /^[a-z0-9][a-z0-9-]{0,59}$/;
const BRANCH_ID = /^\d{1,9}$/;

/**
 * Spec portal-access section 2: every route sits under /{brandName}/{branchId?}; the default brand
 * when the segment is absent. The query string and hash travel with the redirect. (An address that
 * starts with one of the portal's own routes is handled where an unknown brand is: see
 * default-brand-address.ts, loaded with the not-found page, so the list stays out of the entry.)
 */
export function readBrandPrefix(pathname: string, search = '', hash = ''): BrandPrefixResult {
  const segments = pathname.split('/');
  const brandRoute = segments[1] ?? '';
  if (brandRoute === '')
    return { kind: 'redirect', to: `/${DEFAULT_BRAND_ROUTE}/${search}${hash}` };
  if (!BRAND_ROUTE.test(brandRoute)) return { kind: 'invalid', brandRoute };
  const branch = segments[2] ?? '';
  const branchId = BRANCH_ID.test(branch) ? branch : null;
  return {
    kind: 'brand',
    prefix: { brandRoute, branchId, basename: `/${brandRoute}${branchId ? `/${branchId}` : ''}` },
  };
}
