import Holidays from 'date-holidays';
import { NATIONS, type Nation } from '../schemas/address';
import { addDays, dayOfWeek, isIsoDate, type IsoDate } from './calendar-date';
import proclaimedHolidaysFile from './proclaimed-holidays.json';

/**
 * Working days in the UK: Monday to Friday, except the bank holidays of the nation the home is
 * in (England and Wales share most; Scotland has 2 January and St Andrew's Day but no Easter
 * Monday; Northern Ireland has St Patrick's Day and the Battle of the Boyne). The holidays come
 * from the maintained `date-holidays` package (GB regions ENG, WLS, SCT, NIR), substitute days
 * included. One-off days appointed by Royal Proclamation that the package lacks (Scotland's
 * 15 June 2026) come from proclaimed-holidays.json beside this file, checked when it loads.
 * API side only: the web asks the API for any window built from these.
 */
const REGION_OF_NATION: Record<Nation, string> = {
  England: 'ENG',
  Wales: 'WLS',
  Scotland: 'SCT',
  NorthernIreland: 'NIR',
};

/** One proclaimed one-off bank holiday: the nation it is in, its day, its name and where it is proclaimed. */
export type ProclaimedHoliday = { nation: Nation; date: IsoDate; name: string; source: string };

/**
 * The proclaimed holidays file, checked row by row: a row with an unknown nation, a date that
 * is not a real yyyy-MM-dd day, or no name or source stops the load with the row's number.
 */
export function parseProclaimedHolidays(file: unknown): ProclaimedHoliday[] {
  const rows = (file as { holidays?: unknown } | null)?.holidays;
  if (!Array.isArray(rows)) throw new Error('proclaimed holidays: the file has no "holidays" list');
  return rows.map((row: unknown, index) => {
    const { nation, date, name, source } = (row ?? {}) as Record<string, unknown>;
    const problem = !NATIONS.includes(nation as Nation)
      ? `nation must be one of ${NATIONS.join(', ')}`
      : !isIsoDate(date)
        ? 'date must be a real yyyy-MM-dd day'
        : typeof name !== 'string' || name.trim() === ''
          ? 'name is missing'
          : typeof source !== 'string' || source.trim() === ''
            ? 'source is missing'
            : null;
    if (problem) throw new Error(`proclaimed holidays, row ${index + 1}: ${problem}`);
    return {
      nation: nation as Nation,
      date: date as IsoDate,
      name: name as string,
      source: source as string,
    };
  });
}

const PROCLAIMED_HOLIDAYS = parseProclaimedHolidays(proclaimedHolidaysFile);

const calendars = new Map<Nation, Holidays>();
const holidaysByNationYear = new Map<string, ReadonlySet<IsoDate>>();

function calendarOf(nation: Nation): Holidays {
  let calendar = calendars.get(nation);
  if (!calendar) {
    calendar = new Holidays('GB', REGION_OF_NATION[nation], { types: ['public', 'bank'] });
    calendars.set(nation, calendar);
  }
  return calendar;
}

/** The bank holidays of a nation in a year, as 'yyyy-MM-dd' (substitute days and proclaimed one-off days included). */
export function bankHolidays(nation: Nation, year: number): ReadonlySet<IsoDate> {
  const key = `${nation}:${year}`;
  let days = holidaysByNationYear.get(key);
  if (!days) {
    // date-holidays answers local dates as 'yyyy-MM-dd hh:mm:ss'; the first ten characters are the day.
    days = new Set([
      ...calendarOf(nation)
        .getHolidays(year)
        .map((holiday) => holiday.date.slice(0, 10)),
      ...PROCLAIMED_HOLIDAYS.filter(
        (holiday) => holiday.nation === nation && holiday.date.startsWith(`${year}-`),
      ).map((holiday) => holiday.date),
    ]);
    holidaysByNationYear.set(key, days);
  }
  return days;
}

export function isBankHoliday(date: IsoDate, nation: Nation): boolean {
  return bankHolidays(nation, Number(date.slice(0, 4))).has(date);
}

export function isWorkingDay(date: IsoDate, nation: Nation): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(date, nation);
}

/**
 * The date `count` working days after `from` (which itself never counts): from a Friday, one
 * working day is the Monday, or the Tuesday when that Monday is a bank holiday.
 */
export function addWorkingDays(from: IsoDate, count: number, nation: Nation): IsoDate {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`not a working-day count: ${count}`);
  let date = from;
  let counted = 0;
  while (counted < count) {
    date = addDays(date, 1);
    if (isWorkingDay(date, nation)) counted += 1;
  }
  return date;
}
