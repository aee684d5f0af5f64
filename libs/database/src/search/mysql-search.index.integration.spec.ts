import { DataSource } from 'typeorm';
import { createTestEnvironment, TEST_MODE, TestEnvironment } from '../../../../test/e2e/support/test-environment';
import { buildDataSourceOptions } from '../data-source.options';
import { searchIndexScenarios } from '../testing/search-index.contract';
import { seedSearchLibrary } from '../testing/search-library';
import { MysqlSearchIndex } from './mysql-search.index';
import { readSearchTerms } from './search-terms';

jest.setTimeout(120_000);

const PHOTOS = 300;

/** The MariaDB index on the test server: the scenarios every index answers, and how it reads the word tables. */
(TEST_MODE === 'scaled' ? describe : describe.skip)(MysqlSearchIndex.name, () => {
  let environment: TestEnvironment;
  let dataSource: DataSource;

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

  searchIndexScenarios(() => ({
    dataSource,
    photos: PHOTOS,
    index: (rankedCandidates, countedMatches) => new MysqlSearchIndex(dataSource, rankedCandidates, countedMatches),
  }));

  it.each(['lake garden', 'lake'])("reads the entries of the word '%s' leads with newest first from the key, without sorting them, in each family", async (text) => {
    const statements = jest.spyOn(dataSource, 'query');
    try {
      await new MysqlSearchIndex(dataSource).find('comments', { familyIds: [1, 2], terms: readSearchTerms(text) }, { limit: 20, offset: 0 });
      const [found, foundParams] = statements.mock.calls.find(([statement]) => statement.includes('COUNT(*) OVER ()'))!;
      const sql = found.replace(/\s+/g, ' ');
      // Each branch with its own parameters, in order.
      let next = 0;
      const branches = [...sql.matchAll(/\((SELECT (?:DISTINCT )?w\.comment_id AS id FROM comment_words w WHERE w\.family_id = \?.*?LIMIT 1001)\)/g)].map(([, branch]) => {
        const count = branch.split('?').length - 1;
        next += count;
        return { branch, params: foundParams!.slice(next - count, next) };
      });
      const whole = branches.filter(({ branch }) => branch.includes('w.family_id = ? AND w.word = ?'));
      expect(whole.map(({ params }) => params[0])).toEqual([1, 2]);
      for (const { branch, params } of whole) {
        const plan: Array<{ table: string; key: string | null; Extra: string | null }> = await dataSource.query(`EXPLAIN ${branch}`, params);
        expect(plan[0]).toMatchObject({ table: 'w', key: 'PRIMARY' });
        expect(plan.map((step) => step.Extra ?? '').join(' ')).not.toMatch(/filesort|temporary/);
      }
      // A prefix also reads the longer words it begins, apart.
      expect(branches.length).toBe(text === 'lake' ? 4 : 2);
    } finally {
      statements.mockRestore();
    }
  });

  it.each(['location', 'display_location'] as const)('suggests places of %s that begin with the words from one range of the kept counts, never the photos', async (column) => {
    const statements = jest.spyOn(dataSource, 'query');
    try {
      await new MysqlSearchIndex(dataSource).suggestPlaces(column, { familyIds: [1, 2], terms: readSearchTerms('ber') }, 30);
      const [sql, params] = statements.mock.calls.find(([statement]) => statement.includes('GROUP BY'))!;
      const plan: Array<{ table: string; key: string | null; type: string }> = await dataSource.query(`EXPLAIN ${sql}`, params);
      expect(plan).toEqual([expect.objectContaining({ table: 'photo_places', key: 'PRIMARY', type: 'range' })]);
    } finally {
      statements.mockRestore();
    }
  });
});
