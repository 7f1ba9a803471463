import { readFileSync } from 'node:fs';
import { GSP_GROUPS } from '@threshold/domain/energy/regions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../../auth/password-hashing';
import {
  CATALOGUE_CSV_COLUMNS,
  EnergyCatalogueFileError,
  parseCatalogueJson,
} from '../../../providers/energy-catalogue/catalogue-file';
import { createDbEnergyCatalogue } from '../../../providers/energy-catalogue/db-energy-catalogue';
import { testConfig } from '../../../test-support/test-app';
import { openTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import {
  energyCatalogues,
  energySuppliers,
  energyTariffRates,
  energyTariffs,
} from '../../../db/schema';
import { ENERGY_CATALOGUE_FILE, loadEnergyCatalogueFile } from './energy-catalogue.seed';
import { seedDatabase } from '../../../seeding/seed';

const seedJson = readFileSync(ENERGY_CATALOGUE_FILE, 'utf8');

/** A CSV catalogue: one featured supplier kept from the seed, and its standard variable tariff. */
function csvCatalogue(edit: (rows: Record<string, string>[]) => void = () => undefined): string {
  const rows: Record<string, string>[] = [];
  for (const region of GSP_GROUPS) {
    for (const [fuel, unitRate, standingCharge] of [
      ['electricity', '27.50', '55.00'],
      ['gas', '7.50', '30.00'],
    ] as const) {
      rows.push({
        catalogue_label: 'Operator test catalogue',
        valid_from: '2026-10-01',
        valid_to: '2026-12-31',
        source: 'Loaded by the operator test',
        supplier_id: 'hearthstone-energy',
        supplier_name: 'Hearthstone Energy',
        supplier_logo_url: '/energy-logos/hearthstone-energy.svg',
        supplier_is_featured: 'yes',
        supplier_is_whole_of_market: 'no',
        supplier_signup_email: 'signups@hearthstone-energy.threshold.example',
        supplier_terms_url: '',
        tariff_code: 'op-standard-variable-dual',
        tariff_name: 'Operator Standard Variable',
        fuel_type: 'DualFuel',
        payment_method: 'Monthly Direct Debit',
        tariff_type: 'Variable',
        term_months: '',
        exit_fee_pence_per_fuel: '0',
        is_paperless: 'no',
        is_smart_specific: 'no',
        is_standard_variable: 'yes',
        is_default: 'yes',
        recommendation_reason: '',
        usp_text: '',
        features: 'Leave at any time|Prices follow the cap',
        offers_greener_upgrade: 'no',
        terms_url: '',
        region,
        fuel,
        unit_rate: unitRate,
        unit_rate2: '',
        standing_charge: standingCharge,
      });
    }
  }
  edit(rows);
  const quote = (value: string) =>
    /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return [
    CATALOGUE_CSV_COLUMNS.join(','),
    ...rows.map((row) => CATALOGUE_CSV_COLUMNS.map((column) => quote(row[column] ?? '')).join(',')),
  ].join('\n');
}

function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof EnergyCatalogueFileError) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
}

