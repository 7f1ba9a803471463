import type { OnboardingJourney } from '@threshold/domain/schemas/onboarding';
import { describe, expect, it } from 'vitest';
import { shownAddress, shownDate } from './onboarding-details';

const journey = (overrides: Partial<OnboardingJourney>): OnboardingJourney => ({
  firstName: 'Priya',
  surname: 'Shah',
  dateOfBirth: '1990-04-12',
  phoneNumber: null,
  emailAddress: null,
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
  ...overrides,
});

describe('the review page shows the journey as a person reads it', () => {
  it('shows dates as dd/MM/yyyy (spec section 9)', () => {
    expect(shownDate('1990-04-12')).toBe('12/04/1990');
    expect(shownDate(null)).toBeNull();
  });

  it('shows a chosen address with its postcode once', () => {
    expect(
      shownAddress(journey({ address: 'k1', addressHumanReadable: '1 Park Row, Leeds' })),
    ).toBe('1 Park Row, Leeds, LS1 4AP');
    expect(
      shownAddress(journey({ address: 'k1', addressHumanReadable: '1 Park Row, Leeds, LS1 4AP' })),
    ).toBe('1 Park Row, Leeds, LS1 4AP');
  });

  it('shows typed lines without the blank ones', () => {
    expect(
      shownAddress(
        journey({
          isManualAddress: true,
          manualAddressStreetOne: '2 Mill Lane',
          manualAddressStreetTwo: '',
          manualAddressTown: 'Leeds',
          manualAddressCounty: 'West Yorkshire',
        }),
      ),
    ).toBe('2 Mill Lane, Leeds, West Yorkshire, LS1 4AP');
  });

  it('shows nothing when no address is chosen yet', () => {
    expect(shownAddress(journey({}))).toBeNull();
  });
});
