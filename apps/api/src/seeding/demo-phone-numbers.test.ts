import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NORTHGATE_FIRST_SUPPORT_PHONE } from '../features/brand/brand.seed';

/**
 * Every phone number the product ships (brands' support numbers, providers' and authorities'
 * contact numbers, content, defaults, demo datasets) must be fictional: one of Ofcom's numbers
 * reserved for drama, which will not be given to anyone. A real-looking number would send demo
 * users' calls to a stranger.
 *
 * Ofcom's drama ranges, each 1,000 numbers: the eleven-digit number starts with one of these.
 */
const OFCOM_DRAMA_PREFIXES: Record<string, string> = {
  '01134960': 'Leeds 0113 496 0000–0999',
  '01144960': 'Sheffield 0114 496 0000–0999',
  '01154960': 'Nottingham 0115 496 0000–0999',
  '01164960': 'Leicester 0116 496 0000–0999',
  '01174960': 'Bristol 0117 496 0000–0999',
  '01184960': 'Reading 0118 496 0000–0999',
  '01214960': 'Birmingham 0121 496 0000–0999',
  '01314960': 'Edinburgh 0131 496 0000–0999',
  '01414960': 'Glasgow 0141 496 0000–0999',
  '01514960': 'Liverpool 0151 496 0000–0999',
  '01614960': 'Manchester 0161 496 0000–0999',
  '01914980': 'Tyneside 0191 498 0000–0999',
  '02079460': 'London 020 7946 0000–0999',
  '02896496': 'Northern Ireland 028 9649 6000–6999',
  '02920180': 'Cardiff 029 2018 0000–0999',
  '01632960': 'no area 01632 960000–960999',
  '07700900': 'mobile 07700 900000–900999',
  '08081570': 'freephone 08081 570000–570999',
  '09098790': 'premium rate 0909 879 0000–0999',
  '03069990': 'UK-wide 03069 990000–990999',
};

/** A UK number as written in text: 0…, +44…, +44 (0)…, with spaces, hyphens or brackets between digits. */
const PHONE_NUMBER = /(?<![\w.-])(?:\+44\s?(?:\(0\)\s?)?\d|\(?0\d)(?:[\s)-]{0,2}\d){8,9}(?!\w)/g;

/** The number as dialled within the UK: digits only, starting with 0. */
function nationalDigits(written: string): string {
  const digits = written.replace(/\D/g, '');
  if (!written.startsWith('+44')) return digits;
  const afterCountry = digits.slice(2);
  return afterCountry.startsWith('0') ? afterCountry : `0${afterCountry}`;
}

function isOfcomDramaNumber(written: string): boolean {
  const digits = nationalDigits(written);
  return digits.length === 11 && digits.slice(0, 8) in OFCOM_DRAMA_PREFIXES;
}

function phoneNumbersIn(text: string): string[] {
  return [...text.matchAll(PHONE_NUMBER)].map((match) => match[0].trim());
}

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** What ships: the API (seeds, demo datasets, defaults, messages), the web app and the domain, and the README. Tests are not shipped. */
const SHIPPED_FOLDERS = ['apps/api/src', 'apps/api/scripts', 'apps/web/src', 'packages/domain/src'];
const SHIPPED_FILES = ['README.md'];
const SHIPPED_EXTENSIONS = /\.(ts|tsx|json|csv|md|html|txt)$/;
const NOT_SHIPPED = /(\.test\.tsx?$|^test-support$|^node_modules$|^migrations$)/;

function shippedFiles(folder: string): string[] {
  return readdirSync(join(repositoryRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SHIPPED.test(entry.name)) return [];
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return shippedFiles(path);
    return SHIPPED_EXTENSIONS.test(entry.name) ? [path] : [];
  });
}

describe('phone numbers in shipped demo data', () => {
  it('finds numbers however they are written and knows a drama number from a real one', () => {
    expect(
      phoneNumbersIn(
        "supportPhone: '0191 496 0458', call 0191 498 0458 or +44 (0)161 496 0734, tel:+447700900123, 01632-960-111",
      ),
    ).toEqual([
      '0191 496 0458',
      '0191 498 0458',
      '+44 (0)161 496 0734',
      '+447700900123',
      '01632-960-111',
    ]);
    // Not phone numbers: dates, sort codes, account numbers, a digit run too long to be one.
    expect(phoneNumbersIn('2026-06-15 089999 66374958 077009007890 0808 157 0101–0104')).toEqual([
      '0808 157 0101',
    ]);
    expect(isOfcomDramaNumber('0191 496 0458')).toBe(false); // Tyneside's drama block is 0191 498
    expect(isOfcomDramaNumber('0191 498 0458')).toBe(true);
    expect(isOfcomDramaNumber('+44 (0)161 496 0734')).toBe(true);
    expect(isOfcomDramaNumber('+447700900123')).toBe(true);
    expect(isOfcomDramaNumber('07700 901123')).toBe(false);
    expect(isOfcomDramaNumber('0800 000 000')).toBe(false);
  });

  it("has only Ofcom's drama numbers (seeds, demo datasets, defaults, content)", () => {
    const files = [...SHIPPED_FOLDERS.flatMap(shippedFiles), ...SHIPPED_FILES];
    const found = files.flatMap((file) =>
      phoneNumbersIn(readFileSync(join(repositoryRoot, file), 'utf8')).map((number) => ({
        file: relative(repositoryRoot, join(repositoryRoot, file)),
        number,
      })),
    );
    // The scan reaches the seeded brands' support numbers, so it cannot pass by finding nothing.
    expect(found.map((entry) => entry.file)).toContain('apps/api/src/features/brand/brand.seed.ts');
    // The one exception: Northgate Lettings' first number, named in the seed only to replace it where it was seeded.
    const replacedInSeed = (entry: { file: string; number: string }) =>
      entry.file === 'apps/api/src/features/brand/brand.seed.ts' &&
      entry.number === NORTHGATE_FIRST_SUPPORT_PHONE;
    expect(
      found.filter((entry) => !isOfcomDramaNumber(entry.number) && !replacedInSeed(entry)),
    ).toEqual([]);
  });
});
