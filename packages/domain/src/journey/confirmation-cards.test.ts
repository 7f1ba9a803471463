import { describe, expect, it } from 'vitest';
import type { ConfirmationDetails } from '../schemas/confirmation';
import { confirmationCards, energyCardTitle, ukDateAndTime } from './confirmation-cards';

type Facts = Parameters<typeof confirmationCards>[0];
type Summary = ConfirmationDetails['confirmationProductsSummary'];

const energy = {
  isOffered: true,
  isCompleted: false,
  isSkipped: false,
  fuelType: 'DualFuel',
  supplierName: null,
  supplierLogoUrl: null,
  tariffName: null,
  paymentType: null,
  isMoveInDateInRange: true,
  isMoveInDateInRangeOnCreation: true,
  isMoveInDateFuture: true,
  smartRequested: false,
  energySwitchDate: null,
  isSmartMeterInstallationAnyDayAndTime: false,
  estimatedTotalMonthlyAmountFormatted: null,
  estimatedTotalMonthlyAmountFormattedAfterDiscounts: null,
  fixedTerm: null,
  enhancedFeatures: [],
  addOns: [],
} satisfies Summary['energy'];

const summary: Summary = {
  energy,
  energySecondary: null,
  entertainment: {
    isOffered: true,
    isCompleted: false,
    isSkipped: false,
    wombbUserConfirmed: false,
    supplierName: null,
    supplierLogoUrl: null,
    packageName: null,
    contractTerm: null,
    estimatedSpeed: null,
    includesBroadband: false,
    includesPhone: false,
    includesTV: false,
    usageLimit: null,
    callPlanName: null,
    installationPrice: null,
    installationPriceFormatted: null,
    packageMonthlyAmount: null,
    packageMonthlyAmountFormatted: null,
    skyCallbackSlot: null,
    addOns: [],
  },
  council: {
    isConsented: true,
    isAvailable: true,
    isCompleted: true,
    councilName: 'Leeds City Council',
    councilLogoUrl: null,
    completeRegistrationLink: null,
    notification: null,
  },
  water: {
    isConsented: true,
    isAvailable: true,
    isCompleted: true,
    isScotland: false,
    boardName: 'Yorkshire Water',
    boardLogoUrl: null,
    completeRegistrationLink: null,
    notification: null,
  },
};

const facts: Facts = {
  ctwbJourneyToggle: false,
  councilOptIn: 1,
  waterOptIn: 1,
  councilConsented: true,
  waterConsented: true,
  councilIsMandatory: false,
  waterIsMandatory: false,
  councilRegistrationConfirmed: null,
  waterRegistrationConfirmed: null,
  confirmationProductsSummary: summary,
};

const shown = (f: Facts) => confirmationCards(f).map((c) => `${c.title}: ${c.statusLabel}`);

describe('the confirmation cards', () => {
  it('shows energy, broadband, council and water with their badges', () => {
    expect(shown(facts)).toEqual([
      'Energy: To do',
      'Broadband, Phone and TV: To do',
      'Council Tax: To do',
      'Water: To do',
    ]);
  });

  it('turns council and water Completed once the mover says they sorted them out', () => {
    expect(
      shown({
        ...facts,
        councilRegistrationConfirmed: true,
        waterRegistrationConfirmed: true,
      }).slice(2),
    ).toEqual(['Council Tax: Completed', 'Water: Completed']);
  });

  it('gives electricity and gas a card each for mixed meters', () => {
    const mixed = {
      ...summary,
      energy: { ...energy, fuelType: 'Electric' as const },
      energySecondary: { ...energy, fuelType: 'Gas' as const },
    };
    expect(shown({ ...facts, confirmationProductsSummary: mixed }).slice(0, 2)).toEqual([
      'Electricity: To do',
      'Gas: To do',
    ]);
  });

  it('leaves out a product the brand does not offer, and council or water the mover said no to', () => {
    const notOffered = {
      ...summary,
      energy: { ...energy, isOffered: false },
      entertainment: { ...summary.entertainment, isOffered: false },
    };
    expect(
      shown({
        ...facts,
        confirmationProductsSummary: notOffered,
        waterConsented: false,
        waterOptIn: 0,
      }),
    ).toEqual(['Council Tax: To do']);
  });

  it('shows a mandatory authority, and with the combined journey reads the OptIn answer', () => {
    const combined = {
      ...facts,
      ctwbJourneyToggle: true,
      councilConsented: null,
      waterConsented: null,
    };
    expect(shown({ ...combined, councilOptIn: 0, waterOptIn: 0 }).length).toBe(2);
    expect(
      shown({ ...combined, councilOptIn: 0, councilIsMandatory: true, waterOptIn: 0 }),
    ).toContain('Council Tax: To do');
  });

  it.each([
    ['DualFuel', 'Energy'],
    ['Electric', 'Electricity'],
    ['Gas', 'Gas'],
    [null, 'Energy'],
  ] as const)('titles a %s energy card "%s"', (fuelType, title) => {
    expect(energyCardTitle(fuelType)).toBe(title);
  });

  it('writes a time as a mover in the UK reads it, summer time included', () => {
    expect(ukDateAndTime('2026-11-23T14:05:00Z')).toEqual({ date: '23/11/2026', time: '14:05' });
    expect(ukDateAndTime('2026-07-01T23:30:00Z')).toEqual({ date: '02/07/2026', time: '00:30' });
  });
});
