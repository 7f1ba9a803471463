import { readFileSync } from 'node:fs';
import { GSP_GROUPS } from '@threshold/domain/energy/regions';
import { describe, expect, it } from 'vitest';
import { ENERGY_CATALOGUE_FILE } from '../../features/energy/catalogue/energy-catalogue.seed';
import {
  CATALOGUE_CSV_COLUMNS,
  EnergyCatalogueFileError,
  parseCatalogueCsv,
  parseCatalogueJson,
} from './catalogue-file';

const seedJson = readFileSync(ENERGY_CATALOGUE_FILE, 'utf8');

function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof EnergyCatalogueFileError) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
}

/** One featured standard variable dual fuel tariff over every region, with the terms columns given. */
function csvWith(terms: Record<string, string>): string {
  const rows = GSP_GROUPS.flatMap((region) =>
    (
      [
        ['electricity', '27.50', '55.00'],
        ['gas', '7.50', '30.00'],
      ] as const
    ).map(([fuel, unitRate, standingCharge]) => ({
      catalogue_label: 'Operator test catalogue',
      valid_from: '2026-10-01',
      valid_to: '2026-12-31',
      source: 'Loaded by the terms test',
      supplier_id: 'hearthstone-energy',
      supplier_name: 'Hearthstone Energy',
      supplier_logo_url: '/energy-logos/hearthstone-energy.svg',
      supplier_is_featured: 'yes',
      supplier_is_whole_of_market: 'no',
      supplier_signup_email: 'signups@hearthstone-energy.threshold.example',
      supplier_terms_url: 'https://hearthstone-energy.threshold.example/terms',
      tariff_code: 'op-standard-variable-dual',
      tariff_name: 'Operator Standard Variable',
      fuel_type: 'DualFuel',
      payment_method: 'Monthly Direct Debit',
      tariff_type: 'Variable',
      is_standard_variable: 'yes',
      is_default: 'yes',
      region,
      fuel,
      unit_rate: unitRate,
      standing_charge: standingCharge,
      ...terms,
    })),
  );
  const quote = (value: string) =>
    /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return [
    CATALOGUE_CSV_COLUMNS.join(','),
    ...rows.map((row) =>
      CATALOGUE_CSV_COLUMNS.map((column) =>
        quote((row as Record<string, string>)[column] ?? ''),
      ).join(','),
    ),
  ].join('\n');
}

describe("the catalogue's tariff terms", () => {
  it('ships every tariff with its terms PDF and principal terms, and Millbrook Power gas supplied by Saltmarsh Energy', () => {
    const catalogue = parseCatalogueJson(seedJson);
    for (const tariff of catalogue.tariffs) {
      expect(tariff.termsPdfUrl).toMatch(/^https:\/\/.+\/terms\.pdf$/);
      expect(tariff.principalTerms.length).toBeGreaterThanOrEqual(3);
    }
    const fix12 = catalogue.tariffs.find((tariff) => tariff.code === 'hs-fix-12-dual');
    expect(fix12?.principalTerms).toEqual([
      'Your unit rates and standing charges are fixed for 12 months from your supply start date.',
      'An exit fee of £75 per fuel applies if you leave before the fixed term ends, except in its last 49 days.',
      'You pay a monthly Direct Debit, reviewed at least every 6 months against your readings.',
      'Bills and statements are sent by email; paper bills cost £1.50 a month.',
      'You can cancel within 14 days of agreeing to switch, at no cost.',
    ]);
    const millbrook = catalogue.tariffs.find((tariff) => tariff.code === 'mb-fix-12-dual');
    expect([millbrook?.elecSupplierName, millbrook?.gasSupplierName]).toEqual([
      null,
      'Saltmarsh Energy',
    ]);
  });

  it('refuses a terms PDF that is not a PDF link, and a supplier name for a fuel the tariff lacks', () => {
    const file = JSON.parse(seedJson) as { tariffs: Record<string, unknown>[] };
    file.tariffs[0] = { ...file.tariffs[0], termsPdfUrl: 'https://example.com/terms.html' };
    file.tariffs[1] = { ...file.tariffs[1], gasSupplierName: 'Saltmarsh Energy' };
    file.tariffs[2] = { ...file.tariffs[2], principalTerms: [''] };
    expect(problemsOf(() => parseCatalogueJson(JSON.stringify(file)))).toEqual([
      'tariffs[0] (code hs-standard-variable-dual): termsPdfUrl must be a link to a PDF (ending .pdf)',
      expect.stringMatching(/^tariffs\[2\] \(code hs-standard-variable-gas\): principalTerms\.0 /),
    ]);
    const wrongFuel = JSON.parse(seedJson) as typeof file;
    wrongFuel.tariffs[1] = { ...wrongFuel.tariffs[1], gasSupplierName: 'Saltmarsh Energy' };
    expect(problemsOf(() => parseCatalogueJson(JSON.stringify(wrongFuel)))).toEqual([
      'tariffs[1] (code hs-standard-variable-elec): an Electric tariff must not have gasSupplierName',
    ]);
  });

  it('reads the terms from CSV: principal terms split on |, the PDF and the per-fuel suppliers', () => {
    const catalogue = parseCatalogueCsv(
      csvWith({
        terms_pdf_url: 'https://hearthstone-energy.threshold.example/tariffs/op-sv/terms.pdf',
        principal_terms: 'No exit fee: you can leave at any time.|Prices follow the cap.',
        gas_supplier_name: 'Saltmarsh Energy',
      }),
    );
    expect(catalogue.tariffs[0]).toMatchObject({
      termsPdfUrl: 'https://hearthstone-energy.threshold.example/tariffs/op-sv/terms.pdf',
      principalTerms: ['No exit fee: you can leave at any time.', 'Prices follow the cap.'],
      elecSupplierName: null,
      gasSupplierName: 'Saltmarsh Energy',
    });
    expect(
      problemsOf(() => parseCatalogueCsv(csvWith({ terms_pdf_url: 'https://example.com/terms' }))),
    ).toEqual([
      'line 2 (tariff op-standard-variable-dual) terms_pdf_url: must be a link to a PDF (ending .pdf)',
    ]);
  });
});
