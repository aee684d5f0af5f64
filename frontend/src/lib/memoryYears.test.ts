import { describe, expect, it } from 'vitest';
import type { MemoryGroupResponse } from '@heirloom/contracts';
import { makeMemoryYear, makePhotos } from '../test/factories';
import { mergeMemoryYears } from './memoryYears';

const page = (...memories: MemoryGroupResponse[]) => ({ memories });
const ids = (group: MemoryGroupResponse) => group.photos.map((photo) => photo.id);

describe('mergeMemoryYears', () => {
  it('joins a year that runs on into the next page, keeping its count and years ago', () => {
    const first = page(makeMemoryYear(2020, makePhotos(1, 1)), makeMemoryYear(2019, makePhotos(2, 2), { count: 3 }));
    const second = page(makeMemoryYear(2019, makePhotos(4, 1), { count: 3 }), makeMemoryYear(2015, makePhotos(5, 1)));
    const years = mergeMemoryYears([first, second]);
    expect(years.map(({ year, years_ago, photo_count }) => ({ year, years_ago, photo_count }))).toEqual([
      { year: 2020, years_ago: 4, photo_count: 1 },
      { year: 2019, years_ago: 5, photo_count: 3 },
      { year: 2015, years_ago: 9, photo_count: 1 },
    ]);
    expect(years.map(ids)).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('leaves the pages as they were fetched', () => {
    const first = page(makeMemoryYear(2019, makePhotos(1, 1), { count: 2 }));
    mergeMemoryYears([first, page(makeMemoryYear(2019, makePhotos(2, 1), { count: 2 }))]);
    expect(ids(first.memories[0])).toEqual([1]);
  });

  it('has no years before a page is loaded', () => {
    expect(mergeMemoryYears([])).toEqual([]);
  });
});
