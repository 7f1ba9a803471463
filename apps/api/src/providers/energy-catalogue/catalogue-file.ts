import { ADD_ON_TYPE } from '@threshold/domain/codes/add-on-type';
import { catalogueValidity } from '@threshold/domain/energy/catalogue-validity';
import { BILLING_FREQUENCY } from '@threshold/domain/codes/billing-frequency';
import { GSP_GROUPS, normaliseGspGroup, type GspGroup } from '@threshold/domain/energy/regions';
import { divideRounded } from '@threshold/domain/money/pence';
import { parseUnitRate } from '@threshold/domain/money/unit-rate';
import { z } from 'zod';
import {
  CatalogueFileError,
  httpsUrl,
  imageUrl,
  isoDate,
  issueLines,
  optionalText,
  pence,
  slug,
  sortOrder,
  text,
} from '../catalogue-file-fields';
import { csvBoolean, csvNullable, csvNumber, readCsvRows } from '../catalogue-csv';

/**
 * The energy tariff catalogue file: the seed's JSON, and what an operator loads with
 * `npm run energy-catalogue -- <file.json|file.csv>`. Money is whole pence; unit rates and
 * standing charges are whole hundredths of a penny in JSON (26.11p/kWh is 2611) and pence with
 * up to two decimals in CSV ("26.11"). Rates are VAT-inclusive (docs/decisions.md).
 *
 * JSON may list every tariff's rates per region, or give GB-average `baseRates` that the file's
 * `regionalFactors` table (per mille of the GB average, per region and fuel part) turns into the
 * 14 regions' rates: rate = base × factor / 1000, rounded to the hundredth of a penny.
 */

export const RATE_FUELS = ['electricity', 'electricity-economy7', 'gas'] as const;
export type RateFuel = (typeof RATE_FUELS)[number];

/** Hundredths of a penny: 0.01p to £20.00 a kWh or a day is a sane range. */
const hundredths = z
  .number()
  .int({ error: 'must be whole hundredths of a penny (26.11p is 2611)' })
  .min(1, { error: 'must be above 0' })
  .max(200_000, { error: 'is too high' });
const permille = z
  .number()
  .int({ error: 'must be a whole number per mille (1000 is the GB average)' })
  .min(500, { error: 'must be between 500 and 2000' })
  .max(2000, { error: 'must be between 500 and 2000' });
const gspGroup = z.string().transform((value, context) => {
  const group = normaliseGspGroup(value);
  if (!group) {
    context.addIssue({ code: 'custom', message: `"${value}" is not a GSP group _A to _P` });
    return z.NEVER;
  }
  return group;
});

const rateSetSchema = z.strictObject({
  unitRate: hundredths,
  unitRate2: hundredths.nullable().default(null),
  standingCharge: hundredths,
});

const rateRowSchema = z.strictObject({
  region: gspGroup,
  fuel: z.enum(RATE_FUELS),
  unitRate: hundredths,
  unitRate2: hundredths.nullable().default(null),
  standingCharge: hundredths,
});
export type CatalogueRate = z.infer<typeof rateRowSchema>;

const regionalFactorSchema = z.strictObject({
  electricityUnit: permille,
  electricityStanding: permille,
  gasUnit: permille,
  gasStanding: permille,
});
type RegionalFactor = z.infer<typeof regionalFactorSchema>;

const supplierSchema = z.strictObject({
  id: slug,
  name: text(80),
  logoUrl: imageUrl,
  isFeatured: z.boolean().default(false),
  isWholeOfMarket: z.boolean().default(true),
  signupEmail: z.email({ error: 'must be an e-mail address' }),
  termsUrl: httpsUrl.nullable().default(null),
  sortOrder,
});
export type CatalogueSupplier = z.infer<typeof supplierSchema>;

const addOnSchema = z.strictObject({
  id: slug,
  supplierId: slug,
  type: z
    .number()
    .int()
    .refine((value) => Object.values(ADD_ON_TYPE).includes(value as 1), {
      error: 'must be an add-on type 1 to 6',
    }),
  title: text(80),
  description: text(400),
  importantInfo: optionalText(600),
  iconUrl: imageUrl.nullable().default(null),
  billingFrequency: z.enum(Object.values(BILLING_FREQUENCY)),
  costPence: pence,
  discountCostPence: pence.nullable().default(null),
  discountDescription: optionalText(200),
  smartMeterKind: z.enum(['smart', 'payg-smart']).nullable().default(null),
  infoLinks: z
    .array(z.strictObject({ title: text(80), link: httpsUrl }))
    .max(5)
    .default([]),
  sortOrder,
});
export type CatalogueAddOn = z.infer<typeof addOnSchema>;

