import { AppConfig } from '@heirloom/config';
import { buildDataSourceOptions } from '../data-source.options';
import { DataSource } from 'typeorm';
import { readSearchTerms } from './search-terms';
import { SqliteSearchIndex } from './sqlite-search.index';
import { seedSearchLibrary } from '../testing/search-library';
import { searchIndexScenarios } from '../testing/search-index.contract';

const PHOTOS = 300;

/** The SQLite index on an in-memory database: the scenarios every index answers, and how it reads FTS5. */
describe(SqliteSearchIndex.name, () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await new DataSource(buildDataSourceOptions({ database: { type: 'sqlite', path: ':memory:' } } as AppConfig)).initialize();
    await dataSource.runMigrations();
    // 300 photos over three families, each with a comment, texts mixing the words at different lengths.
    await seedSearchLibrary(dataSource, PHOTOS);
  });

  afterAll(() => dataSource.destroy());

  searchIndexScenarios(() => ({
    dataSource,
    photos: PHOTOS,
    index: (rankedCandidates, countedMatches) => new SqliteSearchIndex(dataSource, rankedCandidates, countedMatches),
  }));

  it('reads each family’s range of rowids in FTS5, newest first, and no other', async () => {
    const statements = jest.spyOn(dataSource, 'query');
    try {
      await new SqliteSearchIndex(dataSource).find('comments', { familyIds: [1, 3], terms: readSearchTerms('lake') }, { limit: 20, offset: 0 });
      const [sql, params] = statements.mock.calls.find(([statement]) => statement.includes('AS found'))!;
      const plan: Array<{ detail: string }> = await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, params);
      const scans = plan.map((row) => row.detail).filter((detail) => detail.includes('comments_fts'));
      // FTS5's plan (fts5_main.c): M a MATCH, > and < the rowid's bounds; 64 ordered by rowid (0x40), forward: the
      // newest of each family first. Then each family's matches counted in turn, in no order, as far as the count's
      // limit.
      const listing = expect.stringMatching(/VIRTUAL TABLE INDEX 64:M\d*></);
      const counting = expect.stringMatching(/VIRTUAL TABLE INDEX 0:M\d*></);
      expect(scans).toEqual([listing, listing, counting, counting]);
      expect(sql).toContain(`rowid BETWEEN ${2 ** 32} AND ${2 ** 33 - 1}`);
      expect(sql).toContain(`rowid BETWEEN ${3 * 2 ** 32} AND ${4 * 2 ** 32 - 1}`);
    } finally {
      statements.mockRestore();
    }
  });

  it("counts a suggestion's uses among each family's newest matches only", async () => {
    const scope = { familyIds: [1, 3], terms: readSearchTerms('kite') };
    const newest = async (familyId: number): Promise<string[]> =>
      (await dataSource.query('SELECT description FROM photos WHERE family_id = ? ORDER BY id DESC', [familyId]))
        .map((row: { description: string }) => row.description)
        .filter((text: string) => /\bkite\b/.test(text))
        .slice(0, 5);
    const uses = new Map<string, number>();
    for (const text of [...(await newest(1)), ...(await newest(3))]) uses.set(text, (uses.get(text) ?? 0) + 1);
    const expected = [...uses].map(([text, count]) => ({ text, uses: count })).sort((a, b) => b.uses - a.uses || (a.text < b.text ? -1 : 1));
    expect(await new SqliteSearchIndex(dataSource, undefined, undefined, 5).suggest('description', scope, 100)).toEqual(expected);
  });

  it.each(['photos_fts', 'stories_fts', 'comments_fts'])('%s answers a typed prefix of 2 to 8 characters from a prefix index of its length, and holds no text', async (fts) => {
    const [{ sql }] = await dataSource.query('SELECT sql FROM sqlite_master WHERE name = ?', [fts]);
    expect(sql).toContain("prefix='2 3 4 5 6 7 8'");
    expect(sql).toContain("content='', contentless_delete=1");
  });
});
