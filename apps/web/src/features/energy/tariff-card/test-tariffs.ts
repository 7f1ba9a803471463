import type { PricedFuel, PricedTariff } from '@threshold/domain/schemas/energy-quotes';

/** Test data: priced tariffs as POST /api/quotes answers them, for the card and the list tests. */

const electricity: PricedFuel = {
  unitRate1: 2611,
  unitRate2: null,
  unitRate1Label: 'Unit rate',
  unitRate2Label: null,
  standingCharge: 5719,
  annualKwh1: 2500,
  annualKwh2: null,
  exitFeePence: 0,
  annualCostPence: 86150,
  monthlyCostPence: 7179,
};

const gas: PricedFuel = {
  unitRate1: 733,
  unitRate2: null,
  unitRate1Label: 'Unit rate',
  unitRate2Label: null,
  standingCharge: 2904,
  annualKwh1: 9500,
  annualKwh2: null,
  exitFeePence: 0,
  annualCostPence: 80235,
  monthlyCostPence: 6686,
};

export const QUOTE_ID = '6b1f3c2a-1d4e-4f5a-9b8c-7d6e5f4a3b2c';

/** A dual fuel tariff of the featured supplier; change what a test needs. */
export function tariffWith(changes: Partial<PricedTariff> = {}): PricedTariff {
  const id = changes.id ?? 'threshold-fix-12';
  return {
    id,
    identifier: id,
    tariffUrl: id,
    quoteId: QUOTE_ID,
    priceId: `${id}:${changes.energyType ?? 'DualFuel'}`,
    tariffName: 'Threshold Fix 12',
    supplierId: 'threshold-energy',
    supplierName: 'Threshold Energy',
    supplierImageUrl: '/images/suppliers/threshold-energy.svg',
    isFeaturedSupplier: true,
    energyType: 'DualFuel',
    tariffType: 'Fixed',
    paymentMethod: 'Monthly Direct Debit',
    contractLength: 12,
    fixedTermEnd: '2027-08-31',
    isPaperless: true,
    isSmartSpecific: false,
    isDefault: false,
    recommendationReason: null,
    uspText: 'Prices fixed for 12 months',
    enhancedFeatures: ['Online account'],
    offersGreenerUpgrade: false,
    winterUplift: true,
    electricity,
    gas,
    newSpend: 166385,
    newSpendMonthly: 13865,
    newSpendMonthlyElec: 7179,
    newSpendMonthlyGas: 6686,
    svtSaving: 4210,
    termsUrl: null,
    ...changes,
  };
}
