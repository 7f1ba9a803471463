import { divideRounded } from './pence';

/**
 * Unit rates (pence per kWh) and standing charges (pence per day) carry two decimals of a penny,
 * so they are held as whole hundredths of a penny: 26.11p is 2611.
 */
export type HundredthsOfPenny = number;

function assertHundredths(value: number): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`not whole hundredths of a penny: ${value}`);
}

/** 2611 → '26.11p'; 5 → '0.05p'. */
export function formatUnitRate(rate: HundredthsOfPenny): string {
  assertHundredths(rate);
  const sign = rate < 0 ? '-' : '';
  const abs = Math.abs(rate);
  const pence = Math.trunc(abs / 100);
  return `${sign}${pence}.${String(abs - pence * 100).padStart(2, '0')}p`;
}

/** '26.11', '26.11p', '26.1' → 2611, 2610; null when it is not a rate with at most 2 decimals. */
export function parseUnitRate(text: string): HundredthsOfPenny | null {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?p?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(value)) return null;
  return match[1] ? -value : value;
}

/** The cost in whole pence of a number of whole units (kWh or days) at a rate, rounded. */
export function costOfUnitsPence(rate: HundredthsOfPenny, units: number): number {
  assertHundredths(rate);
  if (!Number.isSafeInteger(units)) throw new RangeError(`not whole units: ${units}`);
  return divideRounded(rate * units, 100);
}
