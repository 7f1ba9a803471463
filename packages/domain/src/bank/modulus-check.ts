import { formatDisplayDate, isIsoDate, type IsoDate } from '../dates/calendar-date';

/**
 * UK sort code and account number checking, as Vocalink's "Validating account numbers: UK modulus
 * checking" specification describes it. The rules are code; the weight table (valacdos) and the
 * sort-code substitutions (scsubtab) are data with their version and the date they are valid
 * from, replaced when Vocalink publishes new ones (npm run modulus-weights). Pure: no I/O.
 */
export type ModulusCheckType = 'MOD10' | 'MOD11' | 'DBLAL';

export type ModulusWeightRow = {
  /** The first and last sort codes of the range, six digits each. */
  from: string;
  to: string;
  checkType: ModulusCheckType;
  /** Fourteen weights, for the sort code's six digits (u–z) then the account's eight (a–h). */
  weights: readonly number[];
  exception: number | null;
};

export type ModulusWeightTable = {
  /** Vocalink's version of the specification and table, e.g. "8.50". */
  version: string;
  validFrom: IsoDate;
  source: string;
  rows: readonly ModulusWeightRow[];
  /** Exception 5's sort-code substitutions (scsubtab): sort code → the one checked in its place. */
  substitutions: Readonly<Record<string, string>>;
};

/** A weight table file that cannot be used; the message names the line at fault. */
export class ModulusTableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModulusTableError';
  }
}

const CHECK_TYPES: readonly ModulusCheckType[] = ['MOD10', 'MOD11', 'DBLAL'];
const WEIGHT_LINE = /^(\d{6})\s+(\d{6})\s+(\w+)((?:\s+-?\d+){14})(?:\s+(\d+))?$/;
const SUBSTITUTION_LINE = /^(\d{6})\s+(\d{6})$/;

/**
 * The weight table file: { version, validFrom (yyyy-MM-dd), source, weights: [valacdos lines],
 * substitutions: [scsubtab lines] }, each line as Vocalink publishes it. Every line is checked;
 * the first problem stops the load with its line number.
 */
export function parseModulusWeightTable(file: unknown): ModulusWeightTable {
  const { version, validFrom, source, weights, substitutions } = (file ?? {}) as Record<
    string,
    unknown
  >;
  if (typeof version !== 'string' || !/^\d+\.\d{2}$/.test(version))
    throw new ModulusTableError('version must be Vocalink\'s version number, such as "8.50"');
  if (!isIsoDate(validFrom)) throw new ModulusTableError('validFrom must be a real yyyy-MM-dd day');
  if (typeof source !== 'string' || source.trim() === '')
    throw new ModulusTableError('source must say where the table comes from');
  if (!Array.isArray(weights) || weights.length === 0)
    throw new ModulusTableError('weights must list the weight table (valacdos) lines');
  if (!Array.isArray(substitutions))
    throw new ModulusTableError(
      'substitutions must list the sort code substitution (scsubtab) lines',
    );

  const rows = weights.map((line: unknown, index): ModulusWeightRow => {
    const where = `weights line ${index + 1}`;
    const match = typeof line === 'string' ? WEIGHT_LINE.exec(line.trim()) : null;
    if (!match)
      throw new ModulusTableError(
        `${where}: expected two sort codes, a check type, 14 weights and an optional exception`,
      );
    const [, from, to, checkType, weightText, exceptionText] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string | undefined,
    ];
    if (!CHECK_TYPES.includes(checkType as ModulusCheckType))
      throw new ModulusTableError(`${where}: check type must be MOD10, MOD11 or DBLAL`);
    if (from > to) throw new ModulusTableError(`${where}: the range ends before it starts`);
    const exception = exceptionText === undefined ? null : Number(exceptionText);
    if (exception !== null && (exception < 1 || exception > 14))
      throw new ModulusTableError(`${where}: exception must be 1 to 14`);
    return {
      from,
      to,
      checkType: checkType as ModulusCheckType,
      weights: weightText.trim().split(/\s+/).map(Number),
      exception,
    };
  });
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    if (previous && previous.from > row.from)
      throw new ModulusTableError(`weights line ${index + 1}: lines must be in sort code order`);
  });

  const substitutionMap: Record<string, string> = {};
  substitutions.forEach((line: unknown, index) => {
    const match = typeof line === 'string' ? SUBSTITUTION_LINE.exec(line.trim()) : null;
    if (!match)
      throw new ModulusTableError(`substitutions line ${index + 1}: expected two sort codes`);
    substitutionMap[match[1] as string] = match[2] as string;
  });

  return { version, validFrom, source: source.trim(), rows, substitutions: substitutionMap };
}

/** What an operator is shown: "Vocalink modulus weight table v8.50, valid from 23/06/2025 (1151 lines, 21 substitutions)". */
export function describeModulusWeightTable(table: ModulusWeightTable): string {
  return (
    `Vocalink modulus weight table v${table.version}, valid from ${formatDisplayDate(table.validFrom)} ` +
    `(${table.rows.length} lines, ${Object.keys(table.substitutions).length} substitutions)`
  );
}

