import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadbandAtPostcode } from '../../../providers/addresses/address-dataset';
import {
  BroadbandCatalogueFileError,
  parseBroadbandCatalogueJson,
} from '../../../providers/broadband-catalogue/catalogue-file';
import {
  BROADBAND_CSV_COLUMNS,
  parseBroadbandCatalogueCsv,
} from '../../../providers/broadband-catalogue/catalogue-csv-file';
import { createDbBroadbandCatalogue } from '../../../providers/broadband-catalogue/db-broadband-catalogue';
import { REPO_ROOT } from '../../../config';
import { openTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import {
  BROADBAND_CATALOGUE_FILE,
  loadBroadbandCatalogueFile,
  seedBroadbandCatalogue,
} from './broadband-catalogue.seed';

const seedJson = readFileSync(BROADBAND_CATALOGUE_FILE, 'utf8');
type FileShape = {
  providers: Record<string, unknown>[];
  packages: Record<string, unknown>[];
};

function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof BroadbandCatalogueFileError) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('the broadband catalogue file', () => {
  it('ships 63 packages from 7 providers: one satellite-TV partner with its sign-up page, 3 interim routers', () => {
    const catalogue = parseBroadbandCatalogueJson(seedJson);
    expect(catalogue.packages).toHaveLength(63);
    expect(catalogue.providers).toHaveLength(7);
    const partners = catalogue.providers.filter((provider) => provider.signUpKind === 'partner');
    expect(partners.map((p) => [p.name, p.partnerSlug])).toEqual([['Skyview TV', 'sky']]);
    expect(catalogue.packages.filter((pkg) => pkg.isInterim).map((pkg) => pkg.technology)).toEqual([
      'mobile',
      'mobile',
      'mobile',
    ]);
  });

  it('names the entry and field of every problem', () => {
    const file = JSON.parse(seedJson) as FileShape;
    file.providers[0] = { ...file.providers[0], signupUrl: 'http://not-secure.example' };
    file.packages[1] = { ...file.packages[1], providerId: 'nobody-broadband' };
    file.packages[2] = { ...file.packages[2], technology: 'satellite' };
    expect(problemsOf(() => parseBroadbandCatalogueJson(JSON.stringify(file)))).toEqual([
      'providers[0] (id kestrel-broadband): signupUrl must be an https:// link',
      expect.stringMatching(/^packages\[2\] \(code kestrel-fibre-67\): technology /),
    ]);
  });

  it('checks the rules across entries once every entry is well formed', () => {
    const file = JSON.parse(seedJson) as FileShape;
    file.packages[1] = { ...file.packages[1], providerId: 'nobody-broadband' };
    file.packages[3] = { ...file.packages[3], code: 'kestrel-essential-10' };
    file.packages[4] = { ...file.packages[4], technology: 'cable' };
    file.packages[5] = { ...file.packages[5], isInterim: true };
    expect(problemsOf(() => parseBroadbandCatalogueJson(JSON.stringify(file)))).toEqual([
      'packages[1] (code kestrel-fibre-36): providerId nobody-broadband is not a provider of this file',
      'packages[3] (code kestrel-essential-10): code is used twice',
      'packages[4] (code kestrel-full-fibre-150): provider kestrel-broadband has no lead time for cable (leadTimes.cable)',
      'packages[5] (code kestrel-full-fibre-500): an interim package must be mobile (a 4G/5G router)',
    ]);
  });

  it('refuses a file that is not JSON', () => {
    expect(problemsOf(() => parseBroadbandCatalogueJson('{ nope'))[0]).toMatch(
      /^the file is not valid JSON/,
    );
  });
});

