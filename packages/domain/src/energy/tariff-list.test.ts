import { describe, expect, it } from 'vitest';
import {
  NO_QUOTE_FILTERS,
  quoteRequestSchema,
  type PricedFuel,
  type PricedTariff,
  type QuoteFilters,
} from '../schemas/energy-quotes';
import { splitEconomy7Kwh } from './quote-engine';
import {
  baselineTariff,
  chooseTariffs,
  DEFAULT_LIST_SIZE,
  filterOptionsOf,
  fitsTarget,
  inListOrder,
  isKeptListReusable,
  isListedSupplier,
  isPricedFor,
  isSameChoice,
  matchesFilters,
  offeredAddOnIds,
  QUOTE_REUSE_MS,
  quotedUsage,
  tariffListKey,
  tariffListOf,
  type ListableTariff,
  type QuoteTarget,
  type TariffListInputs,
} from './tariff-list';
import { MEDIUM_USAGE } from './usage-estimate';

function fuel(annualKwh1: number, change: Partial<PricedFuel> = {}): PricedFuel {
  return {
    unitRate1: 2400,
    unitRate2: null,
    unitRate1Label: 'Unit rate',
    unitRate2Label: null,
    standingCharge: 5000,
    annualKwh1,
    annualKwh2: null,
    exitFeePence: 0,
    annualCostPence: 80_000,
    monthlyCostPence: 6_667,
    ...change,
  };
}

/** A priced dual fuel tariff of the featured supplier, with what a row states. */
function tariff(id: string, change: Partial<PricedTariff> = {}): PricedTariff {
  return {
    id,
    identifier: id,
    tariffUrl: id,
    quoteId: 'q1',
    priceId: `${id}:${change.energyType ?? 'DualFuel'}`,
    tariffName: id,
    supplierId: 'hearthstone',
    supplierName: 'Hearthstone Energy',
    supplierImageUrl: '/logo.svg',
    isFeaturedSupplier: true,
    energyType: 'DualFuel',
    tariffType: 'Fixed',
    paymentMethod: 'Monthly Direct Debit',
    contractLength: 12,
    fixedTermEnd: '2027-03-10',
    isPaperless: true,
    isSmartSpecific: false,
    isDefault: false,
    recommendationReason: null,
    uspText: null,
    enhancedFeatures: [],
    offersGreenerUpgrade: false,
    winterUplift: true,
    electricity: fuel(2500),
    gas: fuel(9500),
    newSpend: 150_000,
    newSpendMonthly: 12_500,
    newSpendMonthlyElec: 6_000,
    newSpendMonthlyGas: 6_500,
    svtSaving: null,
    termsUrl: null,
    ...change,
  };
}

const ids = (tariffs: readonly PricedTariff[]) => tariffs.map((t) => t.id);
const filters = (change: Partial<QuoteFilters>): QuoteFilters => ({
  ...NO_QUOTE_FILTERS,
  ...change,
});

const withExitFee = { electricity: fuel(2500, { exitFeePence: 7500 }) };
const catalogue = [
  tariff('fix-12', { newSpend: 150_000, ...withExitFee }),
  tariff('flex', { tariffType: 'Variable', newSpend: 140_000, isPaperless: false }),
  tariff('fix-24', { newSpend: 155_000, isDefault: true, ...withExitFee }),
  tariff('bw-fix', {
    supplierId: 'brightwell',
    supplierName: 'Brightwell Energy',
    isFeaturedSupplier: false,
    newSpend: 130_000,
  }),
];

describe('matchesFilters', () => {
  it.each([
    ['no filter', filters({}), ['fix-12', 'flex', 'fix-24', 'bw-fix']],
    ['a supplier by id', filters({ suppliers: ['brightwell'] }), ['bw-fix']],
    [
      'a supplier by name',
      filters({ suppliers: ['Hearthstone Energy'] }),
      ['fix-12', 'flex', 'fix-24'],
    ],
    ['fixed', filters({ tariffTypes: ['Fixed'] }), ['fix-12', 'fix-24', 'bw-fix']],
    [
      'both types',
      filters({ tariffTypes: ['Fixed', 'Variable'] }),
      ['fix-12', 'flex', 'fix-24', 'bw-fix'],
    ],
    ['no exit fee', filters({ noExitFee: true }), ['flex', 'bw-fix']],
    ['an exit fee', filters({ exitFee: true }), ['fix-12', 'fix-24']],
    [
      'both exit fee flags: no filter',
      filters({ noExitFee: true, exitFee: true }),
      ['fix-12', 'flex', 'fix-24', 'bw-fix'],
    ],
    ['paperless', filters({ paperless: true }), ['fix-12', 'fix-24', 'bw-fix']],
    ['paper', filters({ paper: true }), ['flex']],
    ['variable with an exit fee: none', filters({ tariffTypes: ['Variable'], exitFee: true }), []],
  ])('%s', (_, given, expected) => {
    expect(ids(catalogue.filter((t) => matchesFilters(t, given)))).toEqual(expected);
  });
});