// Positions in the fourteen digits: the sort code u–z (0–5), the account number a–h (6–13).
const A = 6;
const B = 7;
const C = 8;
const G = 12;
const H = 13;

/** Exception 2's weights when a is not 0: with g not 9, and with g 9. */
const EXCEPTION_2_WEIGHTS = [0, 0, 1, 2, 5, 3, 6, 4, 8, 7, 10, 9, 3, 1];
const EXCEPTION_2_WEIGHTS_G9 = [0, 0, 0, 0, 0, 0, 0, 0, 8, 7, 10, 9, 3, 1];

function weightedTotal(
  checkType: ModulusCheckType,
  digits: readonly number[],
  weights: readonly number[],
): number {
  return digits.reduce((total, digit, index) => {
    const product = digit * (weights[index] ?? 0);
    // Double alternate adds the digits of each product (18 counts as 1 + 8).
    if (checkType !== 'DBLAL') return total + product;
    return (
      total +
      String(product)
        .split('')
        .reduce((sum, figure) => sum + Number(figure), 0)
    );
  }, 0);
}

/** One line of the table applied to a sort code and account number, with the line's exception. */
function passesLine(
  row: ModulusWeightRow,
  sortCode: string,
  accountNumber: string,
  table: ModulusWeightTable,
): boolean {
  let checkedSortCode = sortCode;
  if (row.exception === 5) checkedSortCode = table.substitutions[sortCode] ?? sortCode;
  if (row.exception === 8) checkedSortCode = '090126';
  if (row.exception === 9) checkedSortCode = '309634';
  const digits = [...checkedSortCode, ...accountNumber].map(Number);
  const digit = (position: number) => digits[position] as number;

  let weights = row.weights;
  if (row.exception === 2 && digit(A) !== 0)
    weights = digit(G) === 9 ? EXCEPTION_2_WEIGHTS_G9 : EXCEPTION_2_WEIGHTS;
  const zeroFirstEight =
    (row.exception === 7 && digit(G) === 9) ||
    (row.exception === 10 && digit(G) === 9 && [9, 99].includes(digit(A) * 10 + digit(B)));
  if (zeroFirstEight) weights = weights.map((weight, index) => (index < 8 ? 0 : weight));

  let total = weightedTotal(row.checkType, digits, weights);
  if (row.exception === 1) total += 27;
  const modulus = row.checkType === 'MOD11' ? 11 : 10;
  const remainder = total % modulus;

  if (row.exception === 4) return remainder === digit(G) * 10 + digit(H);
  if (row.exception === 5) {
    // The check digit is g for the modulus 11 line and h for the double alternate line.
    const checkDigit = row.checkType === 'MOD11' ? digit(G) : digit(H);
    if (remainder === 0) return checkDigit === 0;
    if (row.checkType === 'MOD11' && remainder === 1) return false;
    return modulus - remainder === checkDigit;
  }
  return remainder === 0;
}

/**
 * True when the sort code and account number can belong together by Vocalink's rules; a sort
 * code the table does not cover cannot be checked, and passes. Six and eight digits only.
 */
export function isValidAccountPair(
  table: ModulusWeightTable,
  sortCode: string,
  accountNumber: string,
): boolean {
  if (!/^\d{6}$/.test(sortCode) || !/^\d{8}$/.test(accountNumber)) return false;
  const [first, second] = table.rows.filter((row) => row.from <= sortCode && sortCode <= row.to);
  if (!first) return true;
  const digits = [...sortCode, ...accountNumber].map(Number);
  const digit = (position: number) => digits[position] as number;
  const passes = (row: ModulusWeightRow, account = accountNumber) =>
    passesLine(row, sortCode, account, table);

  // Exception 6: a foreign currency account (a is 4 to 8 and g equals h) cannot be checked.
  if (first.exception === 6 && digit(A) >= 4 && digit(A) <= 8 && digit(G) === digit(H)) return true;

  switch (first.exception) {
    case 2: // 2 and 9: the second line (sort code 309634) only when the first fails.
    case 10: // 10 and 11: either line may pass.
    case 12: // 12 and 13: either line may pass.
      return passes(first) || (second !== undefined && passes(second));
    case 14: {
      if (passes(first)) return true;
      // Coutts: with h 0, 1 or 9, drop h, move a–g one place right (a becomes 0) and check again.
      if (![0, 1, 9].includes(digit(H))) return false;
      return passes(first, `0${accountNumber.slice(0, 7)}`);
    }
    default: {
      if (!passes(first)) return false;
      if (!second) return true;
      // Exception 3: no second check when c is 6 or 9.
      if (second.exception === 3 && (digit(C) === 6 || digit(C) === 9)) return true;
      return passes(second);
    }
  }
}
