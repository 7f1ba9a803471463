import { describe, expect, it } from 'vitest';
import { firstYearCostPence, monthlyBillPence, pricePackage } from './package-pricing';

describe('pricePackage', () => {
  it('prices an 18-month contract at £25 for 6 months then £35, line rental included, £19.99 set-up', () => {
    const facts = {
      setupCost: 1999,
      contractLengthMonths: 18,
      lineRentalCost: 0,
      lineRentalIncluded: true,
      standardMonthlyCost: 3500,
      pricingOffers: [{ numberOfMonths: 6, price: 2500 }],
    };
    const pricing = pricePackage(facts);
    // first year: 6 × 2500 + 6 × 3500 = 36,000p
    expect(pricing.annualPricing.firstYearWithoutSetup).toBe(36_000);
    // contract: 6 × 2500 + 12 × 3500 = 57,000p; average 57,000 / 18 = 3,166.67 → 3,167p
    expect(pricing.averageMonthlyIncludingLineRental).toBe(3167);
    expect(pricing.totalPricing.total).toBe(57_000 + 1999);
    expect(firstYearCostPence(pricing)).toBe(37_999);
  });

  it('adds line rental to every month when it is not included', () => {
    const facts = {
      setupCost: 0,
      contractLengthMonths: 12,
      lineRentalCost: 2199,
      lineRentalIncluded: false,
      standardMonthlyCost: 1000,
      pricingOffers: [],
    };
    expect(monthlyBillPence(facts, 1)).toBe(3199);
    expect(pricePackage(facts).annualPricing.firstYearWithoutSetup).toBe(12 * 3199);
  });

  it('costs a rolling monthly contract (0 months) over a year', () => {
    const pricing = pricePackage({
      setupCost: 500,
      contractLengthMonths: 0,
      lineRentalCost: 0,
      lineRentalIncluded: true,
      standardMonthlyCost: 2000,
      pricingOffers: [],
    });
    expect(pricing.averageMonthlyIncludingLineRental).toBe(2000);
    expect(pricing.totalPricing.total).toBe(24_500);
  });
});

describe('firstYearCostPence: the first year with the set-up fee', () => {
  it('is 12 bills plus set-up on an 18-month cable contract: 12 × £29.50 + £35 = £389', () => {
    const pricing = pricePackage({
      setupCost: 3500,
      contractLengthMonths: 18,
      lineRentalCost: 0,
      lineRentalIncluded: true,
      standardMonthlyCost: 2950,
      pricingOffers: [],
    });
    expect(pricing.annualPricing.firstYearWithoutSetup).toBe(35_400);
    expect(firstYearCostPence(pricing)).toBe(38_900);
  });

  it('counts a year of a rolling contract and its set-up: 12 × £20 + £5 = £245', () => {
    const pricing = pricePackage({
      setupCost: 500,
      contractLengthMonths: 0,
      lineRentalCost: 0,
      lineRentalIncluded: true,
      standardMonthlyCost: 2000,
      pricingOffers: [],
    });
    expect(firstYearCostPence(pricing)).toBe(24_500);
  });

  it('adds line rental to each bill before the set-up: 12 × (£10 + £21.99) + £9.99 = £393.87', () => {
    const pricing = pricePackage({
      setupCost: 999,
      contractLengthMonths: 24,
      lineRentalCost: 2199,
      lineRentalIncluded: false,
      standardMonthlyCost: 1000,
      pricingOffers: [],
    });
    expect(firstYearCostPence(pricing)).toBe(39_387);
  });
});