describe('inListOrder: the default-first order', () => {
  it.each([
    [
      "the featured supplier's default first, then from the lowest annual cost",
      catalogue,
      ['fix-24', 'bw-fix', 'flex', 'fix-12'],
    ],
    [
      "a whole-of-market supplier's default is not put first (the featured-supplier condition)",
      [
        tariff('hs-cheap', { newSpend: 120_000 }),
        tariff('bw-default', { isFeaturedSupplier: false, isDefault: true, newSpend: 160_000 }),
      ],
      ['hs-cheap', 'bw-default'],
    ],
    [
      'with both, only the featured default goes first',
      [
        tariff('bw-default', { isFeaturedSupplier: false, isDefault: true, newSpend: 110_000 }),
        tariff('hs-cheap', { newSpend: 120_000 }),
        tariff('hs-default', { isDefault: true, newSpend: 170_000 }),
      ],
      ['hs-default', 'bw-default', 'hs-cheap'],
    ],
    [
      'equal costs keep the catalogue order',
      [
        tariff('b', { newSpend: 100 }),
        tariff('a', { newSpend: 100 }),
        tariff('c', { newSpend: 50 }),
      ],
      ['c', 'b', 'a'],
    ],
    [
      'no default: cheapest first',
      [tariff('x', { newSpend: 2 }), tariff('y', { newSpend: 1 })],
      ['y', 'x'],
    ],
  ])('%s', (_, given, expected) => {
    expect(ids(inListOrder(given))).toEqual(expected);
  });
});

describe('tariffListOf', () => {
  const many = Array.from({ length: 12 }, (_, i) =>
    tariff(`t${i}`, { newSpend: 200_000 - i, isDefault: i === 0 }),
  );

  it.each([
    ['the default list cuts to DEFAULT_LIST_SIZE', false, DEFAULT_LIST_SIZE, 't0'],
    ['getAll lists every match', true, 12, 't0'],
  ])('%s', (_, getAll, listedCount, first) => {
    const list = tariffListOf(many, { filters: NO_QUOTE_FILTERS, getAll });
    expect(list.matching).toHaveLength(12);
    expect(list.listed).toHaveLength(listedCount);
    expect(list.listed[0]?.id).toBe(first);
    expect(list.listed[1]?.id).toBe('t11');
  });

  it('filters before ordering', () => {
    const list = tariffListOf(catalogue, { filters: filters({ noExitFee: true }), getAll: false });
    expect(ids(list.listed)).toEqual(['bw-fix', 'flex']);
  });
});

describe('filterOptionsOf', () => {
  it('offers the suppliers, types and flags of the tariffs here, with what is selected', () => {
    expect(
      filterOptionsOf(catalogue, filters({ suppliers: ['brightwell'], paper: true }), true),
    ).toEqual({
      wholeOfMarket: true,
      suppliers: [
        { supplierId: 'hearthstone', supplierName: 'Hearthstone Energy', selected: false },
        { supplierId: 'brightwell', supplierName: 'Brightwell Energy', selected: true },
      ],
      tariffTypes: [
        { tariffType: 'Fixed', selected: false },
        { tariffType: 'Variable', selected: false },
      ],
      noExitFee: false,
      exitFee: false,
      paperless: false,
      paper: true,
      isFixed: true,
      hasExitFee: true,
      isPaperless: true,
    });
  });

  it('offers only the types there are, and says when nothing has an exit fee or is paperless', () => {
    const options = filterOptionsOf([catalogue[1]!], filters({ tariffTypes: ['Variable'] }), false);
    expect(options.tariffTypes).toEqual([{ tariffType: 'Variable', selected: true }]);
    expect(options).toMatchObject({ isFixed: false, hasExitFee: false, isPaperless: false });
  });
});

