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

  it("reads a whole word's entries of each family newest first from the key, without sorting them", async () => {
    const statements = jest.spyOn(dataSource, 'query');
    try {
      await new MysqlSearchIndex(dataSource).find('comments', { familyIds: [1, 2], terms: readSearchTerms('lake garden') }, { limit: 20, offset: 0 });
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