/** The seed catalogue written as the CSV an operator would send: one row per package. */
function seedAsCsv(edit: (rows: Record<string, string>[]) => void = () => undefined): string {
  const file = parseBroadbandCatalogueJson(seedJson);
  const providers = new Map(file.providers.map((provider) => [provider.id, provider]));
  const rows = file.packages.map((pkg) => {
    const provider = providers.get(pkg.providerId);
    if (!provider) throw new Error(`no provider ${pkg.providerId}`);
    const text = (value: string | number | null | undefined) =>
      value == null ? '' : String(value);
    return {
      catalogue_label: file.label,
      valid_from: file.validFrom,
      valid_to: file.validTo,
      source: file.source,
      provider_id: provider.id,
      provider_name: provider.name,
      provider_logo_url: provider.logoUrl,
      provider_sign_up_kind: provider.signUpKind,
      provider_partner_slug: text(provider.partnerSlug),
      provider_contact_email: provider.contactEmail,
      provider_signup_url: provider.signupUrl,
      provider_lead_times: Object.entries(provider.leadTimes)
        .map(
          ([technology, time]) =>
            `${technology}:${time.newLineWorkingDays}/${time.activeLineWorkingDays}`,
        )
        .join('|'),
      package_code: pkg.code,
      package_name: pkg.name,
      technology: pkg.technology,
      is_interim: pkg.isInterim ? 'yes' : 'no',
      broadband_name: pkg.broadband.name,
      broadband_type: pkg.broadband.type,
      download_mbps: text(pkg.broadband.downloadMbps),
      upload_mbps: text(pkg.broadband.uploadMbps),
      usage_limit_gb: text(pkg.broadband.usageLimitGb),
      call_name: text(pkg.call?.name),
      call_kind: text(pkg.call?.kind),
      call_day_pence_per_minute: text(pkg.call?.costDayPerMin),
      call_evening_pence_per_minute: text(pkg.call?.costEveningPerMin),
      call_weekend_pence_per_minute: text(pkg.call?.costWeekendPerMin),
      tv_name: text(pkg.tv?.name),
      tv_feature1_title: text(pkg.tv?.feature1Title),
      tv_feature1: text(pkg.tv?.feature1),
      tv_feature2_title: text(pkg.tv?.feature2Title),
      tv_feature2: text(pkg.tv?.feature2),
      setup_pence: text(pkg.price.setupPence),
      contract_months: text(pkg.price.contractMonths),
      standard_monthly_pence: text(pkg.price.standardMonthlyPence),
      offer_months: text(pkg.price.offer?.numberOfMonths),
      offer_price_pence: text(pkg.price.offer?.price),
      key_feature: text(pkg.keyFeature),
      key_feature2: text(pkg.keyFeature2),
      enhanced_features: pkg.enhancedFeatures.join('|'),
      labels: pkg.labels.join('|'),
      terms_and_conditions: pkg.termsAndConditions,
      promotions: pkg.promotions.map((p) => `${p.name}@${p.expires}`).join('|'),
    } satisfies Record<(typeof BROADBAND_CSV_COLUMNS)[number], string>;
  });
  edit(rows);
  const quote = (value: string) =>
    /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return [
    BROADBAND_CSV_COLUMNS.join(','),
    ...rows.map((row) =>
      BROADBAND_CSV_COLUMNS.map((column) =>
        quote((row as Record<string, string>)[column] ?? ''),
      ).join(','),
    ),
  ].join('\n');
}

describe('the broadband catalogue as CSV', () => {
  it('reads the same catalogue from one row per package as from the JSON file', () => {
    expect(parseBroadbandCatalogueCsv(seedAsCsv())).toEqual(parseBroadbandCatalogueJson(seedJson));
  });

  it('names the line of each problem of its own and checks the rest as the JSON file is checked', () => {
    const problems = problemsOf(() =>
      parseBroadbandCatalogueCsv(
        seedAsCsv((rows) => {
          rows[1] = { ...rows[1]!, provider_name: 'Kestrel' };
          rows[2] = { ...rows[2]!, provider_lead_times: 'fttc:ten' };
        }),
      ),
    );
    expect(problems).toEqual([
      "line 3: provider kestrel-broadband's columns differ from line 2",
      'line 4 provider_lead_times: "fttc:ten" must read technology:new/live, such as fttc:10/3',
      "line 4: provider kestrel-broadband's columns differ from line 2",
    ]);
    expect(problemsOf(() => parseBroadbandCatalogueCsv('package_code\nx'))[0]).toMatch(
      /^header: missing column\(s\) catalogue_label/,
    );
  });
});