describe("which catalogue tariffs a home's list holds", () => {
  const target: QuoteTarget = {
    energyType: 'DualFuel',
    paymentMethod: 'Monthly Direct Debit',
    economy7: false,
  };
  const listable = (change: Partial<ListableTariff> = {}): ListableTariff => ({
    fuelType: 'DualFuel',
    paymentMethod: 'Monthly Direct Debit',
    isStandardVariable: false,
    supplier: { isFeatured: true, isWholeOfMarket: false },
    ...change,
  });

  it.each([
    ['same fuel and payment method', listable(), true],
    ['another fuel', listable({ fuelType: 'Electric' }), false],
    ['prepayment for a direct debit home', listable({ paymentMethod: 'Prepayment Meter' }), false],
  ])('fitsTarget: %s', (_, given, expected) => {
    expect(fitsTarget(given, target)).toBe(expected);
  });

  it.each([
    ['featured, featured list', { isFeatured: true, isWholeOfMarket: false }, false, true],
    ['whole of market, featured list', { isFeatured: false, isWholeOfMarket: true }, false, false],
    [
      'whole of market, whole-of-market list',
      { isFeatured: false, isWholeOfMarket: true },
      true,
      true,
    ],
    ['neither, whole-of-market list', { isFeatured: false, isWholeOfMarket: false }, true, false],
  ])('isListedSupplier: %s', (_, supplier, wholeOfMarket, expected) => {
    expect(isListedSupplier(supplier, wholeOfMarket)).toBe(expected);
  });

  it("counts savings against the featured supplier's standard variable tariff for the target", () => {
    const svt = listable({ isStandardVariable: true });
    const tariffs = [
      listable({
        isStandardVariable: true,
        supplier: { isFeatured: false, isWholeOfMarket: true },
      }),
      listable({ isStandardVariable: true, fuelType: 'Electric' }),
      svt,
    ];
    expect(baselineTariff(tariffs, target)).toBe(svt);
    expect(baselineTariff([listable()], target)).toBeUndefined();
  });
});

describe('which prices can be selected', () => {
  const e7 = splitEconomy7Kwh(MEDIUM_USAGE.electricityMultiRateKwh);
  const economy7Tariff = tariff('hs-fix-12-elec', {
    energyType: 'Electric',
    gas: null,
    electricity: fuel(e7.dayKwh, {
      unitRate2: 1500,
      unitRate1Label: 'Day rate',
      unitRate2Label: 'Night rate',
      annualKwh2: e7.nightKwh,
    }),
  });

  it.each([
    ['a single-rate price for the medium usage', tariff('a'), quotedUsage(false, undefined), true],
    [
      'an Economy 7 price: day and night kWh together',
      economy7Tariff,
      quotedUsage(true, undefined),
      true,
    ],
    [
      'an Economy 7 price for saved usage',
      tariff('e7', {
        energyType: 'Electric',
        gas: null,
        electricity: fuel(2320, { annualKwh2: 1680 }),
      }),
      quotedUsage(true, { electricityKwh: 4000, gasKwh: null }),
      true,
    ],
    [
      'an Economy 7 price after the usage changed',
      economy7Tariff,
      quotedUsage(true, { electricityKwh: 4000, gasKwh: null }),
      false,
    ],
    [
      'a price for older electricity usage',
      tariff('a'),
      quotedUsage(false, { electricityKwh: 3100, gasKwh: null }),
      false,
    ],
    [
      'a price for older gas usage',
      tariff('a'),
      quotedUsage(false, { electricityKwh: null, gasKwh: 12_000 }),
      false,
    ],
    [
      'a gas-only price ignores electricity',
      tariff('g', { energyType: 'Gas', electricity: null }),
      quotedUsage(false, { electricityKwh: 9999, gasKwh: null }),
      true,
    ],
  ])('isPricedFor: %s', (_, given, usage, expected) => {
    expect(isPricedFor(given, usage)).toBe(expected);
  });

  it('prices the medium usage unless saved (multi-rate for Economy 7)', () => {
    expect(quotedUsage(false, undefined)).toEqual({
      electricityKwh: MEDIUM_USAGE.electricityKwh,
      gasKwh: MEDIUM_USAGE.gasKwh,
    });
    expect(quotedUsage(true, { electricityKwh: null, gasKwh: 8000 })).toEqual({
      electricityKwh: MEDIUM_USAGE.electricityMultiRateKwh,
      gasKwh: 8000,
    });
  });

  const elec = tariff('elec', { energyType: 'Electric', gas: null });
  const elec2 = tariff('elec-2', { energyType: 'Electric', gas: null });
  const gas = tariff('gas', { energyType: 'Gas', electricity: null });
  const gas2 = tariff('gas-2', { energyType: 'Gas', electricity: null });
  const none = { primary: null, secondary: null };

  it.each([
    ['one tariff', [elec], none, false, { primary: elec, secondary: null }],
    [
      'an Economy 7 tariff',
      [economy7Tariff],
      none,
      false,
      { primary: economy7Tariff, secondary: null },
    ],
    ['two tariffs without mixed meters', [elec, gas], none, false, null],
    [
      'mixed meters: electricity and gas',
      [elec, gas],
      none,
      true,
      { primary: elec, secondary: gas },
    ],
    [
      'mixed meters: gas alone keeps the electricity',
      [gas],
      { primary: elec, secondary: null },
      true,
      { primary: elec, secondary: gas },
    ],
    [
      'mixed meters: electricity alone removes the gas',
      [elec2],
      { primary: elec, secondary: gas },
      true,
      { primary: elec2, secondary: null },
    ],
    ['mixed meters: two gas tariffs', [gas, gas2], none, true, null],
    ['mixed meters: two electricity tariffs', [elec, elec2], none, true, null],
  ])('chooseTariffs: %s', (_, chosen, stored, isMixedMeters, expected) => {
    expect(chooseTariffs(chosen, stored, isMixedMeters)).toEqual(expected);
  });

  it.each([
    [
      'the same tariff',
      { primary: elec, secondary: null },
      { primary: { ...elec, quoteId: 'q2' }, secondary: null },
      true,
    ],
    [
      'another tariff',
      { primary: elec, secondary: null },
      { primary: elec2, secondary: null },
      false,
    ],
    [
      'the same code for another fuel',
      { primary: elec, secondary: null },
      { primary: { ...elec, energyType: 'Gas' as const }, secondary: null },
      false,
    ],
    [
      'a gas choice added',
      { primary: elec, secondary: gas },
      { primary: elec, secondary: null },
      false,
    ],
    ['nothing stored', { primary: elec, secondary: null }, none, false],
  ])('isSameChoice: %s', (_, choice, stored, expected) => {
    expect(isSameChoice(choice, stored)).toBe(expected);
  });

  it.each([
    [
      'a direct debit tariff',
      { paymentMethod: 'Monthly Direct Debit' as const, isSmartSpecific: false },
      ['boiler'],
    ],
    [
      'a prepayment tariff',
      { paymentMethod: 'Prepayment Meter' as const, isSmartSpecific: false },
      ['boiler', 'payg-smart'],
    ],
    [
      'a smart-specific tariff',
      { paymentMethod: 'Monthly Direct Debit' as const, isSmartSpecific: true },
      ['boiler', 'smart'],
    ],
  ])('offeredAddOnIds: %s', (_, given, expected) => {
    const addOns = [
      { id: 'boiler', smartMeterKind: null },
      { id: 'payg-smart', smartMeterKind: 'payg-smart' as const },
      { id: 'smart', smartMeterKind: 'smart' as const },
    ];
    expect(offeredAddOnIds(given, addOns)).toEqual(expected);
  });
});

