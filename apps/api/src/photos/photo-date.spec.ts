import { BadRequestException } from '@nestjs/common';
import { NO_DATE, dateWasSent, exactDate, normaliseTakenDate, readDateInput, sortDateOf } from './photo-date';

const now = new Date(2026, 5, 15);

describe('photo dates', () => {
  describe(normaliseTakenDate.name, () => {
    it.each([
      ['2024-05-17', '2024-05-17'],
      ['2024-05-17T14:30', '2024-05-17T14:30:00'],
      ['2024-05-17T14:30:59', '2024-05-17T14:30:59'],
      ['2024-02-29', '2024-02-29'],
      ['1800-01-01', '1800-01-01'],
      ['2027-12-31', '2027-12-31'],
    ])('keeps %s as %s', (text, stored) => {
      expect(normaliseTakenDate(text, now)).toBe(stored);
    });

    it.each(['2023-02-29', '2024-13-01', '2024-05-17T24:00', '2024-05-17T14:60', '17/05/2024', '2024-05-17 14:30', '2024-05-17T14:30:00Z',
      '2024-05-17T14:30:00.000', '1799-12-31', '2028-01-01', '', 'yesterday'])('refuses %p', (text) => {
      expect(normaliseTakenDate(text, now)).toBeNull();
    });
  });

  describe(readDateInput.name, () => {
    it('lets trimmed fuzzy text win over taken_date, even a malformed one', () => {
      expect(readDateInput({ fuzzy_date: '  summer 92 ', taken_date: 'not a date' }, now)).toEqual({
        ...NO_DATE,
        fuzzyDateText: 'summer 92',
        dateRangeStart: '1992-06-01',
        dateRangeEnd: '1992-08-31',
        takenDatePrecision: 'month',
        dateCertainty: 'approximate',
      });
    });

    it('keeps the calendar day a fuzzy text pins, for On This Day', () => {
      expect(readDateInput({ fuzzy_date: 'Christmas 1990' }, now)).toMatchObject({ monthDay: '12-25', takenDate: null, takenDatePrecision: 'day' });
    });

    it('uses taken_date when the fuzzy text is blank', () => {
      expect(readDateInput({ fuzzy_date: '   ', taken_date: '1999-12-31T23:59' }, now)).toEqual(exactDate('1999-12-31T23:59:00'));
      expect(exactDate('1999-12-31T23:59:00')).toMatchObject({ takenDatePrecision: 'day', dateCertainty: 'exact', monthDay: '12-31' });
    });

    it('answers null when no date was given', () => {
      expect(readDateInput({}, now)).toBeNull();
      expect(readDateInput({ fuzzy_date: '', taken_date: '' }, now)).toBeNull();
      expect(readDateInput({ fuzzy_date: null, taken_date: null }, now)).toBeNull();
    });

    it('refuses unreadable fuzzy text with a 400 naming the field and showing examples', () => {
      expect(() => readDateInput({ fuzzy_date: 'when grandpa was young' }, now)).toThrow(BadRequestException);
      expect(() => readDateInput({ fuzzy_date: 'when grandpa was young' }, now)).toThrow(/^fuzzy_date: .*Decades: 1980s.*Partial: 1985/);
    });

    it('refuses a malformed taken_date with a 400 naming the field', () => {
      expect(() => readDateInput({ taken_date: '31/12/1999' }, now)).toThrow(/^taken_date must be a real date/);
    });
  });

  describe(dateWasSent.name, () => {
    it('tells an absent date (keep it) from an empty one (clear it)', () => {
      expect(dateWasSent({})).toBe(false);
      expect(dateWasSent({ taken_date: '' })).toBe(true);
      expect(dateWasSent({ fuzzy_date: null })).toBe(true);
    });
  });

  describe(sortDateOf.name, () => {
    const uploaded = new Date('2025-03-04T05:06:07.890Z');
    it.each([
      [{ takenDate: '1999-12-31T23:59:00', dateRangeStart: null }, '1999-12-31T23:59:00'],
      [{ takenDate: '1999-12-31', dateRangeStart: null }, '1999-12-31T00:00:00'],
      [{ takenDate: null, dateRangeStart: '1980-01-01' }, '1980-01-01T00:00:00'],
      [{ takenDate: null, dateRangeStart: null }, '2025-03-04T05:06:07'],
    ])('orders %j at %s', (date, expected) => {
      expect(sortDateOf(date, uploaded)).toBe(expected);
    });
  });
});
