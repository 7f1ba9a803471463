import { describe, expect, it } from 'vitest';
import {
  describeModulusWeightTable,
  isValidAccountPair,
  ModulusTableError,
  parseModulusWeightTable,
} from './modulus-check';
import { SHIPPED_MODULUS_WEIGHTS_FILE } from './shipped-modulus-weights';

const table = parseModulusWeightTable(SHIPPED_MODULUS_WEIGHTS_FILE);

/** Vocalink's published test cases ("Validating account numbers: UK modulus checking", tests 1–34). */
const VOCALINK_TEST_CASES: [number, string, string, boolean, string][] = [
  [1, '089999', '66374958', true, 'pass modulus 10 check'],
  [2, '107999', '88837491', true, 'pass modulus 11 check'],
  [3, '202959', '63748472', true, 'pass modulus 11 and double alternate checks'],
  [4, '871427', '46238510', true, 'exception 10 and 11: first check passes, second fails'],
  [5, '872427', '46238510', true, 'exception 10 and 11: first check fails, second passes'],
  [6, '871427', '09123496', true, 'exception 10: ab 09 and g 9, second check passes'],
  [7, '871427', '99123496', true, 'exception 10: ab 99 and g 9, second check passes'],
  [8, '820000', '73688637', true, 'exception 3: c is not 6 or 9, both checks pass'],
  [9, '827999', '73988638', true, 'exception 3: c is 9, second check skipped'],
  [10, '827101', '28748352', true, 'exception 3: c is not 6 or 9, both checks pass'],
  [11, '134020', '63849203', true, 'exception 4: the remainder equals the check digits'],
  [12, '118765', '64371389', true, 'exception 1: 27 added to the total'],
  [13, '200915', '41011166', true, 'exception 6: a foreign currency account'],
  [
    14,
    '938611',
    '07806039',
    true,
    'exception 5: first check digit correct, second check digit correct',
  ],
  [15, '938600', '42368003', true, 'exception 5: substitution, first check remainder 0 and g 0'],
  [
    16,
    '938063',
    '55065200',
    true,
    'exception 5: first check digit correct, second remainder 0 and h 0',
  ],
  [17, '772798', '99345694', true, 'exception 7: g is 9, u to b zeroised'],
  [18, '086090', '06774744', true, 'exception 8: sort code 090126 checked instead'],
  [19, '309070', '02355688', true, 'exception 2 and 9: first check passes'],
  [20, '309070', '12345668', true, 'exception 2 and 9: a not 0, g not 9, first check passes'],
  [21, '309070', '12345677', true, 'exception 2 and 9: a not 0, g not 9, second check passes'],
  [22, '309070', '99345694', true, 'exception 2 and 9: a not 0, g 9, first check passes'],
  [23, '938063', '15764273', false, 'exception 5: first check digit correct, second incorrect'],
  [24, '938063', '15764264', false, 'exception 5: first check digit incorrect, second correct'],
  [25, '938063', '15763217', false, 'exception 5: first check remainder 1'],
  [26, '118765', '64371388', false, 'exception 1: the check fails'],
  [27, '203099', '66831036', false, 'exception 6: first check passes, second fails'],
  [28, '203099', '58716970', false, 'exception 6: first check fails, second passes'],
  [29, '089999', '66374959', false, 'modulus 10 check fails'],
  [30, '107999', '88837493', false, 'modulus 11 check fails'],
  [31, '074456', '12345112', true, 'exception 12 and 13: first check passes'],
  [32, '070116', '34012583', true, 'exception 12 and 13: first check fails, second passes'],
  [33, '074456', '11104102', true, 'exception 12 and 13: first check fails, second passes'],
  [34, '180002', '00000190', true, 'exception 14: first check fails, h is 0, moved digits pass'],
];

