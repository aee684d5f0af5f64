import {
  CalendarDay,
  compareDays,
  firstDayOfMonth,
  formatIsoDay,
  formatMonthDay,
  isValidDay,
  lastDayOfMonth,
} from './calendar.util';
import { InvalidFuzzyDateError } from './fuzzy-date.error';
import { DateCertainty, DatePrecision, FuzzyDate, FuzzyDateOptions } from './fuzzy-date.types';
import { DECADE_WORDS, HOLIDAYS, MONTHS, MONTH_NAMES, SEASONS } from './fuzzy-date.vocabulary';

/**
 * Reads the date text people type for old photos (SPEC section 9: decades, approximate, seasonal, partial).
 *
 * Rules (documented so the UI and tests agree):
 * - Case, spacing, curly quotes and dashes do not matter. Years run from 1800 to next year.
 * - Two-digit year ('92, summer 92): 20yy when that is not after this year, else 19yy ('05 → 2005, '92 → 1992).
 * - Two-digit decade (80s, '80s, the twenties): the latest such decade that has already ended (in 2026: 20s → 1920s,
 *   10s → 2010s). "1800s"/"1900s" are decades (1800–1809), not centuries: precision has no "century".
 * - early/mid/late of a decade: years 0–3 / 4–6 / 7–9; of a year (early 1990): Jan–Apr / May–Aug / Sep–Dec.
 * - circa/c./ca/around/about/approx/~ before a year: that year ±1, precision "approximate". Before anything else
 *   (around March 1990) the range is kept and only the certainty becomes "approximate".
 * - A trailing "?" (1990?, summer '92?) keeps the range and makes the certainty "uncertain".
 * - Seasons are northern-hemisphere meteorological ones: spring Mar–May, summer Jun–Aug, autumn/fall Sep–Nov,
 *   winter Dec of the year to the end of Feb of the next ("winter 1985" = "winter 1985/86").
 * - Holidays pin a day: Christmas (Eve), Boxing Day, New Year's Eve/Day, Halloween, Valentine's Day, St Patrick's
 *   Day, Fourth of July, Easter (Western, computed), Good Friday, Easter Monday.
 * - All-number days are read only when unambiguous: 1990-03-15 always; 15/03/1990 and 03/15/1990 when one part is
 *   over 12 (or both parts are equal); 03/04/1990 is refused as ambiguous. "1990-03" is March 1990, not 1990–2003.
 * - certainty: "exact" for a plainly named period (1985, March 1990, 1980s, 1985-1987, Christmas 1990),
 *   "approximate" when hedged or fuzzy-edged (circa, early/mid/late, seasons), "uncertain" with "?".
 */
export function parseFuzzyDate(text: string, options: FuzzyDateOptions = {}): FuzzyDate | null {
  try {
    return parseFuzzyDateOrThrow(text, options);
  } catch (error) {
    if (error instanceof InvalidFuzzyDateError) return null;
    throw error;
  }
}

/** Like parseFuzzyDate, but throws InvalidFuzzyDateError with a reason a person can act on and examples. */
export function parseFuzzyDateOrThrow(text: string, options: FuzzyDateOptions = {}): FuzzyDate {
  const input = typeof text === 'string' ? text.trim() : '';
  const currentYear = (options.now ?? new Date()).getFullYear();
  const ctx: Context = { input, currentYear, minYear: MIN_YEAR, maxYear: currentYear + 1 };
  if (input === '') refuse(ctx, 'The date is empty.');
  if (input.length > MAX_TEXT_LENGTH) refuse(ctx, `A date is at most ${MAX_TEXT_LENGTH} characters.`);
  const period = readWithQualifiers(normalise(input), ctx);
  return toFuzzyDate(period, ctx);
}

const MIN_YEAR = 1800;
const MAX_TEXT_LENGTH = 64;

interface Context {
  input: string;
  currentYear: number;
  minYear: number;
  maxYear: number;
}

interface Period {
  start: CalendarDay;
  end: CalendarDay;
  precision: DatePrecision;
  certainty: DateCertainty;
  pinned?: CalendarDay;
}

type Reader = (match: RegExpMatchArray, ctx: Context) => Period;

function refuse(ctx: Context, reason: string): never {
  throw new InvalidFuzzyDateError(ctx.input, reason);
}

function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4\u2032]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .trim();
}

