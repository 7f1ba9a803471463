import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_MESSAGE_MAX,
  routePatternOf,
  scrubPersonalData,
  userAgentFamilyOf,
} from './client-error-report';

describe('scrubPersonalData', () => {
  it('keeps the words of an ordinary error', () => {
    expect(scrubPersonalData("Cannot read properties of undefined (reading 'moveInDate')")).toBe(
      "Cannot read properties of undefined (reading 'moveInDate')",
    );
  });

  it('removes e-mail addresses, postcodes, phone numbers and other digit runs', () => {
    const scrubbed = scrubPersonalData(
      'No account for jane.doe+move@example.co.uk at SW1A 1AA or EH11AB, call 07700 900123, born 1990',
    );
    expect(scrubbed).toBe('No account for [email] at [postcode] or [postcode], call # #, born #');
    expect(scrubbed).not.toMatch(/\d|jane|SW1A|EH1/);
  });

  it('removes query strings and fragments of URLs, and tokens', () => {
    const scrubbed = scrubPersonalData(
      'Failed to fetch https://portal.example/api/x?email=a%40b.c&token=abc#frag then eyJhbGciOiJIUzI1NiJ9x and 3f2b6c1e-8d1a-4c5e-9b7a-2f6e1d0c9b8a',
    );
    expect(scrubbed).toBe('Failed to fetch https://portal.example/api/x then [id] and [id]');
  });

  it('makes one short line of any text', () => {
    const scrubbed = scrubPersonalData(`line one\nline\ttwo\u0000 ${'x'.repeat(500)}`);
    expect(scrubbed.startsWith('line one line two x')).toBe(true);
    expect(scrubbed).toHaveLength(CLIENT_ERROR_MESSAGE_MAX);
  });
});

describe('routePatternOf', () => {
  it('keeps a route of words without its query or fragment', () => {
    expect(routePatternOf('/moving-details?email=a@b.c#top')).toBe('/moving-details');
    expect(routePatternOf('/')).toBe('/');
  });

  it('turns segments that could identify someone into :id', () => {
    expect(routePatternOf('/agent/enrolments/3f2b6c1e-8d1a-4c5e-9b7a-2f6e1d0c9b8a')).toBe(
      '/agent/enrolments/:id',
    );
    expect(routePatternOf('/addresses/SW1A1AA/jane@example.com/12')).toBe('/addresses/:id/:id/:id');
  });
});

describe('userAgentFamilyOf', () => {
  it('names the family without the version or device', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
    const samsung =
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36';
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0';
    expect(userAgentFamilyOf(android)).toBe('Chrome');
    expect(userAgentFamilyOf(iphone)).toBe('Safari');
    expect(userAgentFamilyOf(samsung)).toBe('Samsung Internet');
    expect(userAgentFamilyOf(edge)).toBe('Edge');
    expect(
      userAgentFamilyOf('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'),
    ).toBe('Firefox');
    expect(userAgentFamilyOf('curl/8.0')).toBe('Other');
  });
});
