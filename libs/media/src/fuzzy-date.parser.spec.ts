import fc from 'fast-check';
import { isValidDay } from './calendar.util';
import { InvalidFuzzyDateError } from './fuzzy-date.error';
import { FUZZY_DATE_EXAMPLES } from './fuzzy-date.examples';
import { parseFuzzyDate, parseFuzzyDateOrThrow } from './fuzzy-date.parser';
import { DateCertainty, DatePrecision, FuzzyDate } from './fuzzy-date.types';
import { MONTH_NAMES } from './fuzzy-date.vocabulary';

/** A fixed clock: 2026, so two-digit years pivot at '26 and the latest accepted year is 2027. */
const now = new Date(2026, 5, 15);
const parse = (text: string) => parseFuzzyDate(text, { now });

type Expected = [start: string, end: string, precision: DatePrecision, certainty: DateCertainty, pinnedDay?: string];

const DECADE_80S: Expected = ['1980-01-01', '1989-12-31', 'decade', 'exact'];
const CIRCA_1985: Expected = ['1984-01-01', '1986-12-31', 'approximate', 'approximate'];
const CIRCA_1990: Expected = ['1989-01-01', '1991-12-31', 'approximate', 'approximate'];
const MARCH_1990: Expected = ['1990-03-01', '1990-03-31', 'month', 'exact'];
const MARCH_15_1990: Expected = ['1990-03-15', '1990-03-15', 'day', 'exact', '03-15'];
const SUMMER_92: Expected = ['1992-06-01', '1992-08-31', 'month', 'approximate'];
const WINTER_85: Expected = ['1985-12-01', '1986-02-28', 'month', 'approximate'];
const AUTUMN_88: Expected = ['1988-09-01', '1988-11-30', 'month', 'approximate'];