async function problemsOfLoad(load: () => Promise<unknown>): Promise<string[]> {
  try {
    await load();
  } catch (error) {
    if (error instanceof EnergyCatalogueFileError) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('the energy catalogue file', () => {
  it('ships a catalogue of 5 suppliers and 81 tariffs over all 14 regions, 42 of them featured', () => {
    const catalogue = parseCatalogueJson(seedJson);
    expect(
      catalogue.suppliers.filter((supplier) => supplier.isFeatured).map((s) => s.name),
    ).toEqual(['Hearthstone Energy']);
    expect(catalogue.suppliers.filter((supplier) => supplier.isWholeOfMarket)).toHaveLength(4);
    expect(catalogue.tariffs).toHaveLength(81);
    expect(
      catalogue.tariffs.filter((tariff) => tariff.supplierId === 'hearthstone-energy'),
    ).toHaveLength(42);
    for (const tariff of catalogue.tariffs) {
      expect(new Set(tariff.rates.map((rate) => rate.region))).toEqual(new Set(GSP_GROUPS));
    }
    expect(catalogue.label).toMatch(/^Illustrative, based on the Ofgem price cap/);
    // The standard variable tariff's GB-average figures are the cap's: 26.11p/kWh, 57.19p a day.
    const standard = catalogue.tariffs.find(
      (tariff) => tariff.code === 'hs-standard-variable-dual',
    );
    const london = standard?.rates.find(
      (rate) => rate.region === '_C' && rate.fuel === 'electricity',
    );
    // London: 2611 × 1.035 = 2702.39 → 2702; 5719 × 0.82 = 4689.58 → 4690
    expect(london).toEqual({
      region: '_C',
      fuel: 'electricity',
      unitRate: 2702,
      unitRate2: null,
      standingCharge: 4690,
    });
    expect(catalogue.addOns?.map((addOn) => addOn.billingFrequency)).toEqual(
      expect.arrayContaining(['Monthly', 'Quarterly', 'Annual', 'One-off']),
    );
  });

  it('names the entry and field of every problem in a JSON file', () => {
    const file = JSON.parse(seedJson) as {
      tariffs: Record<string, unknown>[];
      suppliers: Record<string, unknown>[];
      regionalFactors: Record<string, unknown>;
    };
    (
      file.tariffs[0] as { baseRates: { electricity: { unitRate: number } } }
    ).baseRates.electricity.unitRate = 26.11;
    file.tariffs[1] = { ...file.tariffs[1], supplierId: 'nobody-energy' };
    file.suppliers[1] = { ...file.suppliers[1], signupEmail: 'not an address' };
    expect(problemsOf(() => parseCatalogueJson(JSON.stringify(file)))).toEqual([
      'suppliers[1] (id brightwell-energy): signupEmail must be an e-mail address',
      'tariffs[0] (code hs-standard-variable-dual): baseRates.electricity.unitRate must be whole hundredths of a penny (26.11p is 2611)',
    ]);
    const fixed = JSON.parse(seedJson) as typeof file;
    fixed.tariffs[1] = { ...fixed.tariffs[1], supplierId: 'nobody-energy' };
    delete fixed.regionalFactors._P;
    expect(problemsOf(() => parseCatalogueJson(JSON.stringify(fixed)))).toEqual([
      'regionalFactors: missing region(s) _P',
    ]);
    const unknownSupplier = JSON.parse(seedJson) as typeof file;
    unknownSupplier.tariffs[1] = { ...unknownSupplier.tariffs[1], supplierId: 'nobody-energy' };
    expect(problemsOf(() => parseCatalogueJson(JSON.stringify(unknownSupplier)))).toEqual([
      'tariffs[1] (code hs-standard-variable-elec): supplierId nobody-energy is not a supplier of this file',
    ]);
    expect(problemsOf(() => parseCatalogueJson('{'))[0]).toMatch(/^the file is not valid JSON/);
  });
});

describe('loading a catalogue', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDatabase({
      db: database.db,
      passwordHasher: createPasswordHasher(testConfig().passwordHashing),
      includeDemoMover: false,
    });
  });
  afterAll(async () => {
    await database.destroy();
  });

  const activeLabel = async () =>
    (
      await database.db.select().from(energyCatalogues).where(eq(energyCatalogues.isActive, true))
    ).map((row) => row.label);

  it('seeds the demo catalogue once, active', async () => {
    expect(await activeLabel()).toEqual([
      'Illustrative, based on the Ofgem price cap 1 Jul – 30 Sep 2026',
    ]);
    expect(await database.db.$count(energyTariffs)).toBe(81);
    expect(await database.db.$count(energyTariffRates)).toBe(2212);
  });

  it('refuses a bad CSV naming its lines and changes nothing', async () => {
    const catalogue = createDbEnergyCatalogue(database.db);
    const before = await catalogue.tariffsFor('_C');
    const bad = csvCatalogue((rows) => {
      rows.splice(3, 1); // region _B's gas rate
      (rows[0] as Record<string, string>).unit_rate = '27.505';
      (rows[1] as Record<string, string>).supplier_signup_email = 'nobody';
    });
    const problems = await problemsOfLoad(() =>
      loadEnergyCatalogueFile(database.db, 'tariffs.csv', bad),
    );
    expect(problems).toEqual([
      'line 2 unit_rate: "27.505" must be pence with at most two decimals, such as 26.11',
      "line 3: supplier hearthstone-energy's columns differ from line 2",
    ]);
    const missingRegion = csvCatalogue((rows) => rows.splice(3, 1));
    expect(
      await problemsOfLoad(() =>
        loadEnergyCatalogueFile(database.db, 'tariffs.csv', missingRegion),
      ),
    ).toEqual([
      'tariffs[0] (code op-standard-variable-dual): gas rates are missing for region(s) _B',
    ]);
    expect(await activeLabel()).toEqual([
      'Illustrative, based on the Ofgem price cap 1 Jul – 30 Sep 2026',
    ]);
    expect((await catalogue.tariffsFor('_C')).tariffs).toHaveLength(before.tariffs.length);
  });

  it('replaces the catalogue from a CSV in one go, keeps the add-ons of suppliers still in it, and the cache sees it at once', async () => {
    const catalogue = createDbEnergyCatalogue(database.db);
    expect((await catalogue.tariffsFor('_C')).tariffs.length).toBeGreaterThan(40);

    await loadEnergyCatalogueFile(database.db, 'tariffs.csv', csvCatalogue());

    expect(await activeLabel()).toEqual(['Operator test catalogue']);
    expect(await database.db.$count(energyCatalogues)).toBe(1);
    expect(
      (await database.db.select({ id: energySuppliers.id }).from(energySuppliers)).map((s) => s.id),
    ).toEqual(['hearthstone-energy']);
    const london = await catalogue.tariffsFor('_C');
    expect(london.catalogue.label).toBe('Operator test catalogue');
    expect(london.tariffs.map((tariff) => tariff.code)).toEqual(['op-standard-variable-dual']);
    expect(london.tariffs[0]?.rates).toEqual({
      electricity: { unitRate: 2750, unitRate2: null, standingCharge: 5500 },
      gas: { unitRate: 750, unitRate2: null, standingCharge: 3000 },
    });
    expect(london.tariffs[0]?.features).toEqual(['Leave at any time', 'Prices follow the cap']);
    expect((await catalogue.addOnsFor('hearthstone-energy')).map((addOn) => addOn.id)).toContain(
      'hs-boiler-cover',
    );
    expect(await catalogue.addOnsFor('brightwell-energy')).toEqual([]);

    // And back to the JSON catalogue with its own add-ons.
    await loadEnergyCatalogueFile(database.db, 'energy-catalogue.json', seedJson);
    expect((await catalogue.tariffsFor('_C')).tariffs).toHaveLength(81);
    expect((await catalogue.addOnsFor('brightwell-energy')).map((addOn) => addOn.id)).toEqual([
      'bw-boiler-cover',
      'bw-heating-breakdown',
    ]);
  });
});