const tariffTermsShape = {
  code: slug,
  supplierId: slug,
  name: text(80),
  fuelType: z.enum(['DualFuel', 'Electric', 'Gas']),
  paymentMethod: z.enum(['Monthly Direct Debit', 'Prepayment Meter']),
  tariffType: z.enum(['Fixed', 'Variable']),
  termMonths: z.number().int().min(1).max(60).nullable().default(null),
  exitFeePencePerFuel: pence.default(0),
  isPaperless: z.boolean().default(true),
  isSmartSpecific: z.boolean().default(false),
  isStandardVariable: z.boolean().default(false),
  isDefault: z.boolean().default(false),
  recommendationReason: optionalText(200),
  uspText: optionalText(200),
  features: z.array(text(120)).max(8).default([]),
  offersGreenerUpgrade: z.boolean().default(false),
  termsUrl: httpsUrl.nullable().default(null),
  /** The tariff's terms as a PDF (the spec's tariffTermsPDF). */
  termsPdfUrl: httpsUrl
    .refine((url) => /\.pdf$/i.test(url.split(/[?#]/)[0] ?? ''), {
      error: 'must be a link to a PDF (ending .pdf)',
    })
    .nullable()
    .default(null),
  /** The principal terms, one line each (the spec's principalTerms). */
  principalTerms: z.array(text(300)).max(12).default([]),
  /** Who supplies each fuel when not the supplier itself (elec/gasDisplaySupplierName). */
  elecSupplierName: optionalText(80),
  gasSupplierName: optionalText(80),
  sortOrder,
};

const tariffFileSchema = z.strictObject({
  ...tariffTermsShape,
  baseRates: z
    .strictObject({
      electricity: rateSetSchema.optional(),
      'electricity-economy7': rateSetSchema.optional(),
      gas: rateSetSchema.optional(),
    })
    .optional(),
  rates: z.array(rateRowSchema).optional(),
});

export const catalogueFileSchema = z.strictObject({
  label: text(200),
  validFrom: isoDate,
  validTo: isoDate,
  source: text(600),
  regionalFactors: z.record(z.string(), regionalFactorSchema).optional(),
  suppliers: z.array(supplierSchema).min(1, { error: 'needs at least one supplier' }),
  addOns: z.array(addOnSchema).default([]),
  tariffs: z.array(tariffFileSchema).min(1, { error: 'needs at least one tariff' }),
});

export type CatalogueTariffTerms = {
  [K in keyof typeof tariffTermsShape]: z.infer<(typeof tariffTermsShape)[K]>;
};
export type CatalogueTariff = CatalogueTariffTerms & { rates: CatalogueRate[] };

/** A checked catalogue with every tariff's rates listed per region and fuel. */
export type Catalogue = {
  label: string;
  validFrom: string;
  validTo: string;
  source: string;
  suppliers: CatalogueSupplier[];
  /** null: the file has no add-ons (CSV); the active catalogue's add-ons are kept. */
  addOns: CatalogueAddOn[] | null;
  tariffs: CatalogueTariff[];
};

/** An energy catalogue file that cannot be loaded; `problems` names each row and field at fault. */
export class EnergyCatalogueFileError extends CatalogueFileError {
  override name = 'EnergyCatalogueFileError';
  constructor(problems: string[]) {
    super('energy', problems);
  }
}

function scaled(base: number, factor: number): number {
  return divideRounded(base * factor, 1000);
}

function ratesFromBase(
  base: NonNullable<z.infer<typeof tariffFileSchema>['baseRates']>,
  factors: Record<GspGroup, RegionalFactor>,
): CatalogueRate[] {
  const rates: CatalogueRate[] = [];
  for (const region of GSP_GROUPS) {
    const factor = factors[region];
    for (const fuel of RATE_FUELS) {
      const set = base[fuel];
      if (!set) continue;
      const isGas = fuel === 'gas';
      const unit = isGas ? factor.gasUnit : factor.electricityUnit;
      const standing = isGas ? factor.gasStanding : factor.electricityStanding;
      rates.push({
        region,
        fuel,
        unitRate: scaled(set.unitRate, unit),
        unitRate2: set.unitRate2 === null ? null : scaled(set.unitRate2, unit),
        standingCharge: scaled(set.standingCharge, standing),
      });
    }
  }
  return rates;
}

const FUELS_OF: Record<CatalogueTariff['fuelType'], { electricity: boolean; gas: boolean }> = {
  DualFuel: { electricity: true, gas: true },
  Electric: { electricity: true, gas: false },
  Gas: { electricity: false, gas: true },
};

/** The rules across entries and within a tariff's rates; one line per problem. */
export function catalogueProblems(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  if (catalogue.validTo < catalogue.validFrom)
    problems.push('validTo: must not be before validFrom');

  const suppliers = new Map<string, CatalogueSupplier>();
  catalogue.suppliers.forEach((supplier, index) => {
    if (suppliers.has(supplier.id))
      problems.push(`suppliers[${index}] (id ${supplier.id}): id is used twice`);
    suppliers.set(supplier.id, supplier);
  });
  const featured = catalogue.suppliers.filter((supplier) => supplier.isFeatured);
  if (featured.length !== 1) {
    problems.push(`suppliers: exactly one supplier must be featured (found ${featured.length})`);
  }

  const addOnIds = new Set<string>();
  (catalogue.addOns ?? []).forEach((addOn, index) => {
    const name = `addOns[${index}] (id ${addOn.id})`;
    if (addOnIds.has(addOn.id)) problems.push(`${name}: id is used twice`);
    addOnIds.add(addOn.id);
    if (!suppliers.has(addOn.supplierId))
      problems.push(`${name}: supplierId ${addOn.supplierId} is not a supplier of this file`);
    if (addOn.discountCostPence !== null && addOn.discountCostPence > addOn.costPence) {
      problems.push(`${name}: discountCostPence must not be more than costPence`);
    }
  });

  const codes = new Set<string>();
  let standardVariables = 0;
  catalogue.tariffs.forEach((tariff, index) => {
    const name = `tariffs[${index}] (code ${tariff.code})`;
    if (codes.has(tariff.code)) problems.push(`${name}: code is used twice`);
    codes.add(tariff.code);
    const supplier = suppliers.get(tariff.supplierId);
    if (!supplier)
      problems.push(`${name}: supplierId ${tariff.supplierId} is not a supplier of this file`);
    if (tariff.tariffType === 'Fixed' && tariff.termMonths === null)
      problems.push(`${name}: termMonths is required for a Fixed tariff`);
    if (tariff.tariffType === 'Variable' && tariff.termMonths !== null)
      problems.push(`${name}: termMonths must be null for a Variable tariff`);
    if (tariff.isStandardVariable) {
      standardVariables += 1;
      if (tariff.tariffType !== 'Variable')
        problems.push(`${name}: a standard variable tariff must be Variable`);
      if (supplier && !supplier.isFeatured)
        problems.push(
          `${name}: only the featured supplier has the standard variable tariff (the saving baseline)`,
        );
    }
    if (tariff.elecSupplierName !== null && tariff.fuelType === 'Gas')
      problems.push(`${name}: a Gas tariff must not have elecSupplierName`);
    if (tariff.gasSupplierName !== null && tariff.fuelType === 'Electric')
      problems.push(`${name}: an Electric tariff must not have gasSupplierName`);
    if (tariff.isDefault && supplier && !supplier.isFeatured)
      problems.push(`${name}: only the featured supplier's tariffs can be the default`);

    const needs = FUELS_OF[tariff.fuelType];
    const seen = new Set<string>();
    const fuelsGiven = new Set<RateFuel>();
    tariff.rates.forEach((rate) => {
      const key = `${rate.region}/${rate.fuel}`;
      if (seen.has(key))
        problems.push(`${name}: the ${rate.fuel} rate for region ${rate.region} is given twice`);
      seen.add(key);
      fuelsGiven.add(rate.fuel);
      if (rate.fuel === 'electricity-economy7' && rate.unitRate2 === null)
        problems.push(
          `${name}: region ${rate.region} electricity-economy7 needs unitRate2 (the night rate)`,
        );
      if (rate.fuel !== 'electricity-economy7' && rate.unitRate2 !== null)
        problems.push(`${name}: region ${rate.region} ${rate.fuel} must not have unitRate2`);
    });
    const hasElectricity = fuelsGiven.has('electricity') || fuelsGiven.has('electricity-economy7');
    if (needs.electricity && !hasElectricity)
      problems.push(`${name}: a ${tariff.fuelType} tariff needs electricity rates`);
    if (!needs.electricity && hasElectricity)
      problems.push(`${name}: a Gas tariff must not have electricity rates`);
    if (needs.gas && !fuelsGiven.has('gas'))
      problems.push(`${name}: a ${tariff.fuelType} tariff needs gas rates`);
    if (!needs.gas && fuelsGiven.has('gas'))
      problems.push(`${name}: an Electric tariff must not have gas rates`);
    for (const fuel of fuelsGiven) {
      const missing = GSP_GROUPS.filter((region) => !seen.has(`${region}/${fuel}`));
      if (missing.length > 0)
        problems.push(`${name}: ${fuel} rates are missing for region(s) ${missing.join(', ')}`);
    }
  });
  if (standardVariables === 0)
    problems.push(
      'tariffs: the featured supplier needs a standard variable tariff (isStandardVariable), the saving baseline',
    );
  return problems;
}

function checked(catalogue: Catalogue): Catalogue {
  const problems = catalogueProblems(catalogue);
  if (problems.length > 0) throw new EnergyCatalogueFileError(problems);
  return catalogue;
}

/** A catalogue from parsed JSON, checked whole; throws EnergyCatalogueFileError naming every entry at fault. */
export function parseCatalogue(input: unknown): Catalogue {
  const parsed = catalogueFileSchema.safeParse(input);
  if (!parsed.success) {
    throw new EnergyCatalogueFileError(issueLines(input, parsed.error));
  }
  const file = parsed.data;
  const problems: string[] = [];
  let factors: Record<GspGroup, RegionalFactor> | null = null;
  if (file.regionalFactors) {
    const table: Partial<Record<GspGroup, RegionalFactor>> = {};
    for (const [key, factor] of Object.entries(file.regionalFactors)) {
      const region = normaliseGspGroup(key);
      if (!region) problems.push(`regionalFactors.${key}: "${key}" is not a GSP group _A to _P`);
      else table[region] = factor;
    }
    const missing = GSP_GROUPS.filter((region) => !table[region]);
    if (missing.length > 0)
      problems.push(`regionalFactors: missing region(s) ${missing.join(', ')}`);
    else factors = table as Record<GspGroup, RegionalFactor>;
  }
  const tariffs: CatalogueTariff[] = file.tariffs.map((tariff, index) => {
    const { baseRates, rates, ...terms } = tariff;
    const name = `tariffs[${index}] (code ${tariff.code})`;
    if (baseRates && rates) problems.push(`${name}: give either baseRates or rates, not both`);
    if (!baseRates && !rates)
      problems.push(`${name}: needs baseRates (with regionalFactors) or rates`);
    if (baseRates && !file.regionalFactors)
      problems.push(`${name}: baseRates need the file's regionalFactors`);
    const listed = rates ?? (baseRates && factors ? ratesFromBase(baseRates, factors) : []);
    return { ...terms, rates: listed };
  });
  if (problems.length > 0) throw new EnergyCatalogueFileError(problems);
  return checked({
    label: file.label,
    validFrom: file.validFrom,
    validTo: file.validTo,
    source: file.source,
    suppliers: file.suppliers,
    addOns: file.addOns,
    tariffs,
  });
}

export function parseCatalogueJson(json: string): Catalogue {
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch (error) {
    throw new EnergyCatalogueFileError([
      `the file is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    ]);
  }
  return parseCatalogue(input);
}

/** The CSV columns, in order (README: "The energy catalogue"). */
export const CATALOGUE_CSV_COLUMNS = [
  'catalogue_label',
  'valid_from',
  'valid_to',
  'source',
  'supplier_id',
  'supplier_name',
  'supplier_logo_url',
  'supplier_is_featured',
  'supplier_is_whole_of_market',
  'supplier_signup_email',
  'supplier_terms_url',
  'tariff_code',
  'tariff_name',
  'fuel_type',
  'payment_method',
  'tariff_type',
  'term_months',
  'exit_fee_pence_per_fuel',
  'is_paperless',
  'is_smart_specific',
  'is_standard_variable',
  'is_default',
  'recommendation_reason',
  'usp_text',
  'features',
  'offers_greener_upgrade',
  'terms_url',
  'terms_pdf_url',
  'principal_terms',
  'elec_supplier_name',
  'gas_supplier_name',
  'region',
  'fuel',
  'unit_rate',
  'unit_rate2',
  'standing_charge',
] as const;
type CsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
type CsvRow = Record<CsvColumn, string>;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** The CSV column a field of the checked catalogue came from. */
function csvColumnOf(list: 'tariffs' | 'suppliers' | 'rates', field: string): string {
  if (list === 'suppliers') return `supplier_${snakeCase(field)}`;
  if (list === 'tariffs' && (field === 'code' || field === 'name')) return `tariff_${field}`;
  return snakeCase(field);
}

/**
 * A catalogue from CSV text: one row per tariff × region × fuel, the tariff's and its supplier's
 * columns repeated on each row (they must agree). Rates are pence with up to two decimals. The
 * file carries no add-ons: the active catalogue's add-ons are kept for suppliers still in it.
 */
export function parseCatalogueCsv(csv: string): Catalogue {
  const rows: CsvRow[] = readCsvRows(
    csv,
    CATALOGUE_CSV_COLUMNS,
    (problems) => new EnergyCatalogueFileError(problems),
  );

  const problems: string[] = [];
  const first = rows[0] as CsvRow;
  /** Pence with up to two decimals; an unreadable rate is reported here and replaced by 1. */
  const csvRate = (line: number, column: CsvColumn, value: string): number | null => {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const rate = parseUnitRate(trimmed);
    if (rate !== null) return rate;
    problems.push(
      `line ${line} ${column}: "${trimmed}" must be pence with at most two decimals, such as 26.11`,
    );
    return 1;
  };
  const suppliers = new Map<string, { line: number; value: Record<string, unknown> }>();
  const tariffs = new Map<
    string,
    { line: number; terms: Record<string, unknown>; rates: Record<string, unknown>[] }
  >();
  rows.forEach((row, index) => {
    const line = index + 2; // the header is line 1
    for (const column of ['catalogue_label', 'valid_from', 'valid_to', 'source'] as const) {
      if (row[column] !== first[column])
        problems.push(`line ${line}: ${column} differs from line 2 (one catalogue per file)`);
    }
    const supplier = {
      id: row.supplier_id.trim(),
      name: row.supplier_name,
      logoUrl: row.supplier_logo_url,
      isFeatured: csvBoolean(row.supplier_is_featured),
      isWholeOfMarket: csvBoolean(row.supplier_is_whole_of_market),
      signupEmail: row.supplier_signup_email.trim(),
      termsUrl: csvNullable(row.supplier_terms_url),
    };
    const knownSupplier = suppliers.get(supplier.id);
    if (!knownSupplier)
      suppliers.set(supplier.id, { line, value: { ...supplier, sortOrder: suppliers.size } });
    else if (
      JSON.stringify({ ...knownSupplier.value, sortOrder: 0 }) !==
      JSON.stringify({ ...supplier, sortOrder: 0 })
    ) {
      problems.push(
        `line ${line}: supplier ${supplier.id}'s columns differ from line ${knownSupplier.line}`,
      );
    }
    const terms = {
      code: row.tariff_code.trim(),
      supplierId: supplier.id,
      name: row.tariff_name,
      fuelType: row.fuel_type.trim(),
      paymentMethod: row.payment_method.trim(),
      tariffType: row.tariff_type.trim(),
      termMonths: csvNumber(row.term_months),
      exitFeePencePerFuel: csvNumber(row.exit_fee_pence_per_fuel) ?? 0,
      isPaperless: csvBoolean(row.is_paperless),
      isSmartSpecific: csvBoolean(row.is_smart_specific),
      isStandardVariable: csvBoolean(row.is_standard_variable),
      isDefault: csvBoolean(row.is_default),
      recommendationReason: csvNullable(row.recommendation_reason),
      uspText: csvNullable(row.usp_text),
      features: row.features
        .split('|')
        .map((feature) => feature.trim())
        .filter(Boolean),
      offersGreenerUpgrade: csvBoolean(row.offers_greener_upgrade),
      termsUrl: csvNullable(row.terms_url),
      termsPdfUrl: csvNullable(row.terms_pdf_url),
      principalTerms: row.principal_terms
        .split('|')
        .map((term) => term.trim())
        .filter(Boolean),
      elecSupplierName: csvNullable(row.elec_supplier_name),
      gasSupplierName: csvNullable(row.gas_supplier_name),
    };
    const rate = {
      region: row.region,
      fuel: row.fuel.trim(),
      unitRate: csvRate(line, 'unit_rate', row.unit_rate),
      unitRate2: csvRate(line, 'unit_rate2', row.unit_rate2),
      standingCharge: csvRate(line, 'standing_charge', row.standing_charge),
      line,
    };
    const known = tariffs.get(terms.code);
    if (!known)
      tariffs.set(terms.code, {
        line,
        terms: { ...terms, sortOrder: tariffs.size },
        rates: [rate],
      });
    else {
      if (
        JSON.stringify({ ...known.terms, sortOrder: 0 }) !==
        JSON.stringify({ ...terms, sortOrder: 0 })
      ) {
        problems.push(
          `line ${line}: tariff ${terms.code}'s columns differ from line ${known.line}`,
        );
      }
      known.rates.push(rate);
    }
  });

  const input = {
    label: first.catalogue_label,
    validFrom: first.valid_from.trim(),
    validTo: first.valid_to.trim(),
    source: first.source,
    suppliers: [...suppliers.values()].map((entry) => entry.value),
    addOns: [],
    tariffs: [...tariffs.values()].map((entry) => ({
      ...entry.terms,
      rates: entry.rates.map(({ line: _line, ...rate }) => rate),
    })),
  };
  const parsed = catalogueFileSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [list, index, ...rest] = issue.path;
      let where = issue.path.map(String).join('.') || 'file';
      if (list === 'tariffs' && typeof index === 'number') {
        const entry = [...tariffs.values()][index];
        if (rest[0] === 'rates' && typeof rest[1] === 'number') {
          const rateLine = entry?.rates[rest[1]]?.line;
          where = `line ${rateLine ?? '?'} (tariff ${String(entry?.terms.code)}) ${csvColumnOf('rates', String(rest[2] ?? ''))}`;
        } else {
          where = `line ${entry?.line ?? '?'} (tariff ${String(entry?.terms.code)}) ${csvColumnOf('tariffs', String(rest[0] ?? ''))}`;
        }
      } else if (list === 'suppliers' && typeof index === 'number') {
        const entry = [...suppliers.values()][index];
        where = `line ${entry?.line ?? '?'} (supplier ${String(entry?.value.id)}) ${csvColumnOf('suppliers', String(rest[0] ?? ''))}`;
      } else if (typeof list === 'string' && index === undefined) {
        where = `line 2 ${list}`;
      }
      problems.push(`${where.trim()}: ${issue.message}`);
    }
  }
  if (problems.length > 0 || !parsed.success) throw new EnergyCatalogueFileError(problems);
  return checked({
    label: parsed.data.label,
    validFrom: parsed.data.validFrom,
    validTo: parsed.data.validTo,
    source: parsed.data.source,
    suppliers: parsed.data.suppliers,
    addOns: null,
    tariffs: parsed.data.tariffs.map(({ baseRates: _base, rates, ...terms }) => ({
      ...terms,
      rates: rates ?? [],
    })),
  });
}