describe('npm run broadband-catalogue -- <file> --check', () => {
  function check(content: string) {
    const dir = mkdtempSync(join(tmpdir(), 'broadband-catalogue-'));
    try {
      const file = join(dir, 'catalogue.json');
      writeFileSync(file, content);
      return spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          join(REPO_ROOT, 'apps/api/scripts/broadband-catalogue.ts'),
          file,
          '--check',
        ],
        { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('says a good file is valid, and names the fault of a bad one with exit code 1', () => {
    const good = check(seedJson);
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toContain(
      'The catalogue is valid: "Illustrative UK broadband, phone and TV packages, winter 2026/27"',
    );
    expect(good.stdout).toContain('7 providers, 63 packages (3 interim)');

    const file = JSON.parse(seedJson) as FileShape;
    file.packages[0] = { ...file.packages[0], providerId: 'nobody-broadband' };
    const bad = check(JSON.stringify(file));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(
      'packages[0] (code kestrel-essential-10): providerId nobody-broadband is not a provider of this file',
    );
  });
});

describe('loading the broadband catalogue', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.transaction((tx) => seedBroadbandCatalogue(tx));
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('finds the packages that reach a postcode, each source on its own', async () => {
    const catalogue = createDbBroadbandCatalogue(database.db);
    const leeds = broadbandAtPostcode('LS6 3BN');
    const market = await catalogue.search('wholeOfMarket', leeds);
    const partner = await catalogue.search('partner', leeds);
    expect(market.packages).toHaveLength(53);
    expect(partner.packages.map((p) => p.provider.name)).toEqual(Array(10).fill('Skyview TV'));
    const promoted = market.packages.find((p) => p.pkg.code === 'kestrel-fibre-67');
    expect(promoted?.pkg.promotions).toEqual([
      {
        name: '£50 reward card when you sign up',
        imageUrl: null,
        expires: '2026-12-31T23:59:59.000Z',
      },
    ]);
    // A rural line has no cable, no full fibre and no alternative network.
    const rural = await catalogue.search('wholeOfMarket', broadbandAtPostcode('TR19 7AA'));
    expect(new Set(rural.packages.map((p) => p.pkg.technology))).toEqual(
      new Set(['copper', 'fttc', 'mobile']),
    );
    expect(
      (await catalogue.search('wholeOfMarket', broadbandAtPostcode('CB24 1AZ'))).packages,
    ).toEqual([]);
  });

  it("replaces the catalogue with an operator's file in one go, and a bad file changes nothing", async () => {
    const catalogue = createDbBroadbandCatalogue(database.db);
    const file = JSON.parse(seedJson) as FileShape & { label: string };
    file.label = 'Operator catalogue';
    file.packages = file.packages.filter((pkg) => pkg.providerId !== 'fernline-fibre');
    await loadBroadbandCatalogueFile(database.db, 'catalogue.json', JSON.stringify(file));
    const leeds = broadbandAtPostcode('LS1 4AP');
    const after = await catalogue.search('wholeOfMarket', leeds);
    expect(after.catalogue.label).toBe('Operator catalogue');
    expect(after.packages.some((p) => p.provider.id === 'fernline-fibre')).toBe(false);

    file.packages[0] = { ...file.packages[0], providerId: 'nobody' };
    await expect(
      loadBroadbandCatalogueFile(database.db, 'catalogue.json', JSON.stringify(file)),
    ).rejects.toThrow(BroadbandCatalogueFileError);
    expect((await catalogue.search('wholeOfMarket', leeds)).catalogue.label).toBe(
      'Operator catalogue',
    );
  });
});
