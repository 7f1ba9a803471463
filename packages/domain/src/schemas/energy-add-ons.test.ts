import { describe, expect, it } from 'vitest';
import { addOnBilledCostPence, isAddOnIncluded, isAddOnOffered } from './energy-add-ons';

const directDebit = { isSmartSpecific: false, paymentMethod: 'Monthly Direct Debit' } as const;
const smartDirectDebit = { isSmartSpecific: true, paymentMethod: 'Monthly Direct Debit' } as const;
const payg = { isSmartSpecific: false, paymentMethod: 'Prepayment Meter' } as const;

describe('add-on offer rules', () => {
  it('offers pay-as-you-go smart meters only with prepayment', () => {
    expect(isAddOnOffered({ smartMeterKind: 'payg-smart' }, payg)).toBe(true);
    expect(isAddOnOffered({ smartMeterKind: 'payg-smart' }, directDebit)).toBe(false);
  });

  it('offers specific smart meters only with a smart-specific tariff, and then as Included', () => {
    expect(isAddOnOffered({ smartMeterKind: 'smart' }, directDebit)).toBe(false);
    expect(isAddOnOffered({ smartMeterKind: 'smart' }, smartDirectDebit)).toBe(true);
    expect(isAddOnIncluded({ smartMeterKind: 'smart' }, smartDirectDebit)).toBe(true);
    expect(isAddOnIncluded({ smartMeterKind: null }, smartDirectDebit)).toBe(false);
  });

  it('offers every other add-on with any tariff', () => {
    expect(isAddOnOffered({ smartMeterKind: null }, directDebit)).toBe(true);
    expect(isAddOnOffered({ smartMeterKind: null }, payg)).toBe(true);
  });

  it('shows the billed cost: the discount while it lasts, times the billing multiplier', () => {
    expect(
      addOnBilledCostPence({
        billingFrequency: 'Quarterly',
        costPence: 500,
        discountCostPence: null,
        smartMeterKind: null,
      }),
    ).toBe(1500);
    expect(
      addOnBilledCostPence({
        billingFrequency: 'Annual',
        costPence: 500,
        discountCostPence: 250,
        smartMeterKind: null,
      }),
    ).toBe(3000);
    expect(
      addOnBilledCostPence({
        billingFrequency: 'One-off',
        costPence: 4900,
        discountCostPence: null,
        smartMeterKind: null,
      }),
    ).toBe(4900);
  });
});