const READABLE: ReadonlyArray<[string, Expected]> = [
  // decades
  ['1980s', DECADE_80S],
  ['80s', DECADE_80S],
  ["'80s", DECADE_80S],
  ['\u201980s', DECADE_80S],
  ["80's", DECADE_80S],
  ["1980's", DECADE_80S],
  ['the 80s', DECADE_80S],
  ['The Eighties', DECADE_80S],
  ['late 80s', ['1987-01-01', '1989-12-31', 'decade', 'approximate']],
  ["Late '60s", ['1967-01-01', '1969-12-31', 'decade', 'approximate']],
  ['early 1990s', ['1990-01-01', '1993-12-31', 'decade', 'approximate']],
  ['mid 70s', ['1974-01-01', '1976-12-31', 'decade', 'approximate']],
  ['mid-1970s', ['1974-01-01', '1976-12-31', 'decade', 'approximate']],
  ['mid\u20131970s', ['1974-01-01', '1976-12-31', 'decade', 'approximate']],
  ['early twenties', ['1920-01-01', '1923-12-31', 'decade', 'approximate']],
  ['20s', ['1920-01-01', '1929-12-31', 'decade', 'exact']],
  ['10s', ['2010-01-01', '2019-12-31', 'decade', 'exact']],
  ["'00s", ['2000-01-01', '2009-12-31', 'decade', 'exact']],
  ['2020s', ['2020-01-01', '2027-12-31', 'decade', 'exact']],
  ['1800s', ['1800-01-01', '1809-12-31', 'decade', 'exact']],
  // approximate
  ['circa 1985', CIRCA_1985],
  ['Circa 1985', CIRCA_1985],
  ['c. 1985', CIRCA_1985],
  ['c.1985', CIRCA_1985],
  ['c 1985', CIRCA_1985],
  ['ca 1985', CIRCA_1985],
  ['ca. 1985', CIRCA_1985],
  ["circa '85", CIRCA_1985],
  ['around 85', CIRCA_1985],
  ['around 1992', ['1991-01-01', '1993-12-31', 'approximate', 'approximate']],
  ['about 1990', CIRCA_1990],
  ['approx 1990', CIRCA_1990],
  ['approx. 1990', CIRCA_1990],
  ['approximately 1990', CIRCA_1990],
  ['~1990', CIRCA_1990],
  ['~ 1990', CIRCA_1990],
  ['circa 1800', ['1800-01-01', '1801-12-31', 'approximate', 'approximate']],
  ['1990?', ['1990-01-01', '1990-12-31', 'year', 'uncertain']],
  ['1990 ?', ['1990-01-01', '1990-12-31', 'year', 'uncertain']],
  ["summer '92?", ['1992-06-01', '1992-08-31', 'month', 'uncertain']],
  ['around March 1990', ['1990-03-01', '1990-03-31', 'month', 'approximate']],
  ['circa 1980s', ['1980-01-01', '1989-12-31', 'decade', 'approximate']],
  ['around Christmas 1990', ['1990-12-25', '1990-12-25', 'day', 'approximate', '12-25']],
  // seasonal
  ["summer '92", SUMMER_92],
  ['Summer 1992', SUMMER_92],
  ['summer of 1992', SUMMER_92],
  ['summer 92', SUMMER_92],
  ['winter 1985', WINTER_85],
  ['winter 1985/86', WINTER_85],
  ['winter 1985-86', WINTER_85],
  ['Winter 1985/1986', WINTER_85],
  ['winter 1987', ['1987-12-01', '1988-02-29', 'month', 'approximate']],
  ['spring 1990', ['1990-03-01', '1990-05-31', 'month', 'approximate']],
  ['autumn 1988', AUTUMN_88],
  ['fall 1988', AUTUMN_88],
  ['Christmas 1990', ['1990-12-25', '1990-12-25', 'day', 'exact', '12-25']],
  ['xmas 1990', ['1990-12-25', '1990-12-25', 'day', 'exact', '12-25']],
  ["Christmas '90", ['1990-12-25', '1990-12-25', 'day', 'exact', '12-25']],
  ['Christmas Eve 1990', ['1990-12-24', '1990-12-24', 'day', 'exact', '12-24']],
  ["New Year's Eve 1999", ['1999-12-31', '1999-12-31', 'day', 'exact', '12-31']],
  ['New Years Eve 1999', ['1999-12-31', '1999-12-31', 'day', 'exact', '12-31']],
  ['New Year\u2019s Day 2000', ['2000-01-01', '2000-01-01', 'day', 'exact', '01-01']],
  ['Halloween 1995', ['1995-10-31', '1995-10-31', 'day', 'exact', '10-31']],
  ["Valentine's Day 1994", ['1994-02-14', '1994-02-14', 'day', 'exact', '02-14']],
  ['Easter 1990', ['1990-04-15', '1990-04-15', 'day', 'exact', '04-15']],
  ['Easter 2024', ['2024-03-31', '2024-03-31', 'day', 'exact', '03-31']],
  ['Good Friday 1990', ['1990-04-13', '1990-04-13', 'day', 'exact', '04-13']],
  // partial
  ['1985', ['1985-01-01', '1985-12-31', 'year', 'exact']],
  ["'85", ['1985-01-01', '1985-12-31', 'year', 'exact']],
  ["'05", ['2005-01-01', '2005-12-31', 'year', 'exact']],
  ["'26", ['2026-01-01', '2026-12-31', 'year', 'exact']],
  ["'27", ['1927-01-01', '1927-12-31', 'year', 'exact']],
  ['2027', ['2027-01-01', '2027-12-31', 'year', 'exact']],
  ['1800', ['1800-01-01', '1800-12-31', 'year', 'exact']],
  ['March 1990', MARCH_1990],
  ['MARCH 1990', MARCH_1990],
  ['Mar 1990', MARCH_1990],
  ['Mar. 1990', MARCH_1990],
  ['March, 1990', MARCH_1990],
  ['March of 1990', MARCH_1990],
  ["March '90", MARCH_1990],
  ['3/1990', MARCH_1990],
  ['03/1990', MARCH_1990],
  ['03-1990', MARCH_1990],
  ['1990-03', MARCH_1990],
  ['1990/3', MARCH_1990],
  ['Sept 1990', ['1990-09-01', '1990-09-30', 'month', 'exact']],
  ['February 1992', ['1992-02-01', '1992-02-29', 'month', 'exact']],
  ['Feb 1900', ['1900-02-01', '1900-02-28', 'month', 'exact']],
  ['1990-03-15', MARCH_15_1990],
  ['1990/03/15', MARCH_15_1990],
  ['15 March 1990', MARCH_15_1990],
  ['15th March 1990', MARCH_15_1990],
  ['15th of March 1990', MARCH_15_1990],
  ['March 15, 1990', MARCH_15_1990],
  ['March 15 1990', MARCH_15_1990],
  ['mar 15th,1990', MARCH_15_1990],
  ['15/03/1990', MARCH_15_1990],
  ['03/15/1990', MARCH_15_1990],
  ['15.03.1990', MARCH_15_1990],
  ['25 December 1990', ['1990-12-25', '1990-12-25', 'day', 'exact', '12-25']],
  ['29 February 2000', ['2000-02-29', '2000-02-29', 'day', 'exact', '02-29']],
  ['1985-1987', ['1985-01-01', '1987-12-31', 'year', 'exact']],
  ['between 1985 and 1987', ['1985-01-01', '1987-12-31', 'year', 'exact']],
  ['early 1990', ['1990-01-01', '1990-04-30', 'year', 'approximate']],
  ['mid-1990', ['1990-05-01', '1990-08-31', 'year', 'approximate']],
  ['late 1990', ['1990-09-01', '1990-12-31', 'year', 'approximate']],
  // whitespace and case
  ['   LATE    80S   ', ['1987-01-01', '1989-12-31', 'decade', 'approximate']],
  ['\tsummer\n1992 ', SUMMER_92],
];

