import { SHIPPED_MODULUS_WEIGHTS_FILE } from '@threshold/domain/bank/shipped-modulus-weights';
import { fixedClock } from '@threshold/domain/dates/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modulusWeightTables } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database';
import {
  createDbBankAccountChecker,
  createTableBankAccountChecker,
  loadModulusWeightTable,
  seedModulusWeightTable,
} from './bank-account-checker';

const shipped = SHIPPED_MODULUS_WEIGHTS_FILE as { weights: string[] };

/** The shipped table with a range Vocalink added after v8.50 (092000), as a newer version. */
function tableWithNewRange(version = '9.00') {
  const weights = [...shipped.weights, '092000 092000 MOD11 0 0 0 0 0 0 8 7 6 5 4 3 2 1'].sort(
    (a, b) => a.slice(0, 6).localeCompare(b.slice(0, 6)),
  );
  return { ...(SHIPPED_MODULUS_WEIGHTS_FILE as object), version, validFrom: '2026-09-07', weights };
}

/** A row as another process (the operator command) writes it: the shipped weights under a new version. */
function tableRow(version: string, validFrom: string) {
  return {
    version,
    validFrom,
    source: `Vocalink v${version}`,
    weights: shipped.weights,
    substitutions: (SHIPPED_MODULUS_WEIGHTS_FILE as { substitutions: string[] }).substitutions,
  };
}

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('the bank account checker over the loaded weight table', () => {
  it("checks with the shipped table (Vocalink's test pairs 1 and 29)", async () => {
    const checker = createTableBankAccountChecker();
    expect(await checker.isValidPair('089999', '66374958')).toBe(true);
    expect(await checker.isValidPair('089999', '66374959')).toBe(false);
    expect((await checker.table()).version).toBe('8.50');
  });

  it('uses the newest table in the database: the seed loads v8.50 once, and a newer table loaded here applies at once', async () => {
    await seedModulusWeightTable(database.db);
    await seedModulusWeightTable(database.db);
    expect(
      await database.db.select({ version: modulusWeightTables.version }).from(modulusWeightTables),
    ).toEqual([{ version: '8.50' }]);
    const checker = createDbBankAccountChecker(database.db);
    expect(await checker.isValidPair('092000', '12345678')).toBe(true); // not in v8.50: cannot be checked
    await loadModulusWeightTable(database.db, tableWithNewRange());
    expect(await checker.isValidPair('092000', '12345678')).toBe(false);
    expect(await checker.isValidPair('092000', '12345679')).toBe(true);
    expect(await checker.table()).toMatchObject({ version: '9.00', validFrom: '2026-09-07' });
  });

  it('sees a table loaded by another process (the operator command) within its check interval', async () => {
    let now = 0;
    const checker = createDbBankAccountChecker(database.db, {
      clock: fixedClock('2026-12-08T09:00:00Z'),
      checkMs: 5_000,
      now: () => now,
    });
    expect((await checker.table()).version).toBe('9.00');
    // Another process writes a newer table: this process has not loaded it, so it is found at the next check.
    await database.db.insert(modulusWeightTables).values(tableRow('9.10', '2026-12-07'));
    now = 4_000;
    expect((await checker.table()).version).toBe('9.00');
    now = 5_001;
    expect((await checker.table()).version).toBe('9.10');
    expect(await checker.isValidPair('092000', '12345678')).toBe(true);
  });

  it('keeps checking with the table in force until a table loaded early reaches its valid-from date (London time)', async () => {
    await database.db.insert(modulusWeightTables).values(tableRow('9.20', '2027-03-01'));
    let today = new Date('2027-02-28T23:30:00Z'); // 23:30 in London, still 28 February
    let now = 0;
    const checker = createDbBankAccountChecker(database.db, {
      clock: { now: () => today },
      checkMs: 5_000,
      now: () => now,
    });
    expect((await checker.table()).version).toBe('9.10');
    today = new Date('2027-03-01T00:00:00Z');
    now = 5_001;
    expect(await checker.table()).toMatchObject({ version: '9.20', validFrom: '2027-03-01' });
  });

  it('uses the shipped table while every loaded table is still to come into force', async () => {
    const checker = createDbBankAccountChecker(database.db, { clock: fixedClock('2020-01-01') });
    expect((await checker.table()).version).toBe('8.50');
  });

  it('refuses anything but six and eight digits (a masked number cannot be checked)', async () => {
    const checker = createDbBankAccountChecker(database.db);
    expect(await checker.isValidPair('08999', '66374958')).toBe(false);
    expect(await checker.isValidPair('089999', '*****958')).toBe(false);
    expect(await checker.isValidPair('08-99-99', '66374958')).toBe(false);
  });
});
