import { SHIPPED_MODULUS_WEIGHTS_FILE } from '@threshold/domain/bank/shipped-modulus-weights';
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
    const checker = createDbBankAccountChecker(database.db, { checkMs: 5_000, now: () => now });
    expect((await checker.table()).version).toBe('9.00');
    // Another process writes a newer table: this process has not loaded it, so it is found at the next check.
    await database.db.insert(modulusWeightTables).values({
      version: '9.10',
      validFrom: '2026-12-07',
      source: 'Vocalink v9.10',
      weights: shipped.weights,
      substitutions: (SHIPPED_MODULUS_WEIGHTS_FILE as { substitutions: string[] }).substitutions,
    });
    now = 4_000;
    expect((await checker.table()).version).toBe('9.00');
    now = 5_001;
    expect((await checker.table()).version).toBe('9.10');
    expect(await checker.isValidPair('092000', '12345678')).toBe(true);
  });

  it('refuses anything but six and eight digits (a masked number cannot be checked)', async () => {
    const checker = createDbBankAccountChecker(database.db);
    expect(await checker.isValidPair('08999', '66374958')).toBe(false);
    expect(await checker.isValidPair('089999', '*****958')).toBe(false);
    expect(await checker.isValidPair('08-99-99', '66374958')).toBe(false);
  });
});
