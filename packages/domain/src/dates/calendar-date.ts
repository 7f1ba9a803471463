/**
 * Calendar dates without a time of day. The API speaks 'yyyy-MM-dd' (an IsoDate here); the UI
 * shows 'dd/MM/yyyy'. Arithmetic runs on UTC midnights, so no time zone or DST can shift a day.
 */
export type IsoDate = string;

export type DayMonthYear = { day: string; month: string; year: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const pad2 = (n: number): string => String(n).padStart(2, '0');

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function toIso(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

function partsOf(iso: IsoDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`not a yyyy-MM-dd date: ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) throw new RangeError(`not a real date: ${iso}`);
  return { year, month, day };
}

/** True for a real calendar date written 'yyyy-MM-dd' (so '2023-02-29' is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** '2024-02-29' → '29/02/2024'. */
export function formatDisplayDate(iso: IsoDate): string {
  const { year, month, day } = partsOf(iso);
  return `${pad2(day)}/${pad2(month)}/${String(year).padStart(4, '0')}`;
}

/** '29/02/2024' → '2024-02-29'; null when it is not a real date in that exact form. */
export function parseDisplayDate(shown: string): IsoDate | null {
  const match = DISPLAY_DATE.exec(shown.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? toIso(year, month, day) : null;
}

/**
 * The three date inputs → 'yyyy-MM-dd', or null when the fields are not a real date. Day and
 * month take one or two digits, the year exactly four, so '31', '02', '2024' is refused.
 */
export function parseDayMonthYear(input: DayMonthYear): IsoDate | null {
  const day = input.day.trim();
  const month = input.month.trim();
  const year = input.year.trim();
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  return isRealDate(y, m, d) ? toIso(y, m, d) : null;
}

/** 'yyyy-MM-dd' → the three date inputs, zero-padded as the form shows them. */
export function toDayMonthYear(iso: IsoDate): DayMonthYear {
  const { year, month, day } = partsOf(iso);
  return { day: pad2(day), month: pad2(month), year: String(year).padStart(4, '0') };
}

const MS_PER_DAY = 86_400_000;

function toDayNumber(iso: IsoDate): number {
  const { year, month, day } = partsOf(iso);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromDayNumber(dayNumber: number): IsoDate {
  const date = new Date(dayNumber * MS_PER_DAY);
  return toIso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`not whole days: ${days}`);
  return fromDayNumber(toDayNumber(iso) + days);
}

/** Adds calendar months; a day past the new month's end becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`not whole months: ${months}`);
  const { year, month, day } = partsOf(iso);
  const monthIndex = year * 12 + (month - 1) + months;
  const newYear = Math.floor(monthIndex / 12);
  const newMonth = monthIndex - newYear * 12 + 1;
  return toIso(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Negative, zero or positive, for sorting; ISO dates compare as strings once validated. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return toDayNumber(a) - toDayNumber(b);
}

export function isBefore(a: IsoDate, b: IsoDate): boolean {
  return compareIsoDates(a, b) < 0;
}

export function isAfter(a: IsoDate, b: IsoDate): boolean {
  return compareIsoDates(a, b) > 0;
}

/** The later of two dates (the latest start date counts from the later of move-in and today). */
export function laterOf(a: IsoDate, b: IsoDate): IsoDate {
  return isAfter(a, b) ? a : b;
}

/**
 * Age in whole years on a date. Someone born on 29 February turns a year older on 1 March in
 * a non-leap year, as UK law counts it.
 */
export function ageOn(dateOfBirth: IsoDate, on: IsoDate): number {
  const born = partsOf(dateOfBirth);
  const at = partsOf(on);
  const hadBirthday = at.month > born.month || (at.month === born.month && at.day >= born.day);
  return at.year - born.year - (hadBirthday ? 0 : 1);
}

/** Day of the week, 0 Sunday to 6 Saturday. */
export function dayOfWeek(iso: IsoDate): number {
  const { year, month, day } = partsOf(iso);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
