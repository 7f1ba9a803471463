import type { PackagePricing } from '../schemas/broadband';
import { divideRounded } from '../money/pence';

/** What the catalogue says of a package's price; the rest of its pricing is worked out. */
export type PackagePriceFacts = {
  setupCost: number;
  /** 0 is a rolling monthly contract. */
  contractLengthMonths: number;
  lineRentalCost: number;
  lineRentalIncluded: boolean;
  standardMonthlyCost: number;
  /** An introductory price for the first numberOfMonths months (at most one offer). */
  pricingOffers: ReadonlyArray<{ numberOfMonths: number; price: number }>;
};

/** A rolling contract is costed over a year, so its total compares with a 12-month one. */
const ROLLING_CONTRACT_COSTED_MONTHS = 12;

/** The monthly bill in month `month` (1-based): the offer price while it lasts, plus line rental. */
export function monthlyBillPence(facts: PackagePriceFacts, month: number): number {
  const offer = facts.pricingOffers.find((o) => month <= o.numberOfMonths);
  const price = offer ? offer.price : facts.standardMonthlyCost;
  return price + (facts.lineRentalIncluded ? 0 : facts.lineRentalCost);
}

function sumOfBills(facts: PackagePriceFacts, months: number): number {
  let total = 0;
  for (let month = 1; month <= months; month += 1) total += monthlyBillPence(facts, month);
  return total;
}

/** The spec's pricing block, in whole pence, from the catalogue's price facts. */
export function pricePackage(facts: PackagePriceFacts): PackagePricing {
  const costedMonths = facts.contractLengthMonths || ROLLING_CONTRACT_COSTED_MONTHS;
  const contractBills = sumOfBills(facts, costedMonths);
  return {
    setupCost: facts.setupCost,
    contractLengthMonths: facts.contractLengthMonths,
    lineRentalCost: facts.lineRentalCost,
    lineRentalIncluded: facts.lineRentalIncluded,
    monthlyPricing: {
      standardMonthlyCost: facts.standardMonthlyCost,
      pricingOffers: facts.pricingOffers.map((o) => ({ ...o })),
    },
    averageMonthlyIncludingLineRental: divideRounded(contractBills, costedMonths),
    annualPricing: { firstYearWithoutSetup: sumOfBills(facts, 12) },
    totalPricing: { total: contractBills + facts.setupCost },
  };
}

/** The first year's cost with set-up: what "Cheapest overall price" and sort 2 compare. */
export function firstYearCostPence(pricing: PackagePricing): number {
  return pricing.annualPricing.firstYearWithoutSetup + pricing.setupCost;
}
