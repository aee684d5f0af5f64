import { describe, expect, it } from 'vitest';
import { dateGroupOf, groupByDate, photoDateText, type DatedPhoto } from './dateGroups';

const none: DatedPhoto = { taken_date: null, fuzzy_date_text: null, taken_date_precision: null, date_certainty: null, date_range_start: null, date_range_end: null };
const fuzzy = (text: string, precision: DatedPhoto['taken_date_precision'], start: string, end: string, certainty: DatedPhoto['date_certainty'] = 'exact'): DatedPhoto => ({
  ...none,
  fuzzy_date_text: text,
  taken_date_precision: precision,
  date_range_start: start,
  date_range_end: end,
  date_certainty: certainty,
});

describe('dateGroupOf', () => {
  it.each([
    ['about 1950', fuzzy('about 1950', 'approximate', '1949-01-01', '1951-12-31', 'approximate'), 'c. 1950', 1950],
    ['early 1960s', fuzzy('early 1960s', 'decade', '1960-01-01', '1963-12-31', 'approximate'), '1960s', 1960],
    ['1980s', fuzzy('1980s', 'decade', '1980-01-01', '1989-12-31'), '1980s', 1980],
    ["summer '75", fuzzy("summer '75", 'month', '1975-06-01', '1975-08-31'), 'Summer 1975', 1970],
    ['winter 1985', fuzzy('winter 1985', 'month', '1985-12-01', '1986-02-28'), 'Winter 1986', 1980],
    ['Christmas 1982', fuzzy('Christmas 1982', 'day', '1982-12-25', '1982-12-25'), 'Christmas 1982', 1980],
    ['1985', fuzzy('1985', 'year', '1985-01-01', '1985-12-31'), '1985', 1980],
    ['1985-1987', fuzzy('1985-1987', 'year', '1985-01-01', '1987-12-31'), '1985–1987', 1980],
    ['March 1990', fuzzy('March 1990', 'month', '1990-03-01', '1990-03-31'), 'March 1990', 1990],
    ['1990?', fuzzy('1990?', 'year', '1990-01-01', '1990-12-31', 'uncertain'), '1990?', 1990],
  ])('files %s under its own precision', (_, photo, label, decade) => {
    expect(dateGroupOf(photo)).toMatchObject({ label, decade });
  });

  it('files a camera date by its month, and a photo with no date under Undated', () => {
    expect(dateGroupOf({ ...none, taken_date: '2019-07-14T09:00:00', taken_date_precision: 'day' })).toEqual({ key: 'month-2019-07', label: 'July 2019', decade: 2010 });
    expect(dateGroupOf(none)).toEqual({ key: 'undated', label: 'Undated', decade: null });
  });
});

describe('photoDateText', () => {
  it("is the group's text, or the day itself when it is known exactly", () => {
    expect(photoDateText(fuzzy('about 1950', 'approximate', '1949-01-01', '1951-12-31', 'approximate'))).toBe('c. 1950');
    expect(photoDateText({ ...none, taken_date: '2019-07-14T09:00:00', taken_date_precision: 'day' })).toBe('July 14, 2019');
    expect(photoDateText(none)).toBe('Undated');
  });
});

describe('groupByDate', () => {
  it('keeps the order of the list and gathers every undated photo under one group', () => {
    const photos = [
      { ...none, id: 1 },
      { ...none, id: 2, taken_date: '2019-07-14T09:00:00', taken_date_precision: 'day' as const },
      { ...none, id: 3, taken_date: '2019-07-02T09:00:00', taken_date_precision: 'day' as const },
      { ...none, id: 4 },
      { ...fuzzy('about 1950', 'approximate', '1949-01-01', '1951-12-31', 'approximate'), id: 5 },
    ];
    expect(groupByDate(photos).map((group) => [group.label, group.photos.map((photo) => photo.id)])).toEqual([
      ['Undated', [1, 4]],
      ['July 2019', [2, 3]],
      ['c. 1950', [5]],
    ]);
  });
});
