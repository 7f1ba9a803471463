import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnboardingJourney } from './onboarding-guard';

const JOURNEY = {
  firstName: 'Priya',
  surname: 'Shah',
  dateOfBirth: '1990-04-12',
  phoneNumber: null,
  emailAddress: 'priya@example.com',
  isManualAddress: false,
  address: null,
  addressHumanReadable: null,
  manualAddressStreetOne: null,
  manualAddressStreetTwo: null,
  manualAddressTown: null,
  manualAddressCounty: null,
  postcode: 'LS1 4AP',
  moveInDate: null,
  committedAt: null,
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

function redirectedTo(result: unknown): string | null {
  return result instanceof Response ? result.headers.get('Location') : null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('onboarding pages load the journey first (spec section 2)', () => {
  it('gives the page the journey', async () => {
    sessionStorage.setItem('anonymousUserToken', 'anonymous-token');
    answer(200, JOURNEY);
    expect(await loadOnboardingJourney()).toEqual(JOURNEY);
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer anonymous-token');
  });

  it('sends a committed journey on to /enrolment', async () => {
    answer(200, { ...JOURNEY, committedAt: '2026-11-23T12:00:00.000Z' });
    expect(redirectedTo(await loadOnboardingJourney())).toBe('/enrolment');
  });

  it('sends a 401 to /login and forgets the dead token', async () => {
    sessionStorage.setItem('anonymousUserToken', 'expired');
    answer(401, { message: 'Please log in to continue.' });
    expect(redirectedTo(await loadOnboardingJourney())).toBe('/login');
    expect(sessionStorage.getItem('anonymousUserToken')).toBeNull();
  });

  it.each([403, 404, 500])('sends any other answer (%i) to /', async (status) => {
    answer(status, { message: 'No' });
    expect(redirectedTo(await loadOnboardingJourney())).toBe('/');
  });

  it('sends a failed call to /', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(redirectedTo(await loadOnboardingJourney())).toBe('/');
  });
});
