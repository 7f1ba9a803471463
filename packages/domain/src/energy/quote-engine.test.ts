import { describe, expect, it } from 'vitest';
import {
  priceAddOn,
  priceFuel,
  priceTariff,
  splitEconomy7Kwh,
  vatIncludedPence,
  type TariffToPrice,
} from './quote-engine';

/**
 * Worked examples, each computed by hand in the comment beside it. Rates are hundredths of a
 * penny (26.11p/kWh is 2611), money is whole pence; one rounding per fuel, half away from zero.
 */

// The Ofgem cap 1 Jul – 30 Sep 2026, GB average, direct debit, VAT included.
const capElectricity = { unitRate: 2611, unitRate2: null, standingCharge: 5719 };
const capGas = { unitRate: 733, unitRate2: null, standingCharge: 2904 };

const directDebitDualFuel: TariffToPrice = {
  energyType: 'DualFuel',
  paymentMethod: 'Monthly Direct Debit',
  isPaperless: true,
  exitFeePencePerFuel: 0,
  electricity: capElectricity,
  gas: capGas,
};

describe('priceFuel', () => {
  it('prices single-rate electricity: standing charge × 365 + unit rate × kWh, rounded once', () => {
    // 57.19p × 365 = 5719 × 365 = 2,087,435 hundredths
    // 26.11p × 2,700 kWh = 2611 × 2700 = 7,049,700 hundredths
    // total 9,137,135 hundredths = 91,371.35p → 91,371p (£913.71); monthly 91,371 / 12 = 7,614.25 → 7,614p
    expect(
      priceFuel({
        unitRate1: 2611,
        unitRate2: null,
        standingCharge: 5719,
        kwh1: 2700,
        kwh2: null,
        exitFeePence: 0,
      }),
    ).toEqual({
      unitRate1: 2611,
      unitRate2: null,
      unitRate1Label: 'Unit rate',
      unitRate2Label: null,
      standingCharge: 5719,
      annualKwh1: 2700,
      annualKwh2: null,
      exitFeePence: 0,
      annualCostPence: 91_371,
      monthlyCostPence: 7_614,
    });
  });

  it('labels Economy 7 rates Day rate and Night rate and prices both', () => {
    // 5300 × 365 = 1,934,500; 3050 × 2,262 = 6,899,100; 1480 × 1,638 = 2,424,240
    // total 11,257,840 hundredths = 112,578.40p → 112,578p; monthly 112,578 / 12 = 9,381.5 → 9,382p
    const fuel = priceFuel({
      unitRate1: 3050,
      unitRate2: 1480,
      standingCharge: 5300,
      kwh1: 2262,
      kwh2: 1638,
      exitFeePence: 7500,
    });
    expect(fuel.unitRate1Label).toBe('Day rate');
    expect(fuel.unitRate2Label).toBe('Night rate');
    expect(fuel.annualCostPence).toBe(112_578);
    expect(fuel.monthlyCostPence).toBe(9_382);
    expect(fuel.exitFeePence).toBe(7500);
  });

  it('refuses fractional kWh', () => {
    expect(() =>
      priceFuel({
        unitRate1: 2611,
        unitRate2: null,
        standingCharge: 5719,
        kwh1: 2.5,
        kwh2: null,
        exitFeePence: 0,
      }),
    ).toThrow(RangeError);
  });
});

describe('Economy 7 split', () => {
  it('splits a total 58% day / 42% night, the night share rounded', () => {
    // 3,900 × 42% = 1,638 night; 3,900 − 1,638 = 2,262 day
    expect(splitEconomy7Kwh(3900)).toEqual({ dayKwh: 2262, nightKwh: 1638 });
    // 3,401 × 42% = 1,428.42 → 1,428 night; 1,973 day
    expect(splitEconomy7Kwh(3401)).toEqual({ dayKwh: 1973, nightKwh: 1428 });
  });
});

