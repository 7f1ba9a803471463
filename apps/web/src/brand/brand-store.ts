import type { Branding } from '@threshold/domain/schemas/brand';

/**
 * The brand is fixed for the life of a page: the prefix is read once at boot, and moving to
 * another brand is a new page load. So it is a module value set before the first render.
 */
let loadedBrand: Branding | undefined;

export function setCurrentBrand(brand: Branding): void {
  loadedBrand = brand;
}

/** The loaded brand. Boot sets it before the first render of anything that reads it. */
export function currentBrand(): Branding {
  return loadedBrand as Branding;
}
