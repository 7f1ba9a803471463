import { describe, expect, it } from 'vitest';
import type { PricedTariff } from '../schemas/energy-quotes';
import {
  chosenEnergyFields,
  energySignupRecordSchema,
  fixedTermText,
  NOTHING_CHOSEN,
  type SignupAddOn,
} from './energy-summary';

const TARIFF: PricedTariff = {
  id: 'fix-12',
  identifier: 'fix-12',
  tariffUrl: 'fix-12',
  quoteId: '00000000-0000-4000-8000-000000000001',
  priceId: 'fix-12:DualFuel',
  tariffName: 'Fix 12 Months',
  supplierId: 'harbour-energy',
  supplierName: 'Harbour Energy',
  supplierImageUrl: '/logos/harbour.svg',
  isFeaturedSupplier: true,
  energyType: 'DualFuel',
  tariffType: 'Fixed',
  paymentMethod: 'Monthly Direct Debit',
  contractLength: 12,
  fixedTermEnd: '2027-12-01',
  isPaperless: true,
  isSmartSpecific: false,
  isDefault: true,
  recommendationReason: null,
  uspText: null,
  enhancedFeatures: ['No exit fees', '100% renewable electricity'],
  offersGreenerUpgrade: false,
  winterUplift: true,
  electricity: null,
  gas: null,
  newSpend: 150_000,
  newSpendMonthly: 12_500,
  newSpendMonthlyElec: 8_000,
  newSpendMonthlyGas: 4_500,
  svtSaving: 5_000,
  termsUrl: null,
};

const BOILER: SignupAddOn = {
  identifier: 'boiler-cover',
  title: 'Boiler cover',
  description: 'Annual service and repairs',
  billingFrequency: 'Monthly',
  billedCostPence: 1_200,
  billedDiscountCostPence: 600,
  discountDescription: 'Half price for 6 months',
  monthlyPence: 600,
  monthlyFullPence: 1_200,
  isOneOff: false,
  isSmartMeter: false,
};
const SMART: SignupAddOn = {
  identifier: 'smart-meter',
  title: 'Smart meter',
  description: null,
  billingFrequency: 'One-off',
  billedCostPence: 0,
  billedDiscountCostPence: null,
  discountDescription: null,
  monthlyPence: 0,
  monthlyFullPence: 0,
  isOneOff: true,
  isSmartMeter: true,
};

