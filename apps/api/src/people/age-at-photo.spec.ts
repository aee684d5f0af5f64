import { parseFuzzyDateOrThrow } from '@heirloom/media';
import { ageAtPhoto, ageTurnedOn, DaySpan, photoSpanOf, wholeYearsBetween } from './age-at-photo';

const day = (date: string): DaySpan => ({ start: date, end: date, exact: true });
const fuzzy = (text: string): DaySpan => {
  const date = parseFuzzyDateOrThrow(text, { now: new Date('2026-01-01T00:00:00Z') });
  return { start: date.dateRangeStart, end: date.dateRangeEnd, exact: false };
};

describe('ageAtPhoto', () => {
  it('gives one age from two exact days: born 1931-05-02, photo 1955-07-10 → 24', () => {
    expect(ageAtPhoto(day('1931-05-02'), day('1955-07-10'))).toEqual({ min: 24, max: 24, text: '24' });
  });

  it('counts a birthday not yet reached that year', () => {
    expect(ageAtPhoto(day('1931-07-11'), day('1955-07-10'))).toEqual({ min: 23, max: 23, text: '23' });
    expect(ageAtPhoto(day('1931-07-10'), day('1955-07-10'))).toEqual({ min: 24, max: 24, text: '24' });
  });

  it('gives a range from fuzzy dates: born "about 1931", photo "summer 1955"', () => {
    // about 1931 is 1930–1932; summer 1955 is June to August 1955.
    expect(ageAtPhoto(fuzzy('about 1931'), fuzzy('summer 1955'))).toEqual({ min: 22, max: 25, text: '22–25' });
  });

  it('says "about" when the ranges still give one age', () => {
    expect(ageAtPhoto(fuzzy('1931'), day('1955-12-31'))).toEqual({ min: 24, max: 24, text: 'about 24' });
    expect(ageAtPhoto(fuzzy('1931'), day('1955-01-01'))).toEqual({ min: 23, max: 24, text: '23–24' });
  });

  it('is null before birth and never below 0 around it', () => {
    expect(ageAtPhoto(day('1931-05-02'), day('1930-01-01'))).toBeNull();
    expect(ageAtPhoto(fuzzy('1931'), fuzzy('1931'))).toEqual({ min: 0, max: 0, text: 'about 0' });
  });

  it('reads whole years, the age turned on a day, and a photo span', () => {
    expect(wholeYearsBetween('2000-02-29', '2001-02-28')).toBe(0);
    expect(wholeYearsBetween('2000-02-29', '2001-03-01')).toBe(1);
    expect(ageTurnedOn('1931-05-02', '2026-05-02')).toBe(95);
    expect(photoSpanOf({ takenDate: '1955-07-10T14:30:00', dateRangeStart: null, dateRangeEnd: null })).toEqual(day('1955-07-10'));
    expect(photoSpanOf({ takenDate: null, dateRangeStart: '1955-06-01', dateRangeEnd: '1955-08-31' })).toEqual({ start: '1955-06-01', end: '1955-08-31', exact: false });
    expect(photoSpanOf({ takenDate: null, dateRangeStart: null, dateRangeEnd: null })).toBeNull();
  });
});
