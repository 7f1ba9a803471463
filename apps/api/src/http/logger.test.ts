import { describe, expect, it } from 'vitest';
import { sanitiseUrl } from './logger';

describe('sanitiseUrl', () => {
  it.each([
    ['/api/addresses/LS1%204AP', '/api/addresses/:redacted'],
    ['/api/onboarding/address/LS14AP-1', '/api/onboarding/address/:redacted'],
    ['/api/addresses/manual-address', '/api/addresses/manual-address'],
    ['/api/onboarding/addresses?postcode=LS1%204AP', '/api/onboarding/addresses?…'],
    ['/api/email/mover%40example.com', '/api/email/:redacted'],
    [
      '/api/password-reset-request/q7X-Lm2pZ9aB4cD1eF3gH5iJ',
      '/api/password-reset-request/:redacted',
    ],
    [
      '/api/enrolment/0b7f5a52-3f55-4a4e-9d3b-2a1f6c0e9b11',
      '/api/enrolment/0b7f5a52-3f55-4a4e-9d3b-2a1f6c0e9b11',
    ],
  ])('logs %s as %s', (url, logged) => {
    expect(sanitiseUrl(url)).toBe(logged);
  });
});