describe('priceTariff', () => {
  it('prices single-rate electricity only with the winter uplift note for direct debit', () => {
    // electricity 91,371p as above; monthly 7,614p
    // winter: 7,614 × 23% = 1,751.22 → 1,751; 7,614 + 1,751 = 9,365p
    // VAT inside 91,371: 91,371 × 5 / 105 = 4,351p exactly
    const price = priceTariff(
      { ...directDebitDualFuel, energyType: 'Electric', gas: null },
      { electricityKwh: 2700, gasKwh: 11500 },
    );
    expect(price.gas).toBeNull();
    expect(price.annualPence).toBe(91_371);
    expect(price.monthlyPence).toBe(7_614);
    expect(price.monthlyElecPence).toBe(7_614);
    expect(price.monthlyGasPence).toBeNull();
    expect(price.winterUplift).toBe(true);
    expect(price.winterMonthlyPence).toBe(9_365);
    expect(price.vatIncludedPence).toBe(4_351);
    expect(price.paperFeeAnnualPence).toBe(0);
  });

  it('splits one Economy 7 total across the day and night rates', () => {
    // 3,900 kWh → 2,262 day + 1,638 night (58/42); cost 112,578p as worked above
    const price = priceTariff(
      {
        ...directDebitDualFuel,
        energyType: 'Electric',
        gas: null,
        electricity: { unitRate: 3050, unitRate2: 1480, standingCharge: 5300 },
      },
      { electricityKwh: 3900, gasKwh: 0 },
    );
    expect(price.electricity?.annualKwh1).toBe(2262);
    expect(price.electricity?.annualKwh2).toBe(1638);
    expect(price.annualPence).toBe(112_578);
  });

  it('uses a given day/night split as it is, and adds a split for single-rate meters', () => {
    // E7: 5300 × 365 = 1,934,500; 3050 × 2,000 = 6,100,000; 1480 × 1,900 = 2,812,000
    // total 10,846,500 → 108,465p
    const economy7 = priceTariff(
      {
        ...directDebitDualFuel,
        energyType: 'Electric',
        gas: null,
        electricity: { unitRate: 3050, unitRate2: 1480, standingCharge: 5300 },
      },
      { electricityKwh: { dayKwh: 2000, nightKwh: 1900 }, gasKwh: 0 },
    );
    expect(economy7.annualPence).toBe(108_465);
    // single rate: 1,000 + 1,700 = 2,700 kWh → 91,371p as the first example
    const single = priceTariff(
      { ...directDebitDualFuel, energyType: 'Electric', gas: null },
      { electricityKwh: { dayKwh: 1000, nightKwh: 1700 }, gasKwh: 0 },
    );
    expect(single.electricity?.annualKwh1).toBe(2700);
    expect(single.annualPence).toBe(91_371);
  });

  it('prices dual fuel as the sum of its fuels, each rounded once', () => {
    // electricity 91,371p (monthly 7,614)
    // gas: 2904 × 365 = 1,059,960; 733 × 11,500 = 8,429,500; total 9,489,460 → 94,894.60 → 94,895p
    //      monthly 94,895 / 12 = 7,907.92 → 7,908p
    // total 91,371 + 94,895 = 186,266p (£1,862.66); monthly 186,266 / 12 = 15,522.17 → 15,522p
    // winter 15,522 × 23% = 3,570.06 → 3,570; 19,092p
    const price = priceTariff(directDebitDualFuel, { electricityKwh: 2700, gasKwh: 11500 });
    expect(price.electricity?.annualCostPence).toBe(91_371);
    expect(price.gas?.annualCostPence).toBe(94_895);
    expect(price.gas?.unitRate1Label).toBe('Unit rate');
    expect(price.annualPence).toBe(186_266);
    expect(price.monthlyPence).toBe(15_522);
    expect(price.monthlyElecPence).toBe(7_614);
    expect(price.monthlyGasPence).toBe(7_908);
    expect(price.winterMonthlyPence).toBe(19_092);
  });

  it('prices gas only for a gas tariff (mixed meters) without electricity', () => {
    const price = priceTariff(
      { ...directDebitDualFuel, energyType: 'Gas', electricity: null },
      { electricityKwh: 2700, gasKwh: 11500 },
    );
    expect(price.electricity).toBeNull();
    expect(price.annualPence).toBe(94_895);
  });

  it('prices prepayment without the winter uplift', () => {
    // 5260 × 365 = 1,919,900; 2520 × 2,500 = 6,300,000; total 8,219,900 → 82,199p
    // monthly 82,199 / 12 = 6,849.92 → 6,850p
    const price = priceTariff(
      {
        energyType: 'Electric',
        paymentMethod: 'Prepayment Meter',
        isPaperless: true,
        exitFeePencePerFuel: 0,
        electricity: { unitRate: 2520, unitRate2: null, standingCharge: 5260 },
        gas: null,
      },
      { electricityKwh: 2500, gasKwh: 9500 },
    );
    expect(price.annualPence).toBe(82_199);
    expect(price.monthlyPence).toBe(6_850);
    expect(price.winterUplift).toBe(false);
    expect(price.winterMonthlyPence).toBeNull();
  });

  it('adds £1.50 a month for paper bills once per tariff, outside the fuels', () => {
    // 91,371 + 150 × 12 = 91,371 + 1,800 = 93,171p; monthly 93,171 / 12 = 7,764.25 → 7,764p
    const price = priceTariff(
      { ...directDebitDualFuel, energyType: 'Electric', gas: null, isPaperless: false },
      { electricityKwh: 2700, gasKwh: 0 },
    );
    expect(price.paperFeeAnnualPence).toBe(1_800);
    expect(price.annualPence).toBe(93_171);
    expect(price.monthlyPence).toBe(7_764);
    expect(price.monthlyElecPence).toBe(7_614);
    // a paperless tariff billed on paper on request pays it too
    const asked = priceTariff(
      { ...directDebitDualFuel, energyType: 'Electric', gas: null },
      { electricityKwh: 2700, gasKwh: 0 },
      { paperBills: true },
    );
    expect(asked.annualPence).toBe(93_171);
  });

  it('shows add-ons times their billing frequency and adds the recurring ones to each month', () => {
    // boiler cover monthly 1,200p → billed 1,200 × 1 = 1,200p, adds 1,200 a month
    // home emergency annual 500p → billed 500 × 12 = 6,000p, adds 500 a month
    // smart plug quarterly 400p, discounted 300p → billed 1,200p (900p discounted), adds 300 a month
    // installation one-off 2,500p → billed 2,500p once, adds nothing to the months
    // monthly add-ons 1,200 + 500 + 300 = 2,000p; with the electricity 7,614 + 2,000 = 9,614p
    const price = priceTariff(
      { ...directDebitDualFuel, energyType: 'Electric', gas: null },
      { electricityKwh: 2700, gasKwh: 0 },
      {
        addOns: [
          { id: 'boiler', costPence: 1200, discountCostPence: null, billingFrequency: 'Monthly' },
          { id: 'emergency', costPence: 500, discountCostPence: null, billingFrequency: 'Annual' },
          { id: 'plug', costPence: 400, discountCostPence: 300, billingFrequency: 'Quarterly' },
          { id: 'install', costPence: 2500, discountCostPence: null, billingFrequency: 'One-off' },
        ],
      },
    );
    expect(price.addOns.map((addOn) => addOn.billedCostPence)).toEqual([1200, 6000, 1200, 2500]);
    expect(price.addOns[2]?.billedDiscountCostPence).toBe(900);
    expect(price.addOnsMonthlyPence).toBe(2_000);
    expect(price.oneOffAddOnsPence).toBe(2_500);
    expect(price.monthlyWithAddOnsPence).toBe(9_614);
    expect(price.annualPence).toBe(91_371);
  });

  it('gives the saving against the standard variable tariff, none when it costs more', () => {
    // baseline: the cap dual fuel 186,266p
    // fixed: electricity 2450 × 2,700 = 6,615,000 + 2,087,435 = 8,702,435 → 87,024p
    //        gas 690 × 11,500 = 7,935,000 + 1,059,960 = 8,994,960 → 89,950p
    //        total 176,974p; saving 186,266 − 176,974 = 9,292p (£92.92)
    const fixed: TariffToPrice = {
      ...directDebitDualFuel,
      exitFeePencePerFuel: 7500,
      electricity: { unitRate: 2450, unitRate2: null, standingCharge: 5719 },
      gas: { unitRate: 690, unitRate2: null, standingCharge: 2904 },
    };
    const usage = { electricityKwh: 2700, gasKwh: 11500 };
    const price = priceTariff(fixed, usage, { baselineAnnualPence: 186_266 });
    expect(price.annualPence).toBe(176_974);
    expect(price.svtSaving).toBe(9_292);
    expect(price.electricity?.exitFeePence).toBe(7500);
    expect(price.gas?.exitFeePence).toBe(7500);
    expect(priceTariff(fixed, usage, { baselineAnnualPence: 170_000 }).svtSaving).toBeNull();
    expect(priceTariff(fixed, usage).svtSaving).toBeNull();
  });

  it('refuses a tariff without rates for a fuel it supplies', () => {
    expect(() =>
      priceTariff({ ...directDebitDualFuel, gas: null }, { electricityKwh: 2700, gasKwh: 11500 }),
    ).toThrow(RangeError);
  });
});

describe('add-ons and VAT', () => {
  it('prices a one-off add-on once', () => {
    expect(
      priceAddOn({
        id: 'x',
        costPence: 4900,
        discountCostPence: null,
        billingFrequency: 'One-off',
      }),
    ).toEqual({
      id: 'x',
      billingFrequency: 'One-off',
      billedCostPence: 4900,
      billedDiscountCostPence: null,
      isOneOff: true,
      monthlyPence: 0,
    });
  });

  it('finds the 5% VAT inside an inclusive amount', () => {
    // 105p incl. VAT → 5p VAT; 1,000p → 1,000 × 5 / 105 = 47.62 → 48p
    expect(vatIncludedPence(105)).toBe(5);
    expect(vatIncludedPence(1000)).toBe(48);
  });
});
