import { describe, expect, it } from 'vitest';
import { ENERGY_BLOCK_MESSAGE, canEnergyOpen, energyBlockOf } from './energy-availability';
import { productLockExplanation, type ProductCard } from './product-selection';

const quotable = {
  quotableEnergy: true,
  isMoveInDateInRange: true,
  isMeterInfoValid: true,
  isManualAddress: false,
  isDomestic: true,
  nation: 'England',
} as const;

describe('whether energy can open, and why not', () => {
  it('opens for a quotable home within the move-in window', () => {
    expect(energyBlockOf(quotable)).toBeNull();
    expect(canEnergyOpen(quotable)).toBe(true);
  });

  it.each([
    [
      'a typed-in address',
      {
        ...quotable,
        quotableEnergy: false,
        isMeterInfoValid: false,
        isManualAddress: true,
        isDomestic: null,
        nation: null,
      },
      'typedInAddress',
    ],
    [
      'a home in Northern Ireland',
      { ...quotable, quotableEnergy: false, isMeterInfoValid: false, nation: 'NorthernIreland' },
      'northernIreland',
    ],
    [
      'a domestic home on a commercial supply (The Old Warehouse, BS1 6QF)',
      { ...quotable, quotableEnergy: false },
      'commercialSupply',
    ],
    [
      'a business address',
      { ...quotable, quotableEnergy: false, isDomestic: false },
      'commercialSupply',
    ],
    [
      'a home whose meters could not be supported',
      { ...quotable, quotableEnergy: false, isMeterInfoValid: false },
      'meterNotSupported',
    ],
    [
      'a move-in date more than 14 days away',
      { ...quotable, isMoveInDateInRange: false },
      'moveInDateOutOfRange',
    ],
  ] as const)('stays shut for %s, and says why', (_case, facts, block) => {
    expect(energyBlockOf(facts)).toBe(block);
    expect(canEnergyOpen(facts)).toBe(false);
  });

  it("says it in the spec's words where the spec has them (service-journeys 8)", () => {
    expect(ENERGY_BLOCK_MESSAGE.commercialSupply).toBe(
      "It looks like your address has a commercial energy supply rather than a domestic one which means I can't provide you with a quotation. You'll need to check your address or obtain a commercial quotation.",
    );
    expect(ENERGY_BLOCK_MESSAGE.meterNotSupported).toMatch(
      /^Unfortunately, we can't give you a quote right now\. We're unable to support your meter setup/,
    );
    expect(ENERGY_BLOCK_MESSAGE.moveInDateOutOfRange).toBe(
      'Unfortunately we cannot complete your energy set up until you are 14 days of moving in to your new property.',
    );
  });

  it('gives product selection the same reason, Northern Ireland included', () => {
    const locked = { lockReason: 'energyNotQuotable', title: 'Energy' } as unknown as ProductCard;
    const home = { isMeterInfoValid: false, isManualAddress: false, isDomestic: true } as const;
    expect(productLockExplanation(locked, { ...home, nation: 'NorthernIreland' })).toBe(
      ENERGY_BLOCK_MESSAGE.northernIreland,
    );
    expect(
      productLockExplanation(locked, { ...home, isMeterInfoValid: true, nation: 'England' }),
    ).toBe(ENERGY_BLOCK_MESSAGE.commercialSupply);
  });
});