describe('the energy card from the chosen tariff and its sign-up', () => {
  it("says what a discounted add-on costs after its discount (the summary's discountEndDescription)", () => {
    const fields = chosenEnergyFields({
      tariff: TARIFF,
      addOns: [BOILER, SMART],
      startDate: null,
      signupRecord: null,
      signupState: null,
    });
    expect(fields.addOns.map((addOn) => addOn.discountEndDescription)).toEqual([
      'then £12.00 a month',
      null,
    ]);
  });

  it('keeps the foundation and group marketing opt-ins in the sign-up record, false in records made before them', () => {
    const payment = {
      paperMandate: false,
      preferredDay: 15,
      bankAccountEnding: '958',
      smartReadDataPreferences: false,
      smartBillingDataRate: 'Monthly',
      smartSettlementDataRate: 'Daily',
      marketingEmail: false,
      marketingSms: false,
      priorityServicesRequired: false,
    };
    const record = {
      reference: 'TE-ABCD2345',
      supplierId: 'harbour-energy',
      supplierName: 'Harbour Energy',
      supplierLogoUrl: '/logo.svg',
      tariffs: [TARIFF],
      addOns: [],
      startDate: null,
      coolingOffAgreed: false,
      psr: null,
      paymentMethod: 'Monthly Direct Debit',
      smartRequested: false,
      completedAt: '2026-03-02T10:00:00.000Z',
    };
    const kept = energySignupRecordSchema.parse({
      ...record,
      payment: { ...payment, foundationMarketing: true, groupMarketing: false },
    });
    expect(kept.payment).toMatchObject({ foundationMarketing: true, groupMarketing: false });
    expect(energySignupRecordSchema.parse({ ...record, payment }).payment).toMatchObject({
      foundationMarketing: false,
      groupMarketing: false,
    });
  });

  it('is empty before a tariff is chosen', () => {
    expect(
      chosenEnergyFields({
        tariff: null,
        addOns: [],
        startDate: null,
        signupRecord: null,
        signupState: null,
      }),
    ).toEqual(NOTHING_CHOSEN);
  });

  it('shows supplier, tariff, payment, start date, term, features and the monthly estimate with add-ons, in full and after discounts', () => {
    const fields = chosenEnergyFields({
      tariff: TARIFF,
      addOns: [BOILER, SMART],
      startDate: '2026-12-14',
      signupRecord: null,
      signupState: {
        supplierName: 'Harbour Energy',
        reference: 'TH-ABC',
        state: 'queued',
        stateAt: '2026-11-24T10:00:00.000Z',
      },
    });
    expect(fields).toMatchObject({
      supplierName: 'Harbour Energy',
      supplierLogoUrl: '/logos/harbour.svg',
      tariffName: 'Fix 12 Months',
      paymentType: 'Monthly Direct Debit',
      energySwitchDate: '2026-12-14',
      // £125.00 a month for the energy, plus £12.00 boiler cover (£6.00 while discounted).
      estimatedTotalMonthlyAmountFormatted: '£137.00',
      estimatedTotalMonthlyAmountFormattedAfterDiscounts: '£131.00',
      fixedTerm: 'Fixed for 12 months, until 14/12/2027',
      enhancedFeatures: ['No exit fees', '100% renewable electricity'],
      smartRequested: true,
      // Badges: add-ons make a bundle; £6.00 off £137.00 is 4.38%, shown as 4% off.
      isBundle: true,
      percentOff: 4,
      oneOffSetUpPriceFormatted: '£0.00',
      signup: { state: 'queued', reference: 'TH-ABC' },
    });
    expect(fields.addOns.map((a) => [a.title, a.cost, a.discountCost, a.isDD, a.isOneOff])).toEqual(
      [
        ['Boiler cover', 1_200, 600, true, false],
        ['Smart meter', 0, null, false, true],
      ],
    );
  });

  it('has no after-discounts figure when nothing is discounted, and no term for a variable tariff', () => {
    const fields = chosenEnergyFields({
      tariff: { ...TARIFF, tariffType: 'Variable', contractLength: null },
      addOns: [],
      startDate: null,
      signupRecord: null,
      signupState: null,
    });
    expect(fields.estimatedTotalMonthlyAmountFormatted).toBe('£125.00');
    expect(fields.estimatedTotalMonthlyAmountFormattedAfterDiscounts).toBeNull();
    expect(fields.fixedTerm).toBeNull();
    expect(fields.smartRequested).toBe(false);
  });

  it('words a fixed term without a start date by the end the list showed (from the default start date)', () => {
    expect(fixedTermText(TARIFF, null)).toBe('Fixed for 12 months, until 01/12/2027');
    expect(fixedTermText({ ...TARIFF, fixedTermEnd: null }, null)).toBe('Fixed for 12 months');
  });

  it('says "Fixed for 1 month" for a one-month term, not "1 months"', () => {
    const oneMonth = { ...TARIFF, contractLength: 1 };
    expect(fixedTermText({ ...oneMonth, fixedTermEnd: null }, null)).toBe('Fixed for 1 month');
    expect(fixedTermText(oneMonth, '2026-12-14')).toBe('Fixed for 1 month, until 14/01/2027');
  });

  it("carries the tariff's terms PDF, the general terms and who supplies each fuel to the card", () => {
    const fields = chosenEnergyFields({
      tariff: {
        ...TARIFF,
        generalTermsUrl: 'https://harbour.example/terms',
        tariffTermsPDF: 'https://harbour.example/fix-12/terms.pdf',
        elecDisplaySupplierName: 'Harbour Energy',
        gasDisplaySupplierName: 'Saltmarsh Energy',
      },
      addOns: [],
      startDate: null,
      signupRecord: null,
      signupState: null,
    });
    expect(fields).toMatchObject({
      tariffTermsPDF: 'https://harbour.example/fix-12/terms.pdf',
      generalTermsUrl: 'https://harbour.example/terms',
      elecDisplaySupplierName: 'Harbour Energy',
      gasDisplaySupplierName: 'Saltmarsh Energy',
    });
  });

  it('counts the term from the chosen start date by the same rule as the list', () => {
    // The list priced this tariff with a default start of 01/12/2026; the mover then chose 14/12/2026.
    expect(fixedTermText(TARIFF, '2026-12-01')).toBe('Fixed for 12 months, until 01/12/2027');
    expect(fixedTermText(TARIFF, '2026-12-14')).toBe('Fixed for 12 months, until 14/12/2027');
  });
});
