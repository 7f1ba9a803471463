import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadbandAtPostcode } from '../../providers/addresses/dataset/broadband';
import {
  BroadbandCatalogueFileError,
  parseBroadbandCatalogueJson,
} from '../../providers/broadband-catalogue/catalogue-file';
import { createDbBroadbandCatalogue } from '../../providers/broadband-catalogue/db-broadband-catalogue';
import { REPO_ROOT } from '../../config';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database';
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
    await loadBroadbandCatalogueFile(database.db, JSON.stringify(file));
    const leeds = broadbandAtPostcode('LS1 4AP');
    const after = await catalogue.search('wholeOfMarket', leeds);
    expect(after.catalogue.label).toBe('Operator catalogue');
    expect(after.packages.some((p) => p.provider.id === 'fernline-fibre')).toBe(false);

    file.packages[0] = { ...file.packages[0], providerId: 'nobody' };
    await expect(loadBroadbandCatalogueFile(database.db, JSON.stringify(file))).rejects.toThrow(
      BroadbandCatalogueFileError,
    );
    expect((await catalogue.search('wholeOfMarket', leeds)).catalogue.label).toBe(
      'Operator catalogue',
    );
  });
});
