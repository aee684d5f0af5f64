import { describe, expect, it } from 'vitest';
import type { PhotoResponse } from '@heirloom/contracts';
import { groupByYearMonth } from './groupPhotos';
import { makePhoto } from '../test/factories';

const photo = (id: number, taken: string | null, uploaded = '2024-06-01T12:00:00Z'): PhotoResponse =>
  makePhoto(id, { family_id: 1, description: null, taken_date: taken, upload_date: uploaded });

describe('groupByYearMonth', () => {
  it('groups by year then month, keeping the given order', () => {
    const years = groupByYearMonth([
      photo(1, '2021-05-03T10:00:00'),
      photo(2, '2021-05-01T10:00:00'),
      photo(3, '2021-02-01'),
      photo(4, '2019-12-31T23:59:00'),
    ]);
    expect(years.map((y) => y.year)).toEqual([2021, 2019]);
    expect(years[0].months.map((m) => m.label)).toEqual(['May 2021', 'February 2021']);
    expect(years[0].months[0].photos.map((p) => p.id)).toEqual([1, 2]);
    expect(years[0].count).toBe(3);
    expect(years[1].months[0].label).toBe('December 2019');
  });
  it('places a photo without taken_date by its upload date', () => {
    const years = groupByYearMonth([photo(1, null, '2023-03-15T08:00:00')]);
    expect(years[0].year).toBe(2023);
    expect(years[0].months[0].label).toBe('March 2023');
  });
});
