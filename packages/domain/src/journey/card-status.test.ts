import { describe, expect, it } from 'vitest';
import { CARD_STATUS_LABEL } from '../codes/card-status';
import {
  councilCardStatus,
  countsAsOptedIn,
  energyCardState,
  energyCardStatus,
  entertainmentCardState,
  entertainmentCardStatus,
  isAuthorityAvailable,
  waterCardStatus,
} from './card-status';

describe('council card', () => {
  it.each([
    {
      sees: 'Completed when registered and the mover said they sorted it',
      isCompleted: true,
      isAvailable: true,
      isRegistrationConfirmed: true,
      label: 'Completed',
    },
    {
      sees: 'To do when registered but not yet confirmed by the mover',
      isCompleted: true,
      isAvailable: true,
      isRegistrationConfirmed: false,
      label: 'To do',
    },
    {
      sees: 'To do when the mover confirmed but the registration is not complete',
      isCompleted: false,
      isAvailable: true,
      isRegistrationConfirmed: true,
      label: 'To do',
    },
    {
      sees: 'Completed when the council could not be identified',
      isCompleted: false,
      isAvailable: false,
      isRegistrationConfirmed: false,
      label: 'Completed',
    },
  ])('shows $sees', ({ label, ...council }) => {
    expect(CARD_STATUS_LABEL[councilCardStatus(council)]).toBe(label);
  });
});

describe('water card', () => {
  it.each([
    {
      sees: 'Completed in Scotland, where water is paid with council tax',
      isScotland: true,
      isCompleted: false,
      isAvailable: true,
      isRegistrationConfirmed: false,
      label: 'Completed',
    },
    {
      sees: 'Completed when registered and confirmed',
      isScotland: false,
      isCompleted: true,
      isAvailable: true,
      isRegistrationConfirmed: true,
      label: 'Completed',
    },
    {
      sees: 'Completed when the water board is unknown',
      isScotland: false,
      isCompleted: false,
      isAvailable: false,
      isRegistrationConfirmed: false,
      label: 'Completed',
    },
    {
      sees: 'To do in England before the mover confirms',
      isScotland: false,
      isCompleted: true,
      isAvailable: true,
      isRegistrationConfirmed: false,
      label: 'To do',
    },
  ])('shows $sees', ({ label, ...water }) => {
    expect(CARD_STATUS_LABEL[waterCardStatus(water)]).toBe(label);
  });
});

describe('energy and entertainment cards', () => {
  it.each([
    { isCompleted: true, label: 'Completed' },
    { isCompleted: false, label: 'To do' },
  ])('energy shows $label when complete is $isCompleted', ({ isCompleted, label }) => {
    expect(CARD_STATUS_LABEL[energyCardStatus({ isCompleted })]).toBe(label);
  });

  it.each([
    {
      sees: 'Completed when the package is complete',
      isCompleted: true,
      wombbUserConfirmed: true,
      label: 'Completed',
    },
    {
      sees: 'In progress when the mover confirmed a whole-of-market sign-up',
      isCompleted: false,
      wombbUserConfirmed: true,
      label: 'In progress',
    },
    { sees: 'To do otherwise', isCompleted: false, wombbUserConfirmed: false, label: 'To do' },
  ])('entertainment shows $sees', ({ label, ...entertainment }) => {
    expect(CARD_STATUS_LABEL[entertainmentCardStatus(entertainment)]).toBe(label);
  });
});

describe('consent rule for council and water', () => {
  it.each([
    {
      sees: 'combined toggle on: OptIn counts',
      toggle: true,
      isOptedIn: true,
      isConsented: false,
      counts: true,
    },
    {
      sees: 'combined toggle on: consent alone does not count',
      toggle: true,
      isOptedIn: false,
      isConsented: true,
      counts: false,
    },
    {
      sees: 'combined toggle off: consent counts',
      toggle: false,
      isOptedIn: false,
      isConsented: true,
      counts: true,
    },
    {
      sees: 'combined toggle off: OptIn alone does not count',
      toggle: false,
      isOptedIn: true,
      isConsented: null,
      counts: false,
    },
  ])('$sees', ({ toggle, isOptedIn, isConsented, counts }) => {
    expect(countsAsOptedIn({ isOptedIn, isConsented }, toggle)).toBe(counts);
  });

  it.each([
    { name: 'Camden Council', isAvailable: true },
    { name: '  ', isAvailable: false },
    { name: null, isAvailable: false },
  ])('treats the authority name $name as available: $isAvailable', ({ name, isAvailable }) => {
    expect(isAuthorityAvailable(name)).toBe(isAvailable);
  });
});

