import { billedCostPence, type BillingFrequency } from '../codes/billing-frequency';
import type { FuelType } from '../codes/fuel-type';
import { divideRounded, monthlyFromAnnualPence, percentOfPence } from '../money/pence';
import type { HundredthsOfPenny } from '../money/unit-rate';
import type { PricedFuel } from '../schemas/energy-quotes';

/**
 * The quote engine: prices a catalogue tariff for one home's usage, in whole pence.
 *
 * Rules (recorded in docs/decisions.md):
 * - Catalogue unit rates and standing charges are stored VAT-inclusive, as Ofgem publishes the
 *   price cap and as suppliers show domestic prices; the engine adds no VAT and reports the 5%
 *   already inside an amount with `vatIncludedPence`.
 * - A fuel's annual cost is standing charge × 365 days + unit rate × kWh (+ night rate × night
 *   kWh for Economy 7), summed in hundredths of a penny and rounded ONCE per fuel to the penny
 *   (half away from zero). The monthly figure of a fuel is its annual ÷ 12, rounded.
 * - Economy 7 usage given as one total is split 58% day / 42% night (Ofgem's typical Economy 7
 *   profile); the night share is rounded to the kWh and the day share is the rest.
 * - Paper billing adds £1.50 a month (£18 a year) once per tariff, outside the fuels.
 * - The tariff total (newSpend) is the fuels plus the paper fee; its monthly is total ÷ 12,
 *   rounded once (so it can differ by a penny from the sum of the fuels' monthlies).
 * - Direct debit tariffs carry the 23% winter uplift: a note of the winter monthly payment
 *   (monthly + 23%); it changes neither the annual cost nor the ordinary monthly payment.
 * - Add-on costs are monthly-equivalent prices; each is shown times its billing frequency's
 *   multiplier (a quarterly add-on's bill is 3 × its cost). Recurring add-ons add their cost to
 *   each month; one-off add-ons are paid once and are not in the monthly total.
 * - svtSaving is the featured supplier's standard variable tariff's annual total for the same
 *   fuels, usage and payment method minus this tariff's; null when there is no baseline or the
 *   tariff does not save (the card then shows no saving badge).
 */

export const DAYS_IN_YEAR = 365;
/** Economy 7 night share of a single annual total, in percent (Ofgem typical E7 profile 58/42). */
export const ECONOMY7_NIGHT_PERCENT = 42;
export const PAPER_BILL_FEE_MONTHLY_PENCE = 150;
export const WINTER_UPLIFT_PERCENT = 23;
export const VAT_PERCENT = 5;

export const UNIT_RATE_LABEL = 'Unit rate';
export const DAY_RATE_LABEL = 'Day rate';
export const NIGHT_RATE_LABEL = 'Night rate';

export type TariffPaymentMethod = 'Monthly Direct Debit' | 'Prepayment Meter';

/** One fuel's prices for one region, as held in the catalogue (hundredths of a penny). */
export type FuelRates = {
  unitRate: HundredthsOfPenny;
  /** Economy 7 night rate; null for single-rate electricity and gas. */
  unitRate2: HundredthsOfPenny | null;
  standingCharge: HundredthsOfPenny;
};

export type PriceFuelInput = {
  unitRate1: HundredthsOfPenny;
  unitRate2: HundredthsOfPenny | null;
  standingCharge: HundredthsOfPenny;
  kwh1: number;
  /** Night kWh for Economy 7; null (or 0) for single rate. */
  kwh2: number | null;
  exitFeePence: number;
};

function assertKwh(kwh: number): void {
  if (!Number.isSafeInteger(kwh) || kwh < 0) throw new RangeError(`not whole kWh: ${kwh}`);
}