const HEDGE = /^(?:(?:circa|around|about|approximately|approx\.?|roughly|ca\.?|c\.)\s*|~\s*|c\s*(?=\d|'))(.+)$/;
const BARE_YEAR = /^(\d{4}|'?\d{2})$/;

function readWithQualifiers(text: string, ctx: Context): Period {
  const doubt = /^(.+?)\s*\?$/.exec(text);
  if (doubt) return { ...readHedged(doubt[1], ctx), certainty: 'uncertain' };
  return readHedged(text, ctx);
}

function readHedged(text: string, ctx: Context): Period {
  const hedge = HEDGE.exec(text);
  if (!hedge) return readPlain(text, ctx);
  const inner = hedge[1].trim();
  const year = BARE_YEAR.exec(inner);
  if (year) {
    const y = checkYear(resolveYear(year[1], ctx), ctx);
    return { start: firstDayOfMonth(y - 1, 1), end: lastDayOfMonth(y + 1, 12), precision: 'approximate', certainty: 'approximate' };
  }
  return { ...readPlain(inner, ctx), certainty: 'approximate' };
}

function readPlain(text: string, ctx: Context): Period {
  for (const [pattern, read] of RULES) {
    const match = pattern.exec(text);
    if (match) return read(match, ctx);
  }
  return refuse(ctx, `"${ctx.input}" is not a date we can read.`);
}

// ---- tokens ----

const MONTH = `(${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')})\\.?`;
const YEAR = "(\\d{4}|'?\\d{2})";
const ORDINAL = '(?:st|nd|rd|th)?';
const HOLIDAY = `(${Object.keys(HOLIDAYS)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[.]/g, '\\.'))
  .join('|')})`;

function resolveYear(token: string, ctx: Context): number {
  const digits = token.replace("'", '');
  if (digits.length === 4) return Number(digits);
  const yy = Number(digits);
  return 2000 + yy <= ctx.currentYear ? 2000 + yy : 1900 + yy;
}

/** A two-digit decade is the latest one of that name that has already ended. */
function resolveDecade(token: string, ctx: Context): number {
  const digits = token.replace("'", '');
  if (digits.length === 4) return Number(digits);
  const dd = Number(digits);
  return 2000 + dd + 9 < ctx.currentYear ? 2000 + dd : 1900 + dd;
}

function checkYear(year: number, ctx: Context): number {
  if (year < ctx.minYear || year > ctx.maxYear) {
    refuse(ctx, `${year} is outside the years we accept (${ctx.minYear} to ${ctx.maxYear}).`);
  }
  return year;
}

function checkMonth(month: number, ctx: Context): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) refuse(ctx, `There is no month ${month}.`);
  return month;
}

function checkDay(year: number, month: number, day: number, ctx: Context): CalendarDay {
  if (!isValidDay(year, month, day)) refuse(ctx, `${MONTH_NAMES[month - 1]} ${year} has no day ${day}.`);
  return { year, month, day };
}

// ---- readers ----

function dayPeriod(day: CalendarDay, certainty: DateCertainty = 'exact'): Period {
  return { start: day, end: day, precision: 'day', certainty, pinned: day };
}

function monthPeriod(year: number, month: number): Period {
  return { start: firstDayOfMonth(year, month), end: lastDayOfMonth(year, month), precision: 'month', certainty: 'exact' };
}

function decadePeriod(decade: number, part: string | undefined, ctx: Context): Period {
  const [from, to] = part === 'early' ? [0, 3] : part === 'mid' ? [4, 6] : part === 'late' ? [7, 9] : [0, 9];
  // The part's first year, not the decade's: "late 2020s" read in 2022 would otherwise end before it starts.
  checkYear(decade + from, ctx);
  return {
    start: firstDayOfMonth(decade + from, 1),
    end: lastDayOfMonth(decade + to, 12),
    precision: 'decade',
    certainty: part ? 'approximate' : 'exact',
  };
}

const readDecade: Reader = (m, ctx) => decadePeriod(resolveDecade(m[2], ctx), m[1], ctx);

const readDecadeWord: Reader = (m, ctx) => decadePeriod(resolveDecade(String(DECADE_WORDS[m[2]]), ctx), m[1], ctx);

const readYearPart: Reader = (m, ctx) => {
  const year = checkYear(Number(m[2]), ctx);
  const [from, to] = m[1] === 'early' ? [1, 4] : m[1] === 'mid' ? [5, 8] : [9, 12];
  return { start: firstDayOfMonth(year, from), end: lastDayOfMonth(year, to), precision: 'year', certainty: 'approximate' };
};

const readSeason: Reader = (m, ctx) => {
  const season = m[1];
  const year = checkYear(resolveYear(m[2], ctx), ctx);
  const [from, to] = SEASONS[season];
  if (m[3] !== undefined) {
    const second = m[3].replace("'", '');
    const follows = second.length === 4 ? Number(second) === year + 1 : Number(second) === (year + 1) % 100;
    if (season !== 'winter' || !follows) {
      refuse(ctx, `Only winter spans two years, and they must follow each other, e.g. "winter ${year}/${String(year + 1).slice(2)}".`);
    }
  }
  const endYear = season === 'winter' ? year + 1 : year;
  return { start: firstDayOfMonth(year, from), end: lastDayOfMonth(endYear, to), precision: 'month', certainty: 'approximate' };
};

const readHoliday: Reader = (m, ctx) => dayPeriod(HOLIDAYS[m[1]](checkYear(resolveYear(m[2], ctx), ctx)));

const readYearRange: Reader = (m, ctx) => {
  const [from, to] = [checkYear(Number(m[1]), ctx), checkYear(Number(m[2]), ctx)];
  if (from > to) refuse(ctx, `The range ${from}–${to} ends before it starts.`);
  return { start: firstDayOfMonth(from, 1), end: lastDayOfMonth(to, 12), precision: 'year', certainty: 'exact' };
};

const readIsoDay: Reader = (m, ctx) => {
  const year = checkYear(Number(m[1]), ctx);
  return dayPeriod(checkDay(year, checkMonth(Number(m[2]), ctx), Number(m[3]), ctx));
};

const readNumericDay: Reader = (m, ctx) => {
  const [a, b, year] = [Number(m[1]), Number(m[2]), checkYear(Number(m[3]), ctx)];
  if (a <= 12 && b <= 12 && a !== b) {
    refuse(ctx, `"${ctx.input}" could mean ${a} ${MONTH_NAMES[b - 1]} or ${MONTH_NAMES[a - 1]} ${b}: write the month as a word, e.g. ${a} ${MONTH_NAMES[b - 1]} ${year}.`);
  }
  const [day, month] = a > 12 ? [a, b] : [b, a];
  return dayPeriod(checkDay(year, checkMonth(month, ctx), day, ctx));
};

const readDayMonthYear: Reader = (m, ctx) => {
  const year = checkYear(resolveYear(m[3], ctx), ctx);
  return dayPeriod(checkDay(year, MONTHS[m[2]], Number(m[1]), ctx));
};

const readMonthDayYear: Reader = (m, ctx) => {
  const year = checkYear(resolveYear(m[3], ctx), ctx);
  return dayPeriod(checkDay(year, MONTHS[m[1]], Number(m[2]), ctx));
};

const readMonthNameYear: Reader = (m, ctx) => monthPeriod(checkYear(resolveYear(m[2], ctx), ctx), MONTHS[m[1]]);

const readMonthSlashYear: Reader = (m, ctx) => monthPeriod(checkYear(Number(m[2]), ctx), checkMonth(Number(m[1]), ctx));

const readYearDashMonth: Reader = (m, ctx) => monthPeriod(checkYear(Number(m[1]), ctx), checkMonth(Number(m[2]), ctx));

const readYear: Reader = (m, ctx) => {
  const year = checkYear(resolveYear(m[1], ctx), ctx);
  return { start: firstDayOfMonth(year, 1), end: lastDayOfMonth(year, 12), precision: 'year', certainty: 'exact' };
};

const PART = '(?:(early|mid|late)[ -]?)?';
const RULES: ReadonlyArray<readonly [RegExp, Reader]> = [
  [new RegExp(`^(?:the )?${PART}(\\d{3}0|'?\\d0)'?s$`), readDecade],
  [new RegExp(`^(?:the )?${PART}(${Object.keys(DECADE_WORDS).join('|')})$`), readDecadeWord],
  [/^(early|mid|late)[ -]?(\d{4})$/, readYearPart],
  [new RegExp(`^(spring|summer|autumn|fall|winter)(?: of)? ${YEAR}(?: ?[/-] ?${YEAR})?$`), readSeason],
  [new RegExp(`^${HOLIDAY},?(?: of)? ${YEAR}$`), readHoliday],
  [/^(?:between )?(\d{4}) ?(?:-|to|and|until) ?(\d{4})$/, readYearRange],
  [/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/, readIsoDay],
  [/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/, readNumericDay],
  [new RegExp(`^(\\d{1,2})${ORDINAL}(?: of)? ${MONTH},? ${YEAR}$`), readDayMonthYear],
  [new RegExp(`^${MONTH} (\\d{1,2})${ORDINAL},? ${YEAR}$`), readMonthDayYear],
  [new RegExp(`^${MONTH},?(?: of)? ${YEAR}$`), readMonthNameYear],
  [/^(\d{1,2}) ?[/.-] ?(\d{4})$/, readMonthSlashYear],
  [/^(\d{4}) ?[/.-] ?(\d{1,2})$/, readYearDashMonth],
  [/^(\d{4}|'\d{2})$/, readYear],
];

function toFuzzyDate(period: Period, ctx: Context): FuzzyDate {
  const floor: CalendarDay = firstDayOfMonth(ctx.minYear, 1);
  const ceiling: CalendarDay = lastDayOfMonth(ctx.maxYear, 12);
  const start = compareDays(period.start, floor) < 0 ? floor : period.start;
  const end = compareDays(period.end, ceiling) > 0 ? ceiling : period.end;
  const result: FuzzyDate = {
    text: ctx.input,
    dateRangeStart: formatIsoDay(start),
    dateRangeEnd: formatIsoDay(end),
    precision: period.precision,
    certainty: period.certainty,
  };
  if (period.pinned) result.pinnedDay = formatMonthDay(period.pinned);
  return result;
}
