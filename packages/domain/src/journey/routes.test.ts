import { describe, expect, it } from 'vitest';
import {
  JOURNEY_ORDER,
  ROUTES,
  ROUTE_PATTERNS,
  autoLogInPath,
  brandedPath,
  broadbandDetailsPath,
  confirmDetailsPath,
  continuePath,
  emailPreferencePath,
  energyDetailsPath,
  energyPaymentPath,
  energyPsrPath,
  energySignupPath,
  energySwitchPath,
  isOnboardingEditKey,
  onboardingEditPath,
  onboardingVerifyPath,
  passwordResetPath,
  pendingConfirmDetailsPath,
  pendingUnpopulatedPersonalDetailsPath,
  providerSignupPath,
} from './routes';

describe('route builders', () => {
  it.each([
    { sees: 'auto log-in', path: autoLogInPath('abc'), expected: '/log-in/abc' },
    { sees: 'password reset', path: passwordResetPath('r1'), expected: '/password-reset/r1' },
    { sees: 'comm-click without a token', path: continuePath(), expected: '/continue' },
    { sees: 'comm-click with a token', path: continuePath('c1'), expected: '/continue/c1' },
    { sees: 'confirm details', path: confirmDetailsPath('s1'), expected: '/confirm-details/s1' },
    {
      sees: 'unsubscribe with its queries',
      path: emailPreferencePath('unsubscribe', 't1', {
        email: 'a+b@example.com',
        source: 'welcome',
      }),
      expected: '/email/unsubscribe/t1?email=a%2Bb%40example.com&source=welcome',
    },
    {
      sees: 'confirm unsubscribe',
      path: emailPreferencePath('confirm-unsubscribe', 't1', { email: 'a@b.co', source: 's' }),
      expected: '/email/confirm-unsubscribe/t1?email=a%40b.co&source=s',
    },
    {
      sees: 'unpopulated personal details',
      path: pendingUnpopulatedPersonalDetailsPath('u1'),
      expected: '/pending/personal-details/unpopulated/u1',
    },
    {
      sees: 'pending confirm details without a token',
      path: pendingConfirmDetailsPath(),
      expected: '/pending/confirm-details',
    },
    {
      sees: 'pending confirm details with a token',
      path: pendingConfirmDetailsPath('k'),
      expected: '/pending/confirm-details/k',
    },
    {
      sees: 'onboarding verify',
      path: onboardingVerifyPath('o1'),
      expected: '/onboarding/verify/o1',
    },
    {
      sees: 'onboarding edit',
      path: onboardingEditPath('moveInDate'),
      expected: '/onboarding/edit/moveInDate',
    },
    {
      sees: 'tariff details by url',
      path: energyDetailsPath({ tariffUrl: 'fixed-12m' }),
      expected: '/enrolment/energy/details/fixed-12m',
    },
    {
      sees: 'tariff details by price',
      path: energyDetailsPath({ supplier: 'acme', priceId: 42 }),
      expected: '/enrolment/energy/details/acme/42',
    },
    { sees: 'add-ons plain', path: energySignupPath(), expected: '/enrolment/energy/signup' },
    {
      sees: 'add-ons by price',
      path: energySignupPath({ supplier: 'acme', priceId: '42' }),
      expected: '/enrolment/energy/signup/acme/42',
    },
    {
      sees: 'switch by price',
      path: energySwitchPath({ supplier: 'acme', priceId: 1 }),
      expected: '/enrolment/energy/switch/acme/1',
    },
    {
      sees: 'psr by price',
      path: energyPsrPath({ supplier: 'acme', priceId: 1 }),
      expected: '/enrolment/energy/psr/acme/1',
    },
    {
      sees: 'payment by price',
      path: energyPaymentPath({ supplier: 'acme', priceId: 1 }),
      expected: '/enrolment/energy/payment/acme/1',
    },
    {
      sees: 'package details',
      path: broadbandDetailsPath({ packageId: 9, sourceId: 2 }),
      expected: '/enrolment/entertainment/whole-of-market/broadband-details/9/2',
    },
    {
      sees: 'satellite sign-up',
      path: providerSignupPath('sky', { packageId: 9, sourceId: 2 }),
      expected: '/enrolment/entertainment/sky/signup/9/2',
    },
    {
      sees: 'a token with a slash stays one segment',
      path: autoLogInPath('a/b?c'),
      expected: '/log-in/a%2Fb%3Fc',
    },
  ])('builds $sees', ({ path, expected }) => {
    expect(path).toBe(expected);
  });

  it.each([
    {
      brand: 'default',
      branch: undefined,
      path: ROUTES.movingDetails,
      expected: '/default/enrolment/moving-details',
    },
    {
      brand: 'acme-lettings',
      branch: '12',
      path: ROUTES.confirmation,
      expected: '/acme-lettings/12/enrolment/confirmation',
    },
    { brand: 'default', branch: null, path: ROUTES.home, expected: '/default/' },
  ])('puts $path under the brand $brand', ({ brand, branch, path, expected }) => {
    expect(brandedPath(brand, path, branch)).toBe(expected);
  });
});

describe('route names', () => {
  it('keeps the spec paths the pages are known by', () => {
    expect(ROUTES.movingDetails).toBe('/enrolment/moving-details');
    expect(ROUTES.energyDetailsEnergySwitch).toBe('/enrolment/energy/details/energy-switch');
    expect(ROUTES.broadbandList).toBe('/enrolment/entertainment/broadband-list');
  });

  it('has no two names for the same path', () => {
    const paths = [...Object.values(ROUTES), ...Object.values(ROUTE_PATTERNS)];
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the journey in the spec order, ending at confirmation', () => {
    expect(JOURNEY_ORDER.at(-1)).toBe(ROUTES.confirmation);
    expect(JOURNEY_ORDER.indexOf(ROUTES.councilServicesUpfront)).toBeLessThan(
      JOURNEY_ORDER.indexOf(ROUTES.productSelection),
    );
  });

  it.each([
    { key: 'firstName', isKnown: true },
    { key: 'moveInDate', isKnown: true },
    { key: 'password', isKnown: false },
  ])('treats onboarding edit key $key as known: $isKnown', ({ key, isKnown }) => {
    expect(isOnboardingEditKey(key)).toBe(isKnown);
  });
});