const UNREADABLE: readonly string[] = [
  '', '   ', 'hello', 'yesterday', 'March', '15 March', 'Christmas', 'summer', '80', '8', '19900', '1990 1991',
  'abc 1990', '1990-03-15-01', 'c', '~', '?', "'8s", '1985s', 'mid', 'the 1985', '1990-1985', '13/1990', '0/1990',
  '1990-13', '1990-00', 'Feb 30 1990', '30 February 1990', '1990-02-30', '31 April 1990', '29 February 1990',
  '32/01/1990', '03/04/1990', '1799', '1790s', '1700s', '2028', '2030s', 'circa 1700', 'summer 1799', 'winter 1985/87',
  'summer 1985/86', 'x'.repeat(65), '1990-03-15T10:00', 'DROP TABLE photos;', '<script>1990</script>',
];

function expectDate(result: FuzzyDate | null, [start, end, precision, certainty, pinnedDay]: Expected): void {
  expect(result).not.toBeNull();
  expect(result).toMatchObject({ dateRangeStart: start, dateRangeEnd: end, precision, certainty });
  expect(result?.pinnedDay).toBe(pinnedDay);
}

describe(parseFuzzyDate.name, () => {
  it.each(READABLE)('reads %j', (text, expected) => {
    expectDate(parse(text), expected);
  });

  it.each(UNREADABLE.map((text) => [text]))('refuses %j', (text) => {
    expect(parse(text)).toBeNull();
  });

  it('keeps the trimmed input as the text', () => {
    expect(parse('  Summer of 1992 ')?.text).toBe('Summer of 1992');
  });

  it('reads every example it shows to people', () => {
    for (const examples of Object.values(FUZZY_DATE_EXAMPLES)) {
      for (const example of examples) expect(parse(example)).not.toBeNull();
    }
  });

  it('uses the real clock when none is given', () => {
    const year = new Date().getFullYear();
    expect(parseFuzzyDate(String(year + 1))?.dateRangeStart).toBe(`${year + 1}-01-01`);
    expect(parseFuzzyDate(String(year + 2))).toBeNull();
  });

  it('moves the two-digit pivot with the clock', () => {
    expect(parseFuzzyDate("'30", { now: new Date(2029, 0, 1) })?.dateRangeStart).toBe('1930-01-01');
    expect(parseFuzzyDate("'30", { now: new Date(2031, 0, 1) })?.dateRangeStart).toBe('2030-01-01');
    expect(parseFuzzyDate('20s', { now: new Date(2030, 0, 1) })?.dateRangeStart).toBe('2020-01-01');
  });
});

