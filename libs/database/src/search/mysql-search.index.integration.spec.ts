import { DataSource } from 'typeorm';
import { createTestEnvironment, TEST_MODE, TestEnvironment } from '../../../../test/e2e/support/test-environment';
import { buildDataSourceOptions } from '../data-source.options';
import { seedSearchLibrary, searchLibraryFamily, searchLibraryText } from '../testing/search-library';
import { MysqlSearchIndex } from './mysql-search.index';
import { SearchedTable, SearchScope } from './search.index';
import { readSearchTerms, termsOf, wordsOf } from './search-terms';

jest.setTimeout(120_000);

const PHOTOS = 300;

/** The ids a search must find, newest first: every row of the families whose text holds each word (the last as a prefix). */
function expectedMatches(text: string, familyIds: number[], trashed: ReadonlySet<number>): number[] {
  const terms = termsOf(readSearchTerms(text));
  const ids: number[] = [];
  for (let id = PHOTOS; id >= 1; id--) {
    if (!familyIds.includes(searchLibraryFamily(id)) || trashed.has(id)) continue;
    const words = wordsOf(searchLibraryText(id));
    if (terms.every(({ word, prefix }) => words.some((candidate) => (prefix ? candidate.startsWith(word) : candidate === word)))) ids.push(id);
  }
  return ids;
}

/**
 * The MariaDB index reads each family's word entries newest first as far as a page needs, and merges them: checked
 * here against the matches worked out from the texts, past the ranked candidates and the count, a page at a time.
 * (Photos and their comments share ids and texts in this library.)
 */
(TEST_MODE === 'scaled' ? describe : describe.skip)(MysqlSearchIndex.name, () => {
  let environment: TestEnvironment;
  let dataSource: DataSource;
  const scope = (text: string, familyIds: number[]): SearchScope => ({ familyIds, terms: readSearchTerms(text) });

  beforeAll(async () => {
    environment = await createTestEnvironment();
    dataSource = await new DataSource(buildDataSourceOptions(environment.config())).initialize();
    await dataSource.runMigrations();
    await seedSearchLibrary(dataSource, PHOTOS);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await environment?.dispose();
  });

  it.each<[string, number[], SearchedTable]>([
    ['lake', [1, 2, 3], 'photos'],
    ['summer', [1, 3], 'comments'],
    ['ga', [2], 'photos'],
    ['kite harb', [1, 2], 'comments'],
    ['zeppelin', [1, 2, 3], 'photos'],
  ])('"%s" in families %j (%s): the newest ranked, then the rest newest first, page by page, counted up to the cap', async (text, familyIds, table) => {
    const CAP = 10;
    const expected = expectedMatches(text, familyIds, new Set());
    expect(expected.length).toBeGreaterThan(CAP);
    const ranked = await new MysqlSearchIndex(dataSource, CAP).find(table, scope(text, familyIds), { limit: CAP, offset: 0 });
    expect([...ranked.ids].sort((a, b) => b - a)).toEqual(expected.slice(0, CAP));
    const listed = [...ranked.ids, ...expected.slice(CAP)];
    for (const counted of [10_000, 25]) {
      const index = new MysqlSearchIndex(dataSource, CAP, counted);
      for (const size of [3, 7, 25]) {
        const seen: number[] = [];
        for (let offset = 0; offset < expected.length + size; offset += size) {
          const page = await index.find(table, scope(text, familyIds), { limit: size, offset });
          expect(page.total).toBe(Math.min(expected.length, counted));
          expect(page.capped).toBe(expected.length > counted);
          seen.push(...page.ids);
        }
        expect(seen).toEqual(listed);
      }
    }
  });

  it('finds nothing outside the families, and nothing when a word is missing', async () => {
    const { ids } = await new MysqlSearchIndex(dataSource).find('photos', scope('lake', [2]), { limit: 200, offset: 0 });
    expect([...ids].sort((a, b) => b - a)).toEqual(expectedMatches('lake', [2], new Set()));
    expect(await new MysqlSearchIndex(dataSource).find('photos', scope('lake nowhere', [1, 2, 3]), { limit: 200, offset: 0 })).toEqual({ total: 0, capped: false, ids: [] });
  });

  it.each<SearchedTable>(['photos', 'comments'])('leaves out the %s of trashed photos, and finds them again once restored', async (table) => {
    const trashed = new Set(expectedMatches('lake', [1, 2, 3], new Set()).slice(0, 5));
    const index = new MysqlSearchIndex(dataSource);
    await dataSource.query("UPDATE photos SET deleted_at = '2024-02-01 00:00:00.000' WHERE id IN (?)", [[...trashed]]);
    try {
      const after = await index.find(table, scope('lake', [1, 2, 3]), { limit: 1000, offset: 0 });
      expect([...after.ids].sort((a, b) => b - a)).toEqual(expectedMatches('lake', [1, 2, 3], trashed));
    } finally {
      await dataSource.query('UPDATE photos SET deleted_at = NULL');
    }
    const restored = await index.find(table, scope('lake', [1, 2, 3]), { limit: 1000, offset: 0 });
    expect([...restored.ids].sort((a, b) => b - a)).toEqual(expectedMatches('lake', [1, 2, 3], new Set()));
  });

  it("reads a whole word's entries of each family newest first from the key, without sorting them", async () => {
    const statements = jest.spyOn(dataSource, 'query');
    try {
      await new MysqlSearchIndex(dataSource).find('comments', scope('lake garden', [1, 2]), { limit: 20, offset: 0 });
      const [sql, params] = statements.mock.calls.find(([statement]) => statement.includes('COUNT(*) OVER ()'))!;
      const branch = /\((SELECT w\.comment_id AS id FROM comment_words w WHERE w\.family_id = \?.*?LIMIT 1001)\)/s.exec(sql)![1];
      const plan: Array<{ table: string; key: string | null; Extra: string | null }> = await dataSource.query(`EXPLAIN ${branch}`, params!.slice(0, params!.length / 2));
      expect(plan[0]).toMatchObject({ table: 'w', key: 'PRIMARY' });
      expect(plan.map((step) => step.Extra ?? '').join(' ')).not.toMatch(/filesort|temporary/);
    } finally {
      statements.mockRestore();
    }
  });
});
