import { describe, expect, it } from 'vitest';
import { addOnPriceLine, addOnPriceText, catalogueAddOnPriceLine } from './add-on-price';

describe('addOnPriceText', () => {
  it('shows a recurring discount with how long it lasts and what it costs after', () => {
    const boilerCover = {
      billingFrequency: 'Monthly' as const,
      billedCostPence: 1200,
      billedDiscountCostPence: 900,
      discountDescription: 'for the first 6 months',
    };
    expect(addOnPriceText(boilerCover)).toEqual({
      price: '£9.00 a month for the first 6 months',
      afterDiscount: 'then £12.00 a month',
    });
    expect(addOnPriceLine(boilerCover)).toBe(
      '£9.00 a month for the first 6 months, then £12.00 a month',
    );
  });

  it('bills a quarterly discount per quarter, before and after', () => {
    expect(
      addOnPriceText({
        billingFrequency: 'Quarterly',
        billedCostPence: 1500,
        billedDiscountCostPence: 0,
        discountDescription: null,
      }),
    ).toEqual({ price: 'Free while the discount lasts', afterDiscount: 'then £15.00 a quarter' });
  });

  it('gives a one-off discount its reason and the full price', () => {
    expect(
      addOnPriceText({
        billingFrequency: 'One-off',
        billedCostPence: 79900,
        billedDiscountCostPence: 69900,
        discountDescription: '£100 off for new customers',
      }),
    ).toEqual({
      price: '£699.00 one-off (£100 off for new customers)',
      afterDiscount: 'full price £799.00',
    });
  });

  it('shows one price when there is no discount (or it is no cheaper)', () => {
    expect(
      addOnPriceText({
        billingFrequency: 'Annual',
        billedCostPence: 7800,
        billedDiscountCostPence: null,
        discountDescription: null,
      }),
    ).toEqual({ price: '£78.00 a year', afterDiscount: null });
    expect(
      addOnPriceText({
        billingFrequency: 'Monthly',
        billedCostPence: 500,
        billedDiscountCostPence: 500,
        discountDescription: 'x',
      }),
    ).toEqual({ price: '£5.00 a month', afterDiscount: null });
    expect(
      addOnPriceLine({
        billingFrequency: 'One-off',
        billedCostPence: 0,
        billedDiscountCostPence: null,
        discountDescription: null,
      }),
    ).toBe('Free');
  });
});

describe('catalogueAddOnPriceLine', () => {
  it('bills the catalogue cost by the frequency before wording it', () => {
    expect(
      catalogueAddOnPriceLine({
        billingFrequency: 'Quarterly',
        costPence: 750,
        discountCostPence: 600,
        discountDescription: 'for the first 2 quarters',
      }),
    ).toBe('£18.00 a quarter for the first 2 quarters, then £22.50 a quarter');
  });
});
