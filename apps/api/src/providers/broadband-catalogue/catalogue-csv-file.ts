import { csvBoolean, csvList, csvNullable, csvNumber, readCsvRows } from '../catalogue-csv';
import {
  BroadbandCatalogueFileError,
  parseBroadbandCatalogue,
  parseBroadbandCatalogueJson,
  type BroadbandCatalogueFile,
} from './catalogue-file';

/**
 * The broadband catalogue as CSV (README: "The broadband catalogue"): one row per package, its
 * provider's columns repeated on each of its rows (they must agree), lists separated by "|".
 * Lead times read "fttc:10/3|fullFibre:12/5" (technology: new line / live line, working days);
 * promotions read "name@2027-01-31T23:59:59Z|…". Checked by the same rules as the JSON file.
 */
export const BROADBAND_CSV_COLUMNS = [
  'catalogue_label',
  'valid_from',
  'valid_to',
  'source',
  'provider_id',
  'provider_name',
  'provider_logo_url',
  'provider_sign_up_kind',
  'provider_partner_slug',
  'provider_contact_email',
  'provider_signup_url',
  'provider_lead_times',
  'package_code',
  'package_name',
  'technology',
  'is_interim',
  'broadband_name',
  'broadband_type',
  'download_mbps',
  'upload_mbps',
  'usage_limit_gb',
  'call_name',
  'call_kind',
  'call_day_pence_per_minute',
  'call_evening_pence_per_minute',
  'call_weekend_pence_per_minute',
  'tv_name',
  'tv_feature1_title',
  'tv_feature1',
  'tv_feature2_title',
  'tv_feature2',
  'setup_pence',
  'contract_months',
  'standard_monthly_pence',
  'offer_months',
  'offer_price_pence',
  'key_feature',
  'key_feature2',
  'enhanced_features',
  'labels',
  'terms_and_conditions',
  'promotions',
] as const;
type CsvRow = Record<(typeof BROADBAND_CSV_COLUMNS)[number], string>;

function leadTimesOf(line: number, cell: string, problems: string[]): Record<string, unknown> {
  const times: Record<string, unknown> = {};
  for (const entry of csvList(cell)) {
    const match = /^(\w+):(\d+)\/(\d+)$/.exec(entry);
    if (!match?.[1]) {
      problems.push(
        `line ${line} provider_lead_times: "${entry}" must read technology:new/live, such as fttc:10/3`,
      );
      continue;
    }
    times[match[1]] = {
      newLineWorkingDays: Number(match[2]),
      activeLineWorkingDays: Number(match[3]),
    };
  }
  return times;
}

function promotionsOf(line: number, cell: string, problems: string[]) {
  return csvList(cell).flatMap((entry) => {
    const at = entry.lastIndexOf('@');
    if (at <= 0) {
      problems.push(`line ${line} promotions: "${entry}" must read name@2027-01-31T23:59:59Z`);
      return [];
    }
    return [
      { name: entry.slice(0, at).trim(), imageUrl: null, expires: entry.slice(at + 1).trim() },
    ];
  });
}

/** A catalogue from CSV text, checked whole; throws BroadbandCatalogueFileError naming every line at fault. */
export function parseBroadbandCatalogueCsv(csv: string): BroadbandCatalogueFile {
  const rows: CsvRow[] = readCsvRows(
    csv,
    BROADBAND_CSV_COLUMNS,
    (problems) => new BroadbandCatalogueFileError(problems),
  );
  const problems: string[] = [];
  const first = rows[0] as CsvRow;
  const providers = new Map<string, { line: number; value: Record<string, unknown> }>();
  const packages = rows.map((row, index) => {
    const line = index + 2; // the header is line 1
    for (const column of ['catalogue_label', 'valid_from', 'valid_to', 'source'] as const) {
      if (row[column] !== first[column])
        problems.push(`line ${line}: ${column} differs from line 2 (one catalogue per file)`);
    }
    const provider = {
      id: row.provider_id.trim(),
      name: row.provider_name,
      logoUrl: row.provider_logo_url,
      signUpKind: row.provider_sign_up_kind.trim(),
      partnerSlug: csvNullable(row.provider_partner_slug),
      contactEmail: row.provider_contact_email.trim(),
      signupUrl: row.provider_signup_url.trim(),
      leadTimes: leadTimesOf(line, row.provider_lead_times, problems),
    };
    const known = providers.get(provider.id);
    if (!known)
      providers.set(provider.id, { line, value: { ...provider, sortOrder: providers.size } });
    else if (
      JSON.stringify({ ...known.value, sortOrder: 0 }) !==
      JSON.stringify({ ...provider, sortOrder: 0 })
    )
      problems.push(
        `line ${line}: provider ${provider.id}'s columns differ from line ${known.line}`,
      );
    const offerMonths = csvNumber(row.offer_months);
    return {
      code: row.package_code.trim(),
      providerId: provider.id,
      name: row.package_name,
      technology: row.technology.trim(),
      isInterim: csvBoolean(row.is_interim),
      broadband: {
        name: row.broadband_name,
        type: row.broadband_type.trim(),
        downloadMbps: csvNumber(row.download_mbps),
        uploadMbps: csvNumber(row.upload_mbps),
        usageLimitGb: csvNumber(row.usage_limit_gb),
      },
      call: csvNullable(row.call_name)
        ? {
            name: row.call_name,
            kind: row.call_kind.trim(),
            costDayPerMin: csvNumber(row.call_day_pence_per_minute),
            costEveningPerMin: csvNumber(row.call_evening_pence_per_minute),
            costWeekendPerMin: csvNumber(row.call_weekend_pence_per_minute),
          }
        : null,
      tv: csvNullable(row.tv_name)
        ? {
            name: row.tv_name,
            feature1: csvNullable(row.tv_feature1),
            feature2: csvNullable(row.tv_feature2),
            feature1Title: csvNullable(row.tv_feature1_title),
            feature2Title: csvNullable(row.tv_feature2_title),
          }
        : null,
      price: {
        setupPence: csvNumber(row.setup_pence) ?? 0,
        contractMonths: csvNumber(row.contract_months),
        standardMonthlyPence: csvNumber(row.standard_monthly_pence),
        offer:
          offerMonths === null
            ? null
            : { numberOfMonths: offerMonths, price: csvNumber(row.offer_price_pence) },
      },
      keyFeature: csvNullable(row.key_feature),
      keyFeature2: csvNullable(row.key_feature2),
      enhancedFeatures: csvList(row.enhanced_features),
      labels: csvList(row.labels),
      termsAndConditions: row.terms_and_conditions,
      promotions: promotionsOf(line, row.promotions, problems),
      sortOrder: index,
    };
  });
  if (problems.length > 0) throw new BroadbandCatalogueFileError(problems);
  return parseBroadbandCatalogue({
    label: first.catalogue_label,
    validFrom: first.valid_from.trim(),
    validTo: first.valid_to.trim(),
    source: first.source,
    providers: [...providers.values()].map((provider) => provider.value),
    packages,
  });
}

/** A catalogue file by its name: .csv is CSV, anything else JSON. */
export function parseBroadbandCatalogueFile(
  fileName: string,
  content: string,
): BroadbandCatalogueFile {
  return fileName.toLowerCase().endsWith('.csv')
    ? parseBroadbandCatalogueCsv(content)
    : parseBroadbandCatalogueJson(content);
}
