import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_CATALOGUE_FILE } from './affiliate.seed';
import {
  CatalogueError,
  parseAffiliateCatalogue,
  parseAffiliateCatalogueJson,
} from './affiliate-catalogue';

const seeded = () =>
  JSON.parse(readFileSync(AFFILIATE_CATALOGUE_FILE, 'utf8')) as {
    deals: Record<string, unknown>[];
    categories: Record<string, unknown>[];
  };

function problemsOf(input: unknown): string[] {
  try {
    parseAffiliateCatalogue(input);
  } catch (error) {
    if (error instanceof CatalogueError) return error.problems;
    throw error;
  }
  return [];
}

describe('the affiliate catalogue file', () => {
  it('accepts the seeded demo catalogue: category 1 is "Moving home", one insurance category', () => {
    const catalogue = parseAffiliateCatalogue(seeded());
    expect(catalogue.categories.find((category) => category.id === 1)?.name).toBe('Moving home');
    expect(
      catalogue.categories
        .filter((category) => category.isInsurance)
        .map((category) => category.name),
    ).toEqual(['Insurance']);
    expect(catalogue.deals.some((deal) => deal.title.includes('Royal Mail'))).toBe(true);
  });

  it('names each entry at fault by position, id and title', () => {
    const file = seeded();
    file.deals[0] = { ...file.deals[0], title: '' };
    file.deals[4] = { ...file.deals[4], logoUrl: '../../etc/passwd' };
    expect(problemsOf(file)).toEqual([
      'deals[0] (id 101): title must not be empty',
      'deals[4] (id 202, "Update your address everywhere with AddressPal"): logoUrl must be a portal path such as /affiliate-logos/removals.svg or an https:// image',
    ]);
  });

  it('refuses a repeated id, a deal in a category the file does not define, and an unknown field', () => {
    const file = seeded();
    file.deals[1] = { ...file.deals[1], id: 101 };
    file.deals[2] = { ...file.deals[2], categoryId: 9 };
    expect(problemsOf(file)).toEqual([
      'deals[1] (id 101, "First month free at BoxRoom Storage"): id is used twice',
      'deals[2] (id 103, "£20 off an end of tenancy clean with SparkleSquad"): categoryId 9 is not a category of this file',
    ]);
    const typo = seeded();
    typo.categories[0] = { ...typo.categories[0], isInsurence: true };
    expect(problemsOf(typo)).toEqual([
      'categories[0] (id 1, "Moving home"): Unrecognized key: "isInsurence"',
    ]);
  });

  it('says when the file is not JSON', () => {
    expect(() => parseAffiliateCatalogueJson('{ "categories": [')).toThrow(/not valid JSON/);
  });
});
