import Holidays from 'date-holidays';
import type { Nation } from '../schemas/address';
import { addDays, dayOfWeek, type IsoDate } from './calendar-date';

/**
 * Working days in the UK: Monday to Friday, except the bank holidays of the nation the home is
 * in (England and Wales share most; Scotland has 2 January and St Andrew's Day but no Easter
 * Monday; Northern Ireland has St Patrick's Day and the Battle of the Boyne). The holidays come
 * from the maintained `date-holidays` package (GB regions ENG, WLS, SCT, NIR), substitute days
 * included. API side only: the web asks the API for any window built from these.
 */
const REGION_OF_NATION: Record<Nation, string> = {
  England: 'ENG',
  Wales: 'WLS',
  Scotland: 'SCT',
  NorthernIreland: 'NIR',
};

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

/** The bank holidays of a nation in a year, as 'yyyy-MM-dd' (substitute days included). */
export function bankHolidays(nation: Nation, year: number): ReadonlySet<IsoDate> {
  const key = `${nation}:${year}`;
  let days = holidaysByNationYear.get(key);
  if (!days) {
    // date-holidays answers local dates as 'yyyy-MM-dd hh:mm:ss'; the first ten characters are the day.
    days = new Set(
      calendarOf(nation)
        .getHolidays(year)
        .map((holiday) => holiday.date.slice(0, 10)),
    );
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
