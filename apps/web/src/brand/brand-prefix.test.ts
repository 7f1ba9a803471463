import { describe, expect, it } from 'vitest';
import { readBrandPrefix } from './brand-prefix';

describe('readBrandPrefix', () => {
  it.each([
    ['/', '', '/default/'],
    ['', '', '/default/'],
    ['/', '?utm_source=mail', '/default/?utm_source=mail'],
  ])('sends %s%s to the default brand at %s', (pathname, search, to) => {
    expect(readBrandPrefix(pathname, search)).toEqual({ kind: 'redirect', to });
  });

  it.each([
    ['/default/', 'default', null, '/default'],
    ['/default', 'default', null, '/default'],
    ['/harbour-lettings/101/', 'harbour-lettings', '101', '/harbour-lettings/101'],
    ['/harbour-lettings/101/cookie-policy', 'harbour-lettings', '101', '/harbour-lettings/101'],
    ['/oakfield-homes/cookie-policy', 'oakfield-homes', null, '/oakfield-homes'],
    ['/oakfield-homes/12a', 'oakfield-homes', null, '/oakfield-homes'],
  ])('reads %s as brand %s, branch %s, basename %s', (pathname, brandRoute, branchId, basename) => {
    expect(readBrandPrefix(pathname)).toEqual({
      kind: 'brand',
      prefix: { brandRoute, branchId, basename },
    });
  });

  it('keeps the hash on a redirect', () => {
    expect(readBrandPrefix('/', '', '#main')).toEqual({ kind: 'redirect', to: '/default/#main' });
  });

  it.each(['/Harbour', '/-x', '/a%20b', `/${'a'.repeat(61)}`])(
    'refuses %s as a brand route',
    (pathname) => {
      expect(readBrandPrefix(pathname).kind).toBe('invalid');
    },
  );
});
