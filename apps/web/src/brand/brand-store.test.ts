import type { Branding } from '@threshold/domain/schemas/brand';
import { describe, expect, it } from 'vitest';
import { brandLoaded, currentBrand, loadedBrandIfAny, setCurrentBrand } from './brand-store';

describe('brand store', () => {
  it('holds readers back until the brand has loaded, then answers it', async () => {
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
