import { AppConfig } from '@heirloom/config';
import { ListedPhoto, VersionedMembership } from '@heirloom/database';
import { DayPhoto, OnThisDayCache, ReadDay } from './on-this-day-cache';

describe(OnThisDayCache.name, () => {
  const cacheOf = (entries: number) => new OnThisDayCache({ onThisDayCacheEntries: entries } as AppConfig);
  const family = (familyId: number, version: string | null): VersionedMembership => ({ familyId, role: 'member', version });
  const photo = (id: number, familyId: number, sortDate: string): DayPhoto => ({ photo: { id, familyId, sortDate } as ListedPhoto, people: [] });

  /** The day's photos of every family in the "database", and the families each read asked for. */
  let day: DayPhoto[];
  let reads: number[][];
  const read: ReadDay = async (familyIds) => {
    reads.push(familyIds);
    return day
      .filter(({ photo: p }) => familyIds.includes(p.familyId))
      .sort(({ photo: a }, { photo: b }) => (a.sortDate === b.sortDate ? b.id - a.id : a.sortDate < b.sortDate ? 1 : -1));
  };
  const ids = (photos: DayPhoto[]) => photos.map(({ photo: p }) => p.id);
  const photosOn = async (cache: OnThisDayCache, date: string, families: VersionedMembership[], reader: ReadDay) => (await cache.dayOn(date, families, reader)).photos;

  beforeEach(() => {
    day = [photo(1, 1, '2010-12-25T09:30:00'), photo(2, 8, '2010-12-25'), photo(3, 8, '2000-12-25T18:00:00'), photo(4, 1, '1990-12-25')];
    reads = [];
  });

  it('answers a day again from what it kept while the versions are the same', async () => {
    const cache = cacheOf(10);
    const families = [family(1, '5'), family(8, '7')];
    expect(ids(await photosOn(cache, '2024-12-25', families, read))).toEqual([1, 2, 3, 4]);
    day.push(photo(5, 1, '2015-12-25')); // a change no version saw: the kept lists are served
    expect(ids(await photosOn(cache, '2024-12-25', families, read))).toEqual([1, 2, 3, 4]);
    expect(reads).toEqual([[1, 8]]);
  });

  it('reads again only the family whose version changed, and puts the lists together newest first (sort date, then id)', async () => {
    const cache = cacheOf(10);
    await photosOn(cache, '2024-12-25', [family(1, '5'), family(8, '7')], read);
    day.push(photo(5, 8, '2015-12-25'), photo(6, 8, '2010-12-25T09:30:00'));
    expect(ids(await photosOn(cache, '2024-12-25', [family(1, '5'), family(8, '9')], read))).toEqual([5, 6, 1, 2, 3, 4]);
    expect(reads).toEqual([[1, 8], [8]]);
  });

  it("puts each caller's answer together from their own families only", async () => {
    const cache = cacheOf(10);
    await photosOn(cache, '2024-12-25', [family(1, '5'), family(8, '7')], read);
    // A member of family 8 alone, and one who has left family 1 since: nothing of family 1 reaches them.
    expect(ids(await photosOn(cache, '2024-12-25', [family(8, '7')], read))).toEqual([2, 3]);
    expect(ids(await photosOn(cache, '2024-12-25', [family(1, '5')], read))).toEqual([1, 4]);
    expect(await photosOn(cache, '2024-12-25', [], read)).toEqual([]);
    expect(reads).toEqual([[1, 8]]);
  });

  it('keeps each date apart', async () => {
    const cache = cacheOf(10);
    await photosOn(cache, '2024-12-25', [family(1, '5')], read);
    await photosOn(cache, '2025-12-25', [family(1, '5')], read);
    await photosOn(cache, '2024-12-24', [family(1, '5')], read);
    await photosOn(cache, '2025-12-25', [family(1, '5')], read);
    expect(reads).toEqual([[1], [1], [1]]);
  });

  it('shares a read still going on, and forgets one that failed', async () => {
    const cache = cacheOf(10);
    let fail!: (error: Error) => void;
    const failing: ReadDay = (familyIds) => {
      reads.push(familyIds);
      return new Promise((_, reject) => (fail = reject));
    };
    const first = photosOn(cache, '2024-12-25', [family(1, '5')], failing);
    const second = photosOn(cache, '2024-12-25', [family(1, '5')], failing);
    fail(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await expect(second).rejects.toThrow('database away');
    expect(ids(await photosOn(cache, '2024-12-25', [family(1, '5')], read))).toEqual([1, 4]);
    expect(reads).toEqual([[1], [1]]);
  });

  it('keeps nothing for a family without a version, nor when turned off', async () => {
    const cache = cacheOf(10);
    await photosOn(cache, '2024-12-25', [family(1, null), family(8, '7')], read);
    expect(ids(await photosOn(cache, '2024-12-25', [family(1, null), family(8, '7')], read))).toEqual([1, 2, 3, 4]);
    const off = cacheOf(0);
    await photosOn(off, '2024-12-25', [family(1, '5')], read);
    await photosOn(off, '2024-12-25', [family(1, '5')], read);
    expect(reads).toEqual([[1, 8], [1], [1], [1]]);
  });

  it('counts the photos of each year, and gives the same day again to every caller of the same families while none changes', async () => {
    const cache = cacheOf(10);
    const first = await cache.dayOn('2024-12-25', [family(1, '5'), family(8, '7')], read);
    expect([...first.perYear]).toEqual([
      [2010, 2],
      [2000, 1],
      [1990, 1],
    ]);
    expect(await cache.dayOn('2024-12-25', [family(1, '5'), family(8, '7')], read)).toBe(first);
    // A family's version moved: that caller's day is put together again, with the new photo counted.
    day.push(photo(5, 8, '2010-12-25T12:00:00'));
    const moved = await cache.dayOn('2024-12-25', [family(1, '5'), family(8, '9')], read);
    expect(ids(moved.photos)).toEqual([5, 1, 2, 3, 4]);
    expect(moved.perYear.get(2010)).toBe(3);
    // Another set of families is another day, even with the same versions.
    expect(ids((await cache.dayOn('2024-12-25', [family(8, '9')], read)).photos)).toEqual([5, 2, 3]);
    expect(reads).toEqual([[1, 8], [8]]);
  });
});
