import { describe, expect, it } from 'vitest';
import { findDefaultBrandAddress } from './default-brand-address';

describe('findDefaultBrandAddress', () => {
  it.each([
    ['/cookie-policy', '', '/default/cookie-policy'],
    ['/pending/personal-details', '?a=1', '/default/pending/personal-details?a=1'],
    ['/log-in', '', '/default/log-in'],
  ])('moves %s%s (a portal route without a brand) to %s', (pathname, search, to) => {
    expect(findDefaultBrandAddress(pathname, search)).toBe(to);
  });

  it.each(['/no-such-brand/', '/harbour-lettingz/101'])(
    'leaves %s as an unknown brand',
    (pathname) => {
      expect(findDefaultBrandAddress(pathname)).toBeNull();
    },
  );
});
