import { CalendarDay, addDays, easterSunday } from './calendar.util';

/** The words the fuzzy-date parser knows: months, decade words, seasons and holidays. */

export const MONTHS: Readonly<Record<string, number>> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
  july: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10,
  november: 11, nov: 11, december: 12, dec: 12,
};
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];

export const DECADE_WORDS: Readonly<Record<string, number>> = {
  twenties: 20, thirties: 30, forties: 40, fifties: 50, sixties: 60, seventies: 70, eighties: 80, nineties: 90,
};

export const SEASONS: Readonly<Record<string, readonly [number, number]>> = {
  spring: [3, 5], summer: [6, 8], autumn: [9, 11], fall: [9, 11], winter: [12, 2],
};

export type HolidayRule = (year: number) => CalendarDay;
const fixed = (month: number, day: number): HolidayRule => (year) => ({ year, month, day });
export const HOLIDAYS: Readonly<Record<string, HolidayRule>> = {
  'christmas eve': fixed(12, 24),
  'christmas day': fixed(12, 25),
  christmas: fixed(12, 25),
  xmas: fixed(12, 25),
  'boxing day': fixed(12, 26),
  "new year's eve": fixed(12, 31),
  'new years eve': fixed(12, 31),
  'new year eve': fixed(12, 31),
  nye: fixed(12, 31),
  hogmanay: fixed(12, 31),
  "new year's day": fixed(1, 1),
  'new years day': fixed(1, 1),
  "new year's": fixed(1, 1),
  'new year': fixed(1, 1),
  halloween: fixed(10, 31),
  "valentine's day": fixed(2, 14),
  'valentines day': fixed(2, 14),
  "st patrick's day": fixed(3, 17),
  "st. patrick's day": fixed(3, 17),
  "saint patrick's day": fixed(3, 17),
  'fourth of july': fixed(7, 4),
  '4th of july': fixed(7, 4),
  'easter sunday': easterSunday,
  easter: easterSunday,
  'easter monday': (year) => addDays(easterSunday(year), 1),
  'good friday': (year) => addDays(easterSunday(year), -2),
};
