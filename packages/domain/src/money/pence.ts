/**
 * Money is whole pence (integers) everywhere; pounds appear only when formatting. Every
 * calculation here stays in integers, so no 0.1 + 0.2 surprises reach a bill.
 */

function assertPence(pence: number): void {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`not whole pence: ${pence}`);
}

function withThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 123456 → '£1,234.56'; -150 → '-£1.50'. Always two decimals, thousands separated. */
export function formatPence(pence: number): string {
  assertPence(pence);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const pounds = Math.trunc(abs / 100);
  const rest = abs - pounds * 100;
  return `${sign}£${withThousands(String(pounds))}.${String(rest).padStart(2, '0')}`;
}

/** Whole pounds shown without pence when there are none (exit fees: '£30', '£12.50'). */
export function formatPenceShort(pence: number): string {
  assertPence(pence);
  return pence % 100 === 0 ? formatPence(pence).slice(0, -3) : formatPence(pence);
}

/** '£1,234.56', '1234.5', '-2' → pence; null when it is not an amount of money. */
export function parsePoundsToPence(text: string): number | null {
  const match = /^(-)?£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const pounds = Number((match[2] ?? '0').replaceAll(',', ''));
  const pence = Number((match[3] ?? '').padEnd(2, '0'));
  const total = pounds * 100 + pence;
  if (!Number.isSafeInteger(total)) return null;
  return match[1] ? -total : total;
}

/**
 * Divides with rounding half away from zero, in integers only: the remainder is compared
 * with half the divisor instead of rounding a fraction.
 */
export function divideRounded(numerator: number, divisor: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(divisor) || divisor === 0) {
    throw new RangeError(`cannot divide ${numerator} by ${divisor} in whole numbers`);
  }
  const sign = numerator < 0 !== divisor < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  const d = Math.abs(divisor);
  const quotient = (n - (n % d)) / d;
  const roundsUp = (n % d) * 2 >= d;
  return sign * (quotient + (roundsUp ? 1 : 0));
}

/** A whole-number percentage of an amount, rounded to the penny (23% winter uplift). */
export function percentOfPence(pence: number, percent: number): number {
  assertPence(pence);
  return divideRounded(pence * percent, 100);
}

/** Sum of amounts in pence, refusing anything that is not whole pence. */
export function sumPence(amounts: readonly number[]): number {
  return amounts.reduce((total, pence) => {
    assertPence(pence);
    return total + pence;
  }, 0);
}

/** An annual amount as twelve monthly payments, rounded to the penny. */
export function monthlyFromAnnualPence(annualPence: number): number {
  assertPence(annualPence);
  return divideRounded(annualPence, 12);
}
