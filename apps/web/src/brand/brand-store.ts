import type { Branding } from '@threshold/domain/schemas/brand';

/**
 * The brand is fixed for the life of a page: the prefix is read once at boot, and moving to
 * another brand is a new page load. So it is a module value, set once when it has loaded.
 */
let loadedBrand: Branding | undefined;
let markLoaded = () => {};
const loaded = new Promise<void>((resolve) => {
  markLoaded = resolve;
});

export function setCurrentBrand(brand: Branding): void {
  loadedBrand = brand;
  markLoaded();
}

/**
 * Settles once the brand has loaded. The router waits for it before any loader runs (router.tsx):
 * boot starts the router, and so the first page's loader, while the brand is still on its way.
 */
export function brandLoaded(): Promise<void> {
  return loaded;
}

/** The brand, or undefined before it has loaded (for the error page, which may show before). */
export function loadedBrandIfAny(): Branding | undefined {
  return loadedBrand;
}

/**
 * The loaded brand. Components render after boot sets it and loaders wait for it, so reading it
 * earlier is a bug: it fails with a clear message rather than as "undefined" further on.
 */
export function currentBrand(): Branding {
  if (!loadedBrand) throw new Error('The brand was read before it had loaded');
  return loadedBrand;
}
