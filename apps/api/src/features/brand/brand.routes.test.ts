import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Branding } from '@threshold/domain/schemas/brand';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('GET /api/branding/{brand}/{branch}', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.appToken();
  });
  afterAll(async () => {
    await t.close();
  });

  async function getBranding(path: string): Promise<Branding> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/branding/${path}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Branding>();
  }

  it('shows the default brand "Threshold" with every value set', async () => {
    const brand = await getBranding('default');
    expect(brand).toMatchObject({
      name: 'Threshold',
      urlRoute: 'default',
      level: 0,
      partnerName: 'Threshold',
      branchId: null,
      branchName: null,
      logoUrl: '/brand-assets/default.svg',
      trustScore: 4.6,
      moveInDateLimits: { maxPastMonths: 3, maxFutureDays: 29 },
    });
    expect(brand.flags.onboardingJourney).toBe(false);
    expect(brand.flags.manualAddress).toBe(true);
  });

  it('resolves a partner: its own logo, colours and phone; the rest from the default brand', async () => {
    const [harbour, fallback] = await Promise.all([
      getBranding('harbour-lettings'),
      getBranding('default'),
    ]);
    expect(harbour).toMatchObject({
      name: 'Harbour Lettings',
      level: 1,
      partnerName: 'Harbour Lettings',
      logoUrl: '/brand-assets/harbour-lettings.svg',
      colours: { primary: '#0b7a75', headerBackground: '#14213d' },
      supportPhone: '020 7946 0321',
      supportEmail: 'moving@harbour-lettings.example',
    });
    expect(harbour.registrationNotice).toBe(fallback.registrationNotice);
    expect(harbour.trustScore).toBe(fallback.trustScore);
    expect(harbour.flags).toEqual({ ...fallback.flags, priorityAccess: true });
  });

  it('resolves a sub-partner: its own e-mail, its partner’s colours, phone, logo and so its name', async () => {
    const north = await getBranding('harbour-lettings-north');
    expect(north).toMatchObject({
      name: 'Harbour Lettings',
      logoAlt: 'Harbour Lettings',
      level: 2,
      partnerName: 'Harbour Lettings',
      supportEmail: 'north@harbour-lettings.example',
      supportPhone: '020 7946 0321',
      logoUrl: '/brand-assets/harbour-lettings.svg',
    });
  });

  it('resolves branch 101 at every level: branch phone and flag, sub-partner e-mail, partner colours, default notice', async () => {
    const [branch, partner, fallback] = await Promise.all([
      getBranding('harbour-lettings/101'),
      getBranding('harbour-lettings'),
      getBranding('default'),
    ]);
    expect(branch).toMatchObject({
      // One name per screen: the name on the logo the mover sees, not the sub-partner's or the branch's.
      name: 'Harbour Lettings',
      logoAlt: 'Harbour Lettings',
      urlRoute: 'harbour-lettings',
      level: 3,
      branchId: '101',
      branchName: 'Harbour Lettings Leeds',
      partnerName: 'Harbour Lettings',
      supportPhone: '0113 496 0101',
      supportEmail: 'north@harbour-lettings.example',
    });
    expect(branch.colours).toEqual(partner.colours);
    expect(branch.registrationNotice).toBe(fallback.registrationNotice);
    // The branch overrides FasterSwitching; the partner's PriorityAccess and the default's flags are inherited.
    expect(partner.flags.fasterSwitching).toBe(false);
    expect(branch.flags).toEqual({ ...partner.flags, fasterSwitching: true });
  });

  it('reaches the branch through its sub-partner route too', async () => {
    const branch = await getBranding('harbour-lettings-north/101');
    expect(branch).toMatchObject({
      urlRoute: 'harbour-lettings-north',
      branchId: '101',
      supportPhone: '0113 496 0101',
    });
  });

  it('turns the onboarding journey on for Oakfield Homes only', async () => {
    const oakfield = await getBranding('oakfield-homes');
    expect(oakfield).toMatchObject({
      name: 'Oakfield Homes',
      logoUrl: '/brand-assets/oakfield-homes.svg',
    });
    expect(oakfield.flags.onboardingJourney).toBe(true);
    expect((await getBranding('harbour-lettings')).flags.onboardingJourney).toBe(false);
  });

  it('reads the brand segment case-insensitively', async () => {
    expect((await getBranding('Harbour-Lettings')).name).toBe('Harbour Lettings');
  });

  it('gives every seeded brand WCAG AA contrast (4.5:1) for buttons and header', async () => {
    for (const path of [
      'default',
      'harbour-lettings',
      'harbour-lettings-north',
      'harbour-lettings/101',
      'oakfield-homes',
    ]) {
      const { colours } = await getBranding(path);
      expect(contrastRatio(colours.primary, colours.primaryText), path).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(colours.headerBackground, colours.headerText),
        path,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([
    ['an unknown brand', 'no-such-brand', 'BRAND_NOT_FOUND'],
    ['a malformed brand', 'not_a.brand', 'BRAND_NOT_FOUND'],
    ['an unknown branch', 'harbour-lettings/999', 'BRANCH_NOT_FOUND'],
    ['a branch of another partner', 'oakfield-homes/101', 'BRANCH_NOT_FOUND'],
    ['a non-numeric branch', 'harbour-lettings/leeds', 'BRANCH_NOT_FOUND'],
  ])('answers 404 with a clear message for %s', async (_name, path, code) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/branding/${path}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body.code).toBe(code);
    expect(body.message).toMatch(/^Sorry, /);
  });

  it('names the unknown brand in the message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/branding/no-such-brand',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json().message).toBe(
      'Sorry, we could not find a brand called "no-such-brand".',
    );
  });

  it('needs a token (spec: a visitor with an app token calls the brand)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/branding/default' })).statusCode).toBe(
      401,
    );
  });

  it('accepts a mover token as well as the app token', async () => {
    const mover = await t.createMover();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/branding/default',
      headers: { authorization: `Bearer ${await t.userToken(mover)}` },
    });
    expect(response.statusCode).toBe(200);
  });
});
