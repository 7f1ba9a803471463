import type { Branding } from '@threshold/domain/schemas/brand';
import { describe, expect, it, vi } from 'vitest';

/** A fresh store: web test files share one worker's modules, and others load a brand into theirs. */
async function freshBrandStore() {
  vi.resetModules();
  return import('./brand-store');
}

describe('brand store', () => {
  it('holds readers back until the brand has loaded, then answers it', async () => {
    const { brandLoaded, currentBrand, loadedBrandIfAny, setCurrentBrand } =
      await freshBrandStore();
    let hasSettled = false;
    const waiting = brandLoaded().then(() => {
      hasSettled = true;
    });
    await Promise.resolve();
    expect(hasSettled).toBe(false);
    expect(loadedBrandIfAny()).toBeUndefined();
    // Read too early, the brand fails with a clear message rather than as "undefined.flags".
    expect(() => currentBrand()).toThrow('The brand was read before it had loaded');

    const brand = { name: 'Harbour Lettings' } as Branding;
    setCurrentBrand(brand);
    await waiting;
    expect(hasSettled).toBe(true);
    expect(currentBrand()).toBe(brand);
    expect(loadedBrandIfAny()).toBe(brand);
  });
});
