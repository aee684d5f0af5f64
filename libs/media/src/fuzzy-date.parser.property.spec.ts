import fc from 'fast-check';
import { daysInMonth, easterSunday, isValidDay } from './calendar.util';
import { InvalidFuzzyDateError } from './fuzzy-date.error';
import { parseFuzzyDate, parseFuzzyDateOrThrow } from './fuzzy-date.parser';
import { DateCertainty, DatePrecision, FuzzyDate } from './fuzzy-date.types';
import { MONTH_NAMES } from './fuzzy-date.vocabulary';

/**
 * Properties of the fuzzy-date parser against a model written from its documented rules: for every year 1800–2100
 * and every form, the exact range, precision and certainty. The clock is set in 2100 so that the whole span is
 * accepted (the latest year is next year: 2101).
 */
const now = new Date(2100, 5, 15);
const LAST_YEAR = 2101;
const parse = (text: string) => parseFuzzyDateOrThrow(text, { now });

const pad = (n: number) => String(n).padStart(2, '0');
const day = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const monthStart = (y: number, m: number) => day(y, m, 1);
const monthEnd = (y: number, m: number) => day(y, m, daysInMonth(y, m));

interface Expected {
  dateRangeStart: string;
  dateRangeEnd: string;
  precision: DatePrecision;
  certainty: DateCertainty;
  pinnedDay?: string;
}

/** A text of some form for a year, and what the documented rules say it means. */
type Form = (y: number) => [text: string, expected: Expected];

const span = (fromYear: number, fromMonth: number, toYear: number, toMonth: number, precision: DatePrecision, certainty: DateCertainty): Expected => ({
  dateRangeStart: monthStart(Math.max(fromYear, 1800), fromMonth),
  dateRangeEnd: toYear > LAST_YEAR ? monthEnd(LAST_YEAR, 12) : monthEnd(toYear, toMonth),
  precision,
  certainty,
});

const pinned = (y: number, m: number, d: number): Expected => ({ dateRangeStart: day(y, m, d), dateRangeEnd: day(y, m, d), precision: 'day', certainty: 'exact', pinnedDay: `${pad(m)}-${pad(d)}` });

const decadeOf = (y: number) => Math.floor(y / 10) * 10;
const PARTS = { early: [0, 3], mid: [4, 6], late: [7, 9] } as const;
const YEAR_PARTS = { early: [1, 4], mid: [5, 8], late: [9, 12] } as const;
const HEDGES = ['circa', 'Circa', 'about', 'around', 'ca', 'ca.', 'c.', 'c', 'approx', 'approx.', 'approximately', 'roughly', '~'];
const SEASONS = { spring: [3, 5], summer: [6, 8], autumn: [9, 11], fall: [9, 11] } as const;
const CHRISTMAS = { Christmas: 25, 'Christmas Day': 25, Xmas: 25, 'Christmas Eve': 24, 'Boxing Day': 26 } as const;