describe('a kept list', () => {
  const inputs: TariffListInputs = {
    catalogueId: 1,
    region: '_M',
    target: { energyType: 'DualFuel', paymentMethod: 'Monthly Direct Debit', economy7: false },
    usage: quotedUsage(false, undefined),
    request: quoteRequestSchema.parse({}),
    today: '2026-03-02',
    supplyStart: '2026-03-10',
  };
  const key = tariffListKey(inputs);
  const madeAt = Date.parse('2026-03-02T23:55:00Z');

  it.each([
    ['the same inputs a minute later', tariffListKey(inputs), madeAt + 60_000, true],
    [
      'the same inputs once the reuse time is over',
      tariffListKey(inputs),
      madeAt + QUOTE_REUSE_MS,
      false,
    ],
    [
      'after midnight: the day is part of the key',
      tariffListKey({ ...inputs, today: '2026-03-03' }),
      madeAt + 6 * 60_000,
      false,
    ],
    ['another catalogue', tariffListKey({ ...inputs, catalogueId: 2 }), madeAt, false],
    [
      'another usage',
      tariffListKey({ ...inputs, usage: { electricityKwh: 3100, gasKwh: 9500 } }),
      madeAt,
      false,
    ],
    [
      'another supply start',
      tariffListKey({ ...inputs, supplyStart: '2026-03-11' }),
      madeAt,
      false,
    ],
    [
      'other filters',
      tariffListKey({ ...inputs, request: quoteRequestSchema.parse({ filters: { paper: true } }) }),
      madeAt,
      false,
    ],
  ])('%s', (_, asked, nowMs, expected) => {
    expect(isKeptListReusable({ key, atMs: madeAt }, asked, nowMs)).toBe(expected);
  });
});
