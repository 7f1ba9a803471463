import { describe, expect, it } from 'vitest';
import { energyCardBadges, smartMeterEmailText } from './energy-card-badges';
import { energyCardPriceFacts, type SignupAddOn } from './energy-summary';

const addOn = (overrides: Partial<SignupAddOn>): SignupAddOn => ({
  identifier: 'boiler-cover',
  title: 'Boiler cover',
  description: null,
  billingFrequency: 'Monthly',
  billedCostPence: 1_200,
  billedDiscountCostPence: 900,
  discountDescription: '£9 a month for the first 6 months',
  monthlyPence: 900,
  monthlyFullPence: 1_200,
  isOneOff: false,
  isSmartMeter: false,
  ...overrides,
});
const EV_CHARGER = addOn({
  identifier: 'ev-charger',
  title: 'Home EV charger installation',
  billingFrequency: 'One-off',
  billedCostPence: 79_900,
  billedDiscountCostPence: 69_900,
  monthlyPence: 0,
  monthlyFullPence: 0,
  isOneOff: true,
});

describe('the energy card badges and one-off set-up price', () => {
  it('energy with boiler cover at £9 of £12: a bundle, 2% off £137.00, no one-off price', () => {
    // £125.00 energy + £12.00 = £137.00; after the discount £134.00: 300 / 13,700 = 2.19% → 2%.
    expect(energyCardPriceFacts([addOn({})], 13_700, 13_400)).toEqual({
      isBundle: true,
      percentOff: 2,
      oneOffSetUpPriceFormatted: null,
    });
  });

  it('an EV charger fitted for £699.00 (£799.00 before its discount) is the one-off set-up price', () => {
    expect(energyCardPriceFacts([EV_CHARGER], 12_500, 12_500)).toEqual({
      isBundle: true,
      percentOff: null,
      oneOffSetUpPriceFormatted: '£699.00',
    });
  });

  it('a free smart meter is a one-off set-up of £0.00; energy alone is no bundle', () => {
    const smart = addOn({
      billingFrequency: 'One-off',
      billedCostPence: 0,
      billedDiscountCostPence: null,
      monthlyPence: 0,
      monthlyFullPence: 0,
      isOneOff: true,
      isSmartMeter: true,
    });
    expect(energyCardPriceFacts([smart], 12_500, 12_500).oneOffSetUpPriceFormatted).toBe('£0.00');
    expect(energyCardPriceFacts([], 12_500, 12_500)).toEqual({
      isBundle: false,
      percentOff: null,
      oneOffSetUpPriceFormatted: null,
    });
  });

  it('orders the badges Bundle, Pay As You Go, percent off, then the term and the smart meter', () => {
    expect(
      energyCardBadges({
        isBundle: true,
        paymentType: 'Prepayment Meter',
        percentOff: 5,
        fixedTerm: 'Fixed for 12 months, until 04/12/2027',
        smartRequested: true,
      }),
    ).toEqual([
      'Bundle',
      'Pay As You Go',
      '5% off',
      'Fixed for 12 months, until 04/12/2027',
      'Smart meter requested',
    ]);
    expect(
      energyCardBadges({
        paymentType: 'Monthly Direct Debit',
        fixedTerm: null,
        smartRequested: false,
      }),
    ).toEqual([]);
  });

  it('tells the mover their supplier will e-mail about fitting the smart meter', () => {
    expect(smartMeterEmailText('Hearthstone Energy')).toBe(
      'Hearthstone Energy will email you to book a day and time to fit your smart meter.',
    );
  });
});