const forms = (month: number): Record<string, Form> => ({
  year: (y) => [`${y}`, span(y, 1, y, 12, 'year', 'exact')],
  decade: (y) => [`${decadeOf(y)}s`, span(decadeOf(y), 1, decadeOf(y) + 9, 12, 'decade', 'exact')],
  "decade's": (y) => [`the ${decadeOf(y)}'s`, span(decadeOf(y), 1, decadeOf(y) + 9, 12, 'decade', 'exact')],
  ...Object.fromEntries(
    Object.entries(PARTS).map(([part, [from, to]]) => [
      `${part} decade`,
      (y: number): [string, Expected] => [`${part}-${decadeOf(y)}s`, span(decadeOf(y) + from, 1, decadeOf(y) + to, 12, 'decade', 'approximate')],
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(YEAR_PARTS).map(([part, [from, to]]) => [`${part} year`, (y: number): [string, Expected] => [`${part} ${y}`, span(y, from, y, to, 'year', 'approximate')]]),
  ),
  ...Object.fromEntries(HEDGES.map((hedge) => [`${hedge} year`, (y: number): [string, Expected] => [`${hedge} ${y}`, span(y - 1, 1, y + 1, 12, 'approximate', 'approximate')]])),
  ...Object.fromEntries(
    Object.entries(SEASONS).map(([season, [from, to]]) => [season, (y: number): [string, Expected] => [`${season} ${y}`, span(y, from, y, to, 'month', 'approximate')]]),
  ),
  winter: (y) => [`winter ${y}`, span(y, 12, y + 1, 2, 'month', 'approximate')],
  'winter y/y+1': (y) => [`winter ${y}/${pad((y + 1) % 100)}`, span(y, 12, y + 1, 2, 'month', 'approximate')],
  'month name': (y) => [`${MONTH_NAMES[month - 1]} ${y}`, span(y, month, y, month, 'month', 'exact')],
  'month abbreviation': (y) => [`${MONTH_NAMES[month - 1].slice(0, 3).toLowerCase()}. ${y}`, span(y, month, y, month, 'month', 'exact')],
  'month of year': (y) => [`${MONTH_NAMES[month - 1]} of ${y}`, span(y, month, y, month, 'month', 'exact')],
  'm/yyyy': (y) => [`${month}/${y}`, span(y, month, y, month, 'month', 'exact')],
  'mm/yyyy': (y) => [`${pad(month)}/${y}`, span(y, month, y, month, 'month', 'exact')],
  'yyyy-mm': (y) => [`${y}-${pad(month)}`, span(y, month, y, month, 'month', 'exact')],
  ...Object.fromEntries(Object.entries(CHRISTMAS).map(([name, d]) => [name, (y: number): [string, Expected] => [`${name} ${y}`, pinned(y, 12, d)]])),
  Easter: (y) => {
    const easter = easterSunday(y);
    return [`Easter ${y}`, pinned(y, easter.month, easter.day)];
  },
});

const FORM_NAMES = Object.keys(forms(1));
const years = fc.integer({ min: 1800, max: 2100 });
const months = fc.integer({ min: 1, max: 12 });
const formNames = fc.constantFrom(...FORM_NAMES);

/** The same text with its letters in random case and its spaces doubled here and there: neither may matter. */
const scrambled = (text: string) =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((flips) =>
    [...text].map((char, i) => (char === ' ' && flips[i] ? '  ' : flips[i] ? char.toUpperCase() : char.toLowerCase())).join(''),
  );

/** A part of a decade that starts after next year ("late 2100s" read in 2100) names no date the parser accepts. */
const beyondLastYear = (expected: Expected) => expected.dateRangeStart > monthEnd(LAST_YEAR, 12);

/** A text of any form for any year that names a date the parser accepts, and what it means. */
const readableForm = fc
  .tuple(years, months, formNames)
  .map(([y, m, name]) => {
    const [text, expected] = forms(m)[name](y);
    return { name, text, expected };
  })
  .filter(({ expected }) => !beyondLastYear(expected));

const contains = (result: FuzzyDate, expected: Expected) => result.dateRangeStart <= expected.dateRangeStart && result.dateRangeEnd >= expected.dateRangeEnd;

describe('fuzzy-date parser properties (model of the documented rules, 1800–2100)', () => {
  it('reads every form for every year to exactly the range, precision and certainty the rules give', () => {
    fc.assert(
      fc.property(years, months, formNames, (y, m, name) => {
        const [text, expected] = forms(m)[name](y);
        if (beyondLastYear(expected)) return void expect(() => parse(text)).toThrow(InvalidFuzzyDateError);
        const result = parse(text);
        expect(result).toEqual({ text, ...expected });
        expect(result.dateRangeStart <= result.dateRangeEnd).toBe(true);
        expect(contains(result, expected)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('does not care about case or repeated spaces', () => {
    fc.assert(
      fc.property(
        readableForm.chain(({ text, expected }) => fc.tuple(fc.constant(expected), scrambled(text))),
        ([expected, text]) => {
          expect(parse(text)).toMatchObject(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('keeps the range and marks the certainty "uncertain" after a question mark', () => {
    fc.assert(
      fc.property(readableForm, fc.constantFrom('?', ' ?'), ({ text, expected }, mark) => {
        expect(parse(`${text}${mark}`)).toMatchObject({ ...expected, certainty: 'uncertain' });
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the range of any form but a bare year under a hedge, and marks it "approximate"', () => {
    const notBareYear = readableForm.filter(({ name }) => name !== 'year' && !name.endsWith(' year'));
    fc.assert(
      fc.property(notBareYear, fc.constantFrom('around', 'about', 'circa'), ({ text, expected }, hedge) => {
        expect(parse(`${hedge} ${text}`)).toMatchObject({ ...expected, certainty: 'approximate' });
      }),
      { numRuns: 500 },
    );
  });

  it('resolves two-digit years and decades against the clock as documented', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 0, max: 99 }), (clockYear, yy) => {
        const clock = { now: new Date(clockYear, 5, 15) };
        const year = 2000 + yy <= clockYear ? 2000 + yy : 1900 + yy;
        expect(parseFuzzyDateOrThrow(`summer '${pad(yy)}`, clock)).toMatchObject({ dateRangeStart: monthStart(year, 6), dateRangeEnd: monthEnd(year, 8) });
        const dd = yy - (yy % 10);
        const decade = 2000 + dd + 9 < clockYear ? 2000 + dd : 1900 + dd;
        expect(parseFuzzyDateOrThrow(`${pad(dd)}s`, clock)).toMatchObject({ dateRangeStart: monthStart(decade, 1), precision: 'decade' });
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses every year outside 1800 to next year, in every form, with its own error', () => {
    const outside = fc.oneof(fc.integer({ min: 1000, max: 1799 }), fc.integer({ min: LAST_YEAR + 1, max: 9999 }));
    const yearForms = FORM_NAMES.filter((name) => !name.includes('decade') && name !== 'winter y/y+1');
    fc.assert(
      fc.property(outside, months, fc.constantFrom(...yearForms), (y, m, name) => {
        const [text] = forms(m)[name](y);
        expect(() => parse(text)).toThrow(InvalidFuzzyDateError);
      }),
      { numRuns: 500 },
    );
  });

  describe('any text at all', () => {
    const WORDS = [
      'early', 'mid', 'late', 'circa', 'c.', 'ca', '~', 'about', 'around', 'the', 'of', 'spring', 'summer', 'fall', 'winter',
      'christmas', 'eve', 'easter', 'march', 'Sept', 'dec.', '15th', '29', '31', '0', '12', '13', '/', '-', '–', '?', "'", 's',
      '1799', '1800', '1899', '1990', '2100', '2101', '2102', "'92", '80s', '1980s', 'twenties', '1985/86', '1990-03', ',', ' ',
    ];
    const texts = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }).map((words) => words.join(' ')),
      fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }).map((words) => words.join('')),
    );

    it('never throws anything but InvalidFuzzyDateError, even for values that are not text', () => {
      fc.assert(
        fc.property(fc.oneof(texts, fc.anything()), (input) => {
          try {
            parseFuzzyDateOrThrow(input as string, { now });
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidFuzzyDateError);
            expect((error as InvalidFuzzyDateError).reason.length).toBeGreaterThan(0);
          }
          expect(() => parseFuzzyDate(input as string, { now })).not.toThrow();
        }),
        { numRuns: 5000 },
      );
    });

    it('answers only real, ordered days with a precision and certainty that agree with the range and the text', () => {
      fc.assert(
        fc.property(texts, (input) => {
          const result = parseFuzzyDate(input, { now });
          if (result === null) return;
          const [sy, sm, sd] = result.dateRangeStart.split('-').map(Number);
          const [ey, em, ed] = result.dateRangeEnd.split('-').map(Number);
          expect(isValidDay(sy, sm, sd) && isValidDay(ey, em, ed)).toBe(true);
          expect(result.dateRangeStart <= result.dateRangeEnd).toBe(true);
          expect(sy >= 1800 && ey <= LAST_YEAR).toBe(true);
          expect(result.text).toBe(input.trim());
          // A pinned day is exactly the range, and only a day has one.
          expect(result.pinnedDay !== undefined).toBe(result.precision === 'day');
          if (result.pinnedDay) expect([result.dateRangeStart, result.dateRangeStart.slice(5)]).toEqual([result.dateRangeEnd, result.pinnedDay]);
          // Months, years and decades are whole months.
          if (result.precision !== 'day') expect([sd, ed]).toEqual([1, daysInMonth(ey, em)]);
          if (result.precision === 'approximate') expect(result.certainty).not.toBe('exact');
          // "uncertain" comes from a trailing question mark and from nothing else.
          expect(result.certainty === 'uncertain').toBe(input.trim().endsWith('?'));
        }),
        { numRuns: 5000 },
      );
    });
  });
});