/** Reads a catalogue file by its kind: '.csv' files as CSV, anything else as JSON. */
export function parseCatalogueFile(name: string, content: string): Catalogue {
  return name.toLowerCase().endsWith('.csv')
    ? parseCatalogueCsv(content)
    : parseCatalogueJson(content);
}

/**
 * The operator's load is refused for a catalogue whose period is over: its prices could never be
 * quoted as current (production refuses them; elsewhere they would only be illustrative).
 */
export function checkCatalogueForLoad(catalogue: Catalogue, today: string): Catalogue {
  if (catalogueValidity(catalogue, today) === 'expired') {
    throw new EnergyCatalogueFileError([
      `validTo: the catalogue's prices expired on ${catalogue.validTo} (today is ${today}); load a catalogue for the current period`,
    ]);
  }
  return catalogue;
}

/** One line about a catalogue, for the operator. */
export function describeCatalogue(catalogue: Catalogue): string {
  const rates = catalogue.tariffs.reduce((sum, tariff) => sum + tariff.rates.length, 0);
  const addOns = catalogue.addOns === null ? 'add-ons kept' : `${catalogue.addOns.length} add-ons`;
  return `"${catalogue.label}" (${catalogue.validFrom} to ${catalogue.validTo}): ${catalogue.suppliers.length} suppliers, ${catalogue.tariffs.length} tariffs, ${rates} regional rates, ${addOns}`;
}