describe("the modulus check: Vocalink's 34 published test cases", () => {
  it('has all 34', () => {
    expect(VOCALINK_TEST_CASES.map(([number]) => number)).toEqual(
      Array.from({ length: 34 }, (_, i) => i + 1),
    );
  });

  it.each(VOCALINK_TEST_CASES)(
    'test %i: %s %s is %s (%s)',
    (_number, sortCode, accountNumber, valid) => {
      expect(isValidAccountPair(table, sortCode, accountNumber)).toBe(valid);
    },
  );

  it('refuses anything but six and eight digits (a masked number cannot be checked)', () => {
    expect(isValidAccountPair(table, '08999', '66374958')).toBe(false);
    expect(isValidAccountPair(table, '089999', '*****958')).toBe(false);
    expect(isValidAccountPair(table, '08-99-99', '66374958')).toBe(false);
  });

  it('passes a sort code the table does not cover (it cannot be checked)', () => {
    expect(table.rows.some((row) => row.from <= '000001' && '000001' <= row.to)).toBe(false);
    expect(isValidAccountPair(table, '000001', '12345678')).toBe(true);
  });
});

describe('the weight table as data', () => {
  it('ships Vocalink v8.50, valid from 23 June 2025, and says so', () => {
    expect(table.version).toBe('8.50');
    expect(table.validFrom).toBe('2025-06-23');
    expect(describeModulusWeightTable(table)).toBe(
      'Vocalink modulus weight table v8.50, valid from 23/06/2025 (1151 lines, 21 substitutions)',
    );
  });

  it('uses whatever table it is given: a new range changes the answer', () => {
    // 092000 is not in v8.50 (so anything passes); a table with it checks it.
    expect(isValidAccountPair(table, '092000', '12345678')).toBe(true);
    const withRange = parseModulusWeightTable({
      ...(SHIPPED_MODULUS_WEIGHTS_FILE as object),
      version: '9.00',
      weights: ['092000 092000 MOD11 0 0 0 0 0 0 8 7 6 5 4 3 2 1'],
    });
    expect(isValidAccountPair(withRange, '092000', '12345678')).toBe(false);
    // Modulus 11 over a–h with weights 8 to 1: 12345679 totals 121 (11 × 11), 12345678 totals 120.
    expect(isValidAccountPair(withRange, '092000', '12345679')).toBe(true);
    expect(withRange.version).toBe('9.00');
  });

  it('refuses a file it cannot use, naming the line at fault', () => {
    const good = SHIPPED_MODULUS_WEIGHTS_FILE as Record<string, unknown>;
    const refusal = (file: unknown) => {
      try {
        parseModulusWeightTable(file);
        return null;
      } catch (error) {
        return error instanceof ModulusTableError
          ? error.message
          : `not a table error: ${String(error)}`;
      }
    };
    expect(refusal({ ...good, version: 'latest' })).toBe(
      'version must be Vocalink\'s version number, such as "8.50"',
    );
    expect(refusal({ ...good, validFrom: '2026-02-30' })).toBe(
      'validFrom must be a real yyyy-MM-dd day',
    );
    expect(refusal({ ...good, source: '' })).toBe('source must say where the table comes from');
    expect(refusal({ ...good, weights: ['010004 016715 MOD11 0 0 0 0 0 0 8 7 6 5 4 3 2'] })).toBe(
      'weights line 1: expected two sort codes, a check type, 14 weights and an optional exception',
    );
    expect(refusal({ ...good, weights: ['010004 016715 MOD12 0 0 0 0 0 0 8 7 6 5 4 3 2 1'] })).toBe(
      'weights line 1: check type must be MOD10, MOD11 or DBLAL',
    );
    expect(refusal({ ...good, weights: ['016715 010004 MOD11 0 0 0 0 0 0 8 7 6 5 4 3 2 1'] })).toBe(
      'weights line 1: the range ends before it starts',
    );
    expect(
      refusal({ ...good, weights: ['010004 016715 MOD11 0 0 0 0 0 0 8 7 6 5 4 3 2 1 15'] }),
    ).toBe('weights line 1: exception must be 1 to 14');
    expect(
      refusal({
        ...good,
        weights: [
          '040003 040003 DBLAL 2 1 2 1 2 1 8 7 6 5 4 3 2 1',
          '010004 016715 MOD11 0 0 0 0 0 0 8 7 6 5 4 3 2 1',
        ],
      }),
    ).toBe('weights line 2: lines must be in sort code order');
    expect(refusal({ ...good, substitutions: ['938173'] })).toBe(
      'substitutions line 1: expected two sort codes',
    );
  });
});