describe(parseFuzzyDateOrThrow.name, () => {
  function reasonFor(text: string): InvalidFuzzyDateError {
    try {
      parseFuzzyDateOrThrow(text, { now });
    } catch (error) {
      if (error instanceof InvalidFuzzyDateError) return error;
      throw error;
    }
    throw new Error(`"${text}" was read`);
  }

  it('returns the date when it can read the text', () => {
    expect(parseFuzzyDateOrThrow('late 80s', { now })).toEqual({
      text: 'late 80s',
      dateRangeStart: '1987-01-01',
      dateRangeEnd: '1989-12-31',
      precision: 'decade',
      certainty: 'approximate',
    });
  });

  it('explains unreadable text and lists examples of every category', () => {
    const error = reasonFor('next tuesday');
    expect(error.message).toMatch(/^"next tuesday" is not a date we can read\./);
    expect(error.message).toContain('Decades: 1980s, late 80s, early 1990s');
    expect(error.message).toContain('Approximate: circa 1985, around 1992');
    expect(error.message).toContain("Seasonal: summer '92, winter 1985, Christmas 1990");
    expect(error.message).toContain('Partial: 1985, March 1990, 3/1990');
    expect(error.examples).toBe(FUZZY_DATE_EXAMPLES);
    expect(error.input).toBe('next tuesday');
  });

  it.each([
    ['Feb 30 1990', 'February 1990 has no day 30.'],
    ['1750', '1750 is outside the years we accept (1800 to 2027).'],
    ['13/1990', 'There is no month 13.'],
    ['03/04/1990', '"03/04/1990" could mean 3 April or March 4: write the month as a word, e.g. 3 April 1990.'],
    ['winter 1985/87', 'Only winter spans two years, and they must follow each other, e.g. "winter 1985/86".'],
    ['1990-1985', 'The range 1990–1985 ends before it starts.'],
    ['  ', 'The date is empty.'],
  ])('says why it refuses %j', (text, reason) => {
    expect(reasonFor(text).reason).toBe(reason);
  });
});