/** Prices one fuel for a year: standing charge × 365 + unit rate(s) × kWh, rounded once. */
export function priceFuel(input: PriceFuelInput): PricedFuel {
  const { unitRate1, unitRate2, standingCharge, kwh1, exitFeePence } = input;
  const kwh2 = unitRate2 === null ? null : (input.kwh2 ?? 0);
  for (const value of [unitRate1, standingCharge, unitRate2 ?? 0, exitFeePence]) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number: ${value}`);
  }
  assertKwh(kwh1);
  if (kwh2 !== null) assertKwh(kwh2);
  const hundredths =
    standingCharge * DAYS_IN_YEAR + unitRate1 * kwh1 + (unitRate2 ?? 0) * (kwh2 ?? 0);
  const annualCostPence = divideRounded(hundredths, 100);
  const economy7 = unitRate2 !== null;
  return {
    unitRate1,
    unitRate2,
    unitRate1Label: economy7 ? DAY_RATE_LABEL : UNIT_RATE_LABEL,
    unitRate2Label: economy7 ? NIGHT_RATE_LABEL : null,
    standingCharge,
    annualKwh1: kwh1,
    annualKwh2: kwh2,
    exitFeePence,
    annualCostPence,
    monthlyCostPence: monthlyFromAnnualPence(annualCostPence),
  };
}

/** Electricity usage: one annual total, or an Economy 7 day/night split. */
export type ElectricityUsage = number | { dayKwh: number; nightKwh: number };

export type QuoteUsage = {
  electricityKwh: ElectricityUsage;
  gasKwh: number;
};

/** Splits one Economy 7 annual total into day and night kWh (58% / 42%). */
export function splitEconomy7Kwh(totalKwh: number): { dayKwh: number; nightKwh: number } {
  assertKwh(totalKwh);
  const nightKwh = divideRounded(totalKwh * ECONOMY7_NIGHT_PERCENT, 100);
  return { dayKwh: totalKwh - nightKwh, nightKwh };
}

function electricityKwhFor(usage: ElectricityUsage, economy7: boolean): [number, number | null] {
  if (typeof usage === 'number') {
    if (!economy7) return [usage, null];
    const split = splitEconomy7Kwh(usage);
    return [split.dayKwh, split.nightKwh];
  }
  if (economy7) return [usage.dayKwh, usage.nightKwh];
  return [usage.dayKwh + usage.nightKwh, null];
}

/** An add-on as the catalogue holds it: a monthly-equivalent cost and how often it is billed. */
export type AddOnToPrice = {
  id: string;
  costPence: number;
  discountCostPence: number | null;
  billingFrequency: BillingFrequency;
};

export type PricedAddOn = {
  id: string;
  billingFrequency: BillingFrequency;
  /** The amount of one bill: cost × the frequency's multiplier. */
  billedCostPence: number;
  billedDiscountCostPence: number | null;
  isOneOff: boolean;
  /** What it adds to each month (discounted cost when there is one); 0 for one-off add-ons. */
  monthlyPence: number;
};

export function priceAddOn(addOn: AddOnToPrice): PricedAddOn {
  const isOneOff = addOn.billingFrequency === 'One-off';
  const effective = addOn.discountCostPence ?? addOn.costPence;
  return {
    id: addOn.id,
    billingFrequency: addOn.billingFrequency,
    billedCostPence: billedCostPence(addOn.costPence, addOn.billingFrequency),
    billedDiscountCostPence:
      addOn.discountCostPence === null
        ? null
        : billedCostPence(addOn.discountCostPence, addOn.billingFrequency),
    isOneOff,
    monthlyPence: isOneOff ? 0 : effective,
  };
}

/** A tariff to price: its terms and, for each fuel it supplies here, its regional rates. */
export type TariffToPrice = {
  /** The fuel(s) this price covers. */
  energyType: FuelType;
  paymentMethod: TariffPaymentMethod;
  isPaperless: boolean;
  exitFeePencePerFuel: number;
  electricity: FuelRates | null;
  gas: FuelRates | null;
};

export type PriceTariffOptions = {
  /** Paper billing adds £1.50 a month; defaults to "the tariff is not paperless". */
  paperBills?: boolean;
  addOns?: readonly AddOnToPrice[];
  /** The featured standard variable tariff's annual total for the same home; null: no saving. */
  baselineAnnualPence?: number | null;
};

export type TariffPrice = {
  electricity: PricedFuel | null;
  gas: PricedFuel | null;
  paperFeeAnnualPence: number;
  /** newSpend: the fuels plus the paper fee, VAT included. */
  annualPence: number;
  monthlyPence: number;
  monthlyElecPence: number | null;
  monthlyGasPence: number | null;
  /** The 5% VAT inside annualPence. */
  vatIncludedPence: number;
  winterUplift: boolean;
  /** The winter monthly direct debit (monthly + 23%); null for prepayment. */
  winterMonthlyPence: number | null;
  addOns: PricedAddOn[];
  addOnsMonthlyPence: number;
  oneOffAddOnsPence: number;
  /** monthlyPence plus the recurring add-ons. */
  monthlyWithAddOnsPence: number;
  svtSaving: number | null;
};

/** The VAT inside a VAT-inclusive amount at 5%: amount × 5 / 105, rounded. */
export function vatIncludedPence(pence: number): number {
  return divideRounded(pence * VAT_PERCENT, 100 + VAT_PERCENT);
}

/** A saving against the baseline: positive pence, or null when there is none. */
export function savingAgainst(
  baselineAnnualPence: number | null,
  annualPence: number,
): number | null {
  if (baselineAnnualPence === null) return null;
  const saving = baselineAnnualPence - annualPence;
  return saving > 0 ? saving : null;
}

/** Prices a tariff for a home: each fuel, the paper fee, monthly figures, add-ons and saving. */
export function priceTariff(
  tariff: TariffToPrice,
  usage: QuoteUsage,
  options: PriceTariffOptions = {},
): TariffPrice {
  const wantsElectricity = tariff.energyType !== 'Gas';
  const wantsGas = tariff.energyType !== 'Electric';
  if (wantsElectricity && !tariff.electricity) {
    throw new RangeError('an electricity tariff needs electricity rates');
  }
  if (wantsGas && !tariff.gas) throw new RangeError('a gas tariff needs gas rates');

  let electricity: PricedFuel | null = null;
  if (wantsElectricity && tariff.electricity) {
    const rates = tariff.electricity;
    const [kwh1, kwh2] = electricityKwhFor(usage.electricityKwh, rates.unitRate2 !== null);
    electricity = priceFuel({
      unitRate1: rates.unitRate,
      unitRate2: rates.unitRate2,
      standingCharge: rates.standingCharge,
      kwh1,
      kwh2,
      exitFeePence: tariff.exitFeePencePerFuel,
    });
  }
  let gas: PricedFuel | null = null;
  if (wantsGas && tariff.gas) {
    gas = priceFuel({
      unitRate1: tariff.gas.unitRate,
      unitRate2: null,
      standingCharge: tariff.gas.standingCharge,
      kwh1: usage.gasKwh,
      kwh2: null,
      exitFeePence: tariff.exitFeePencePerFuel,
    });
  }

  const paperBills = options.paperBills ?? !tariff.isPaperless;
  const paperFeeAnnualPence = paperBills ? PAPER_BILL_FEE_MONTHLY_PENCE * 12 : 0;
  const annualPence =
    (electricity?.annualCostPence ?? 0) + (gas?.annualCostPence ?? 0) + paperFeeAnnualPence;
  const monthlyPence = monthlyFromAnnualPence(annualPence);
  const winterUplift = tariff.paymentMethod === 'Monthly Direct Debit';
  const addOns = (options.addOns ?? []).map(priceAddOn);
  const addOnsMonthlyPence = addOns.reduce((sum, addOn) => sum + addOn.monthlyPence, 0);
  const oneOffAddOnsPence = addOns
    .filter((addOn) => addOn.isOneOff)
    .reduce((sum, addOn) => sum + (addOn.billedDiscountCostPence ?? addOn.billedCostPence), 0);

  return {
    electricity,
    gas,
    paperFeeAnnualPence,
    annualPence,
    monthlyPence,
    monthlyElecPence: electricity?.monthlyCostPence ?? null,
    monthlyGasPence: gas?.monthlyCostPence ?? null,
    vatIncludedPence: vatIncludedPence(annualPence),
    winterUplift,
    winterMonthlyPence: winterUplift
      ? monthlyPence + percentOfPence(monthlyPence, WINTER_UPLIFT_PERCENT)
      : null,
    addOns,
    addOnsMonthlyPence,
    oneOffAddOnsPence,
    monthlyWithAddOnsPence: monthlyPence + addOnsMonthlyPence,
    svtSaving: savingAgainst(options.baselineAnnualPence ?? null, annualPence),
  };
}
