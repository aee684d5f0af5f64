import { AppConfig } from '@heirloom/config';
import { buildDataSourceOptions } from '../data-source.options';
import { DataSource } from 'typeorm';
import { COUNTED_MATCHES, RANKED_CANDIDATES, SearchedTable, SearchScope } from './search.index';
import { readSearchTerms } from './search-terms';
import { SqliteSearchIndex } from './sqlite-search.index';
import { trashedRowIds } from '../repositories/photo-visibility';
import { seedSearchLibrary } from '../testing/search-library';

/**
 * The two ways the SQLite index finds a question's rows (by the words alone, kept to the families by id, when they
 * are few; else intersected with the families' tokens inside the index) must answer exactly the same.
 */
describe(SqliteSearchIndex.name, () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await new DataSource(buildDataSourceOptions({ database: { type: 'sqlite', path: ':memory:' } } as AppConfig)).initialize();
    await dataSource.runMigrations();
    // 300 photos over three families, each with a comment, texts mixing the words at different lengths.
    await seedSearchLibrary(dataSource);
  });

  afterAll(() => dataSource.destroy());

  const scope = (text: string, familyIds: number[]): SearchScope => ({ familyIds, terms: readSearchTerms(text) });
  const byWords = () => new SqliteSearchIndex(dataSource, Number.MAX_SAFE_INTEGER);
  const byTokens = () => new SqliteSearchIndex(dataSource, 0);

  it.each<[string, number[], SearchedTable]>([
    ['lake', [1, 3], 'photos'],
    ['summer garden', [2], 'comments'],
    ['lan', [1, 2, 3], 'photos'],
    ['zeppelin', [3], 'comments'],
    ['kite harbour', [1, 2], 'photos'],
    ['nothing here', [1], 'photos'],
  ])('"%s" in families %j (%s): the same rows, totals and order both ways', async (text, familyIds, table) => {
    for (const page of [
      { limit: 200, offset: 0 },
      { limit: 7, offset: 5 },
      { limit: 10, offset: 10_000 },
    ]) {
      const words = await byWords().find(table, scope(text, familyIds), page);
      expect(await byTokens().find(table, scope(text, familyIds), page)).toEqual(words);
      if (page.offset === 0 && text !== 'nothing here') expect(words.total).toBeGreaterThan(0);
    }
  });

  it.each<[string, number[], SearchedTable]>([
    ['lake', [1, 2, 3], 'photos'],
    ['summer', [1, 3], 'comments'],
    ['ga', [2], 'photos'],
    ['zeppelin', [1, 2, 3], 'photos'],
  ])('"%s" in families %j (%s) past the ranked candidates: the newest ranked, then the rest newest first, page by page', async (text, familyIds, table) => {
    const CAP = 10;
    const all = await byWords().find(table, scope(text, familyIds), { limit: 10_000, offset: 0 });
    expect(all.capped).toBe(false);
    const newest = [...all.ids].sort((a, b) => b - a).slice(0, CAP);
    // The first CAP are the newest CAP matches, in the ranker's order (search-ranking.spec.ts; the average length
    // it measures is theirs, so their order is not the one they have among all the matches).
    const ranked = await new SqliteSearchIndex(dataSource, Number.MAX_SAFE_INTEGER, CAP).find(table, scope(text, familyIds), { limit: CAP, offset: 0 });
    expect([...ranked.ids].sort((a, b) => b - a)).toEqual(newest);
    const expected = [...ranked.ids, ...all.ids.filter((id) => !newest.includes(id)).sort((a, b) => b - a)];
    // Counting stops at COUNTED (25) when more match, and the pages past it still list them.
    for (const counted of [10_000, 25]) {
      for (const fewMatches of [Number.MAX_SAFE_INTEGER, 0]) {
        const capped = new SqliteSearchIndex(dataSource, fewMatches, CAP, counted);
        for (const size of [3, 7, 25]) {
          const seen: number[] = [];
          for (let offset = 0; offset < all.total + size; offset += size) {
            const page = await capped.find(table, scope(text, familyIds), { limit: size, offset });
            expect(page.total).toBe(Math.min(all.total, counted));
            expect(page.capped).toBe(all.total > counted);
            seen.push(...page.ids);
          }
          expect(seen).toEqual(expected);
        }
      }
    }
  });

  it.each<SearchedTable>(['stories', 'comments'])('leaves out the %s of trashed photos by reading the trash, not every row', async (table) => {
    // Without statistics, as a library's database is until someone runs ANALYZE.
    const plan: Array<{ detail: string }> = await dataSource.query(`EXPLAIN QUERY PLAN SELECT 1 WHERE 1 NOT IN (${trashedRowIds(table)})`);
    const steps = plan.map((row) => row.detail);
    expect(steps).toContainEqual(expect.stringMatching(/^SEARCH tp USING COVERING INDEX IDX_photos_deleted_at/));
    expect(steps).toContainEqual(expect.stringMatching(/^SEARCH tr USING COVERING INDEX IDX_\w+_photo_created \(photo_id=\?\)/));
    expect(steps.join('\n')).not.toMatch(/SCAN tr/);
  });

  it.each<SearchedTable>(['photos', 'stories', 'comments'])("reads only the caller's families' trash for the %s it leaves out", async (table) => {
    const plan: Array<{ detail: string }> = await dataSource.query(`EXPLAIN QUERY PLAN SELECT 1 WHERE 1 NOT IN (${trashedRowIds(table, '?, ?')})`, [1, 2]);
    const steps = plan.map((row) => row.detail);
    expect(steps).toContainEqual(expect.stringMatching(/^SEARCH tp USING COVERING INDEX IDX_photos_family_trash \(family_id=\? AND deleted_at>\?\)/));
    expect(steps.join('\n')).not.toMatch(/SCAN t[pr]/);
  });

  it.each<SearchedTable>(['photos', 'comments'])('leaves out the %s of trashed photos either way, and counts without them', async (table) => {
    const before = await byTokens().find(table, scope('lake', [1, 2, 3]), { limit: 1000, offset: 0 });
    const [trashed] = before.ids;
    const photoOf = table === 'photos' ? '?' : 'SELECT photo_id FROM comments WHERE id = ?';
    await dataSource.query(`UPDATE photos SET deleted_at = '2024-02-01 00:00:00.000' WHERE id = (${photoOf})`, [trashed]);
    try {
      for (const index of [byWords(), byTokens()]) {
        const after = await index.find(table, scope('lake', [1, 2, 3]), { limit: 1000, offset: 0 });
        expect([...after.ids].sort()).toEqual(before.ids.filter((id) => id !== trashed).sort());
        expect(after.total).toBe(before.total - 1);
      }
    } finally {
      await dataSource.query('UPDATE photos SET deleted_at = NULL');
    }
  });

  it('holds words rare up to one row in RARE_SHARE of a larger table', async () => {
    // 300 photos: at one in 10, 'zeppelin' (in 30) is rare and read alone; at one in 11 (27) it is intersected.
    const statements = jest.spyOn(dataSource, 'query');
    try {
      for (const [share, alone] of [[10, true], [11, false]] as const) {
        statements.mockClear();
        const index = new SqliteSearchIndex(dataSource, 0, RANKED_CANDIDATES, COUNTED_MATCHES, share);
        const found = await index.find('photos', scope('zeppelin', [1, 2, 3]), { limit: 200, offset: 0 });
        expect(found).toEqual(await byWords().find('photos', scope('zeppelin', [1, 2, 3]), { limit: 200, offset: 0 }));
        const search = statements.mock.calls.map(([sql]) => sql).find((sql) => sql.includes('COUNT(*) OVER ()'));
        expect(search?.includes('CROSS JOIN photos t ON t.id = photos_fts.rowid')).toBe(alone);
      }
    } finally {
      statements.mockRestore();
    }
  });

  it.each(['photos_fts', 'stories_fts', 'comments_fts'])('%s answers a typed prefix of 2 to 8 characters from a prefix index of its length', async (fts) => {
    const [{ sql }] = await dataSource.query('SELECT sql FROM sqlite_master WHERE name = ?', [fts]);
    expect(sql).toContain("prefix='2 3 4 5 6 7 8'");
  });

  it('finds nothing outside the families either way', async () => {
    for (const index of [byWords(), byTokens()]) {
      const { ids } = await index.find('photos', scope('lake', [2]), { limit: 200, offset: 0 });
      const families: Array<{ family_id: number }> = await dataSource.query(`SELECT DISTINCT family_id FROM photos WHERE id IN (${ids.join(', ')})`);
      expect(families).toEqual([{ family_id: 2 }]);
    }
  });
});
