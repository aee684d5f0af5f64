import { DataSource } from 'typeorm';
import { Family, Photo, User } from '../entities';
import { InMemoryRows, openMigratedMemoryDatabase } from '../testing';
import { SortOrder } from './photos.repository';
import { TimelineRepository } from './timeline.repository';

describe(`${TimelineRepository.name} on SQLite`, () => {
  let dataSource: DataSource;
  let repository: TimelineRepository;

  beforeEach(async () => {
    dataSource = await openMigratedMemoryDatabase();
    repository = new TimelineRepository(dataSource.getRepository(Photo));
  });

  afterEach(() => dataSource.destroy());

  describe('a page across families', () => {
    const planOf = async (sql: string, parameters: unknown[]): Promise<string[]> =>
      ((await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)) as Array<{ detail: string }>).map((row) => row.detail);

    it.each([
      ['desc', null, /^SEARCH photos USING COVERING INDEX IDX_photos_family_sort \(family_id=\?\)$/],
      ['asc', null, /^SEARCH photos USING COVERING INDEX IDX_photos_family_sort \(family_id=\?\)$/],
      // From a day (the decade jump): each family's range starts at the day (keyset), not after skipping the photos before it.
      ['desc', '1989-12-31', /^SEARCH photos USING COVERING INDEX IDX_photos_family_sort \(family_id=\? AND sort_date<\?\)$/],
      ['asc', '1980-01-01', /^SEARCH photos USING COVERING INDEX IDX_photos_family_sort \(family_id=\? AND sort_date>\?\)$/],
    ] as const)('%s from %s: reads each family’s range from the index alone, and sorts only what the ranges gave', async (order: SortOrder, from, range) => {
      const { sql, parameters } = repository.pageIdsQuery([1, 2, 3], order, 40, 21, from);
      const plan = await planOf(sql, parameters);
      expect(plan.filter((step) => step.startsWith('SEARCH'))).toEqual([expect.stringMatching(range), expect.stringMatching(range), expect.stringMatching(range)]);
      expect(plan.filter((step) => step.includes('TEMP B-TREE'))).toEqual(['USE TEMP B-TREE FOR ORDER BY']);
      expect(plan.at(-2)).toBe('SCAN t');
    });

    it('starts at the day, its first and last second included: the whole list from there, page after page, the trash left out', async () => {
      const rows = new InMemoryRows();
      const user = await dataSource.getRepository(User).save({ email: 'a@example.com', name: 'A', passwordHash: 'x' });
      const families = [(await dataSource.getRepository(Family).save({ name: 'F' })).id, (await dataSource.getRepository(Family).save({ name: 'G' })).id];
      const days = ['1979-12-31T23:59:59', '1980-01-01T00:00:00', '1985-06-01T12:00:00', '1989-12-31T23:59:59', '1990-01-01T00:00:00', '2024-03-02T10:11:12'];
      const stored: Array<{ id: number; sortDate: string }> = [];
      for (let i = 0; i < 24; i++) {
        const { id: _unsaved, ...fields } = rows.addPhoto(families[i % 2], user.id, { sortDate: days[i % days.length], deletedAt: i % 7 === 3 ? new Date() : null });
        const photo = await dataSource.getRepository(Photo).save(fields);
        if (photo.deletedAt === null) stored.push({ id: photo.id, sortDate: photo.sortDate });
      }
      const ascending = [...stored].sort((a, b) => (a.sortDate < b.sortDate ? -1 : a.sortDate > b.sortDate ? 1 : a.id - b.id)).map((photo) => photo.id);
      const sortDate = new Map(stored.map((photo) => [photo.id, photo.sortDate]));
      const cases = [
        { order: 'desc' as const, from: '1989-12-31', expected: [...ascending].reverse().filter((id) => sortDate.get(id)! <= '1989-12-31T23:59:59') },
        { order: 'asc' as const, from: '1980-01-01', expected: ascending.filter((id) => sortDate.get(id)! >= '1980-01-01') },
      ];
      for (const { order, from, expected } of cases) {
        for (const limit of [1, 4, 7]) {
          const seen: number[] = [];
          for (let offset = 0; offset <= expected.length; offset += limit) seen.push(...(await repository.getPageIds(families, order, offset, limit, from)));
          expect(seen).toEqual(expected);
        }
      }
      // The day cuts the list between photos a second apart.
      expect(cases.map((c) => c.expected.length)).toEqual([15, 17]);
      expect(stored).toHaveLength(21);
    });
  });
});