describe('what the confirmation cards offer', () => {
  it.each([
    {
      offers: 'completed',
      isOptedIn: true,
      isCompleted: true,
      isSkipped: false,
      isMoveInDateInRange: true,
    },
    {
      offers: 'skippedInRange',
      isOptedIn: true,
      isCompleted: false,
      isSkipped: true,
      isMoveInDateInRange: true,
    },
    {
      offers: 'skippedOutOfRange',
      isOptedIn: true,
      isCompleted: false,
      isSkipped: true,
      isMoveInDateInRange: false,
    },
    {
      offers: 'notOptedIn',
      isOptedIn: false,
      isCompleted: false,
      isSkipped: false,
      isMoveInDateInRange: true,
    },
    {
      offers: 'notCompleted',
      isOptedIn: true,
      isCompleted: false,
      isSkipped: false,
      isMoveInDateInRange: true,
    },
  ])('energy card offers $offers', ({ offers, ...energy }) => {
    expect(energyCardState(energy)).toBe(offers);
  });

  it.each([
    {
      offers: 'completed',
      isOptedIn: true,
      isCompleted: true,
      isSkipped: false,
      wombbUserConfirmed: false,
    },
    {
      offers: 'pendingProviderConfirmation',
      isOptedIn: true,
      isCompleted: false,
      isSkipped: false,
      wombbUserConfirmed: true,
    },
    {
      offers: 'skipped',
      isOptedIn: true,
      isCompleted: false,
      isSkipped: true,
      wombbUserConfirmed: false,
    },
    {
      offers: 'notOptedIn',
      isOptedIn: false,
      isCompleted: false,
      isSkipped: false,
      wombbUserConfirmed: false,
    },
    {
      offers: 'notCompleted',
      isOptedIn: true,
      isCompleted: false,
      isSkipped: false,
      wombbUserConfirmed: false,
    },
  ])('entertainment card offers $offers', ({ offers, ...entertainment }) => {
    expect(entertainmentCardState(entertainment)).toBe(offers);
  });
});

describe('every remaining card state', () => {
  it.each([
    { isCompleted: false, isAvailable: true, isRegistrationConfirmed: false, label: 'To do' },
    { isCompleted: true, isAvailable: false, isRegistrationConfirmed: true, label: 'Completed' },
  ])(
    'council: complete $isCompleted, available $isAvailable, confirmed $isRegistrationConfirmed shows $label',
    ({ label, ...council }) => {
      expect(CARD_STATUS_LABEL[councilCardStatus(council)]).toBe(label);
    },
  );

  it.each([
    {
      isScotland: false,
      isCompleted: false,
      isAvailable: true,
      isRegistrationConfirmed: true,
      label: 'To do',
    },
    {
      isScotland: false,
      isCompleted: false,
      isAvailable: true,
      isRegistrationConfirmed: false,
      label: 'To do',
    },
    {
      isScotland: true,
      isCompleted: true,
      isAvailable: true,
      isRegistrationConfirmed: true,
      label: 'Completed',
    },
    {
      isScotland: true,
      isCompleted: false,
      isAvailable: false,
      isRegistrationConfirmed: false,
      label: 'Completed',
    },
  ])(
    'water: Scotland $isScotland, complete $isCompleted, available $isAvailable, confirmed $isRegistrationConfirmed shows $label',
    ({ label, ...water }) => {
      expect(CARD_STATUS_LABEL[waterCardStatus(water)]).toBe(label);
    },
  );

  it('entertainment is Completed when complete without a whole-of-market confirmation', () => {
    expect(
      CARD_STATUS_LABEL[entertainmentCardStatus({ isCompleted: true, wombbUserConfirmed: false })],
    ).toBe('Completed');
  });

  it.each([
    {
      offers: 'completed',
      isOptedIn: false,
      isCompleted: true,
      isSkipped: true,
      isMoveInDateInRange: false,
    },
    {
      offers: 'skippedInRange',
      isOptedIn: false,
      isCompleted: false,
      isSkipped: true,
      isMoveInDateInRange: true,
    },
    {
      offers: 'notCompleted',
      isOptedIn: true,
      isCompleted: false,
      isSkipped: false,
      isMoveInDateInRange: false,
    },
  ])(
    'energy offers $offers (complete wins over skipped; skip wins over opt-in)',
    ({ offers, ...energy }) => {
      expect(energyCardState(energy)).toBe(offers);
    },
  );

  it.each([
    {
      offers: 'completed',
      isOptedIn: true,
      isCompleted: true,
      isSkipped: true,
      wombbUserConfirmed: true,
    },
    {
      offers: 'pendingProviderConfirmation',
      isOptedIn: true,
      isCompleted: false,
      isSkipped: true,
      wombbUserConfirmed: true,
    },
    {
      offers: 'skipped',
      isOptedIn: false,
      isCompleted: false,
      isSkipped: true,
      wombbUserConfirmed: false,
    },
  ])('entertainment offers $offers in order of precedence', ({ offers, ...entertainment }) => {
    expect(entertainmentCardState(entertainment)).toBe(offers);
  });
});