describe('fuzzy-date properties', () => {
  const years = fc.integer({ min: 1800, max: 2027 });
  const months = fc.integer({ min: 1, max: 12 });
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

  it('reads any month back to a range that contains the whole month', () => {
    const formats = [
      (y: number, m: number) => `${MONTH_NAMES[m - 1]} ${y}`,
      (y: number, m: number) => `${MONTH_NAMES[m - 1].slice(0, 3)} ${y}`,
      (y: number, m: number) => `${m}/${y}`,
      (y: number, m: number) => `${pad(m)}/${y}`,
      (y: number, m: number) => `${y}-${pad(m)}`,
    ];
    fc.assert(
      fc.property(years, months, fc.constantFrom(...formats), (y, m, format) => {
        const result = parse(format(y, m));
        expect(result).not.toBeNull();
        expect(result!.dateRangeStart <= `${y}-${pad(m)}-01`).toBe(true);
        expect(result!.dateRangeEnd >= `${y}-${pad(m)}-${pad(lastDay(y, m))}`).toBe(true);
      }),
    );
  });

  it('reads any year, decade, hedge or season back to a range that contains it', () => {
    const formats: ReadonlyArray<[(y: number) => string, (y: number) => [string, string]]> = [
      [(y) => `${y}`, (y) => [`${y}-01-01`, `${y}-12-31`]],
      [(y) => `circa ${y}`, (y) => [`${y}-01-01`, `${y}-12-31`]],
      [(y) => `around ${y}`, (y) => [`${y}-01-01`, `${y}-12-31`]],
      [(y) => `${y}?`, (y) => [`${y}-01-01`, `${y}-12-31`]],
      [(y) => `${Math.floor(y / 10) * 10}s`, (y) => [`${y}-01-01`, `${y}-12-31`]],
      [(y) => `summer ${y}`, (y) => [`${y}-06-01`, `${y}-08-31`]],
      [(y) => `winter ${y}`, (y) => [`${y}-12-01`, `${y}-12-31`]],
      [(y) => `Christmas ${y}`, (y) => [`${y}-12-25`, `${y}-12-25`]],
    ];
    fc.assert(
      fc.property(years, fc.constantFrom(...formats), (y, [format, inner]) => {
        const result = parse(format(y));
        expect(result).not.toBeNull();
        const [from, to] = inner(y);
        expect(result!.dateRangeStart <= from && result!.dateRangeEnd >= to).toBe(true);
      }),
    );
  });

  it('puts Easter of any year on a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(years, (y) => {
        const result = parse(`Easter ${y}`)!;
        expect(result.dateRangeStart).toBe(result.dateRangeEnd);
        expect(result.dateRangeStart >= `${y}-03-22` && result.dateRangeStart <= `${y}-04-25`).toBe(true);
        expect(new Date(`${result.dateRangeStart}T00:00:00Z`).getUTCDay()).toBe(0);
      }),
    );
  });

  it('reads any real day back to exactly that day, pinned', () => {
    const days = fc
      .tuple(years, months, fc.integer({ min: 1, max: 31 }))
      .filter(([y, m, d]) => isValidDay(y, m, d));
    const formats = [
      (y: number, m: number, d: number) => `${d} ${MONTH_NAMES[m - 1]} ${y}`,
      (y: number, m: number, d: number) => `${MONTH_NAMES[m - 1]} ${d}, ${y}`,
      (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`,
    ];
    fc.assert(
      fc.property(days, fc.constantFrom(...formats), ([y, m, d], format) => {
        const result = parse(format(y, m, d));
        expect(result).toMatchObject({
          dateRangeStart: `${y}-${pad(m)}-${pad(d)}`,
          dateRangeEnd: `${y}-${pad(m)}-${pad(d)}`,
          precision: 'day',
          pinnedDay: `${pad(m)}-${pad(d)}`,
        });
      }),
    );
  });

  it('never throws, and every range it answers is made of real days with start <= end within the years allowed', () => {
    const vocabulary = fc.constantFrom(
      'early', 'mid', 'late', 'circa', 'c.', '~', 'around', 'the', 'summer', 'winter', 'fall', 'christmas', 'easter',
      'march', 'feb', 'of', '15', '29', '31', '3', '12', '13', '/', '-', '?', "'", 's', '1799', '1800', '1985', '1990',
      '2026', '2027', '2028', "'92", '80s', '1980s', '1985/86', '1990-03', '1990-02-30', '25th', ',',
    );
    const text = fc.oneof(fc.string(), fc.array(vocabulary, { maxLength: 5 }).map((words) => words.join(' ')));
    fc.assert(
      fc.property(text, (input) => {
        const result = parse(input);
        if (result === null) return;
        const [sy, sm, sd] = result.dateRangeStart.split('-').map(Number);
        const [ey, em, ed] = result.dateRangeEnd.split('-').map(Number);
        expect(isValidDay(sy, sm, sd) && isValidDay(ey, em, ed)).toBe(true);
        expect(result.dateRangeStart <= result.dateRangeEnd).toBe(true);
        expect(result.dateRangeStart >= '1800-01-01' && result.dateRangeEnd <= '2027-12-31').toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
