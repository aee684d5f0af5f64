import { DataSource, DataSourceOptions } from 'typeorm';
import { createTestEnvironment, TestEnvironment } from '../../../../test/e2e/support/test-environment';
import { buildDataSourceOptions } from '../data-source.options';
import { dialectOf } from '../dialect';
import { FamilySortCoversTrash1765650000000 } from './1765650000000-family-sort-covers-trash';

jest.setTimeout(120_000);

/** The columns of the photos' family sort index, in order. */
async function familySortColumns(dataSource: DataSource): Promise<string[]> {
  const rows: Array<{ column: string }> =
    dialectOf(dataSource) === 'mysql'
      ? await dataSource.query("SELECT column_name AS `column` FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = 'photos' AND index_name = 'IDX_photos_family_sort' ORDER BY seq_in_index")
      : await dataSource.query("SELECT name AS \"column\" FROM pragma_index_info('IDX_photos_family_sort') ORDER BY seqno");
  return rows.map((row) => row.column);
}

/** The migration on its own, as an upgrade runs it: on a database the earlier migrations made in another run. */
describe(FamilySortCoversTrash1765650000000.name, () => {
  let environment: TestEnvironment;
  let options: DataSourceOptions;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    options = buildDataSourceOptions(environment.config());
  });

  afterAll(() => environment?.dispose());

  it('upgrades an existing database, and goes down again', async () => {
    const migrations = options.migrations as unknown[];
    const at = migrations.indexOf(FamilySortCoversTrash1765650000000);
    expect(at).toBeGreaterThan(0);
    const earlier = await new DataSource({ ...options, migrations: migrations.slice(0, at) } as DataSourceOptions).initialize();
    await earlier.runMigrations();
    expect(await familySortColumns(earlier)).toEqual(['family_id', 'sort_date', 'id']);
    await earlier.destroy();

    const upgraded = await new DataSource({ ...options, migrations: migrations.slice(0, at + 1) } as DataSourceOptions).initialize();
    try {
      expect((await upgraded.runMigrations()).map((migration) => migration.name)).toEqual(['FamilySortCoversTrash1765650000000']);
      expect(await familySortColumns(upgraded)).toEqual(['family_id', 'sort_date', 'id', 'deleted_at']);
      await upgraded.undoLastMigration();
      expect(await familySortColumns(upgraded)).toEqual(['family_id', 'sort_date', 'id']);
    } finally {
      await upgraded.destroy();
    }
  });
});
