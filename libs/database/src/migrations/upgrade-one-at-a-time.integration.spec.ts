import { DataSource, DataSourceOptions, MigrationInterface } from 'typeorm';
import { createTestEnvironment, TestEnvironment } from '../../../../test/e2e/support/test-environment';
import { buildDataSourceOptions } from '../data-source.options';

jest.setTimeout(300_000);

/**
 * Every migration as an upgrade runs it: on a database the migrations before it made in an earlier run, through a
 * connection of its own. Running them all in one go hides what a migration reads from TypeORM's caches (on MariaDB,
 * loading the photos table needs typeorm_metadata, which only the first run had in memory).
 */
describe('Upgrading one release at a time', () => {
  let environment: TestEnvironment;
  let options: DataSourceOptions;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    options = buildDataSourceOptions(environment.config());
  });

  afterAll(() => environment?.dispose());

  it('runs each migration on its own connection, after the ones before it', async () => {
    const migrations = options.migrations as Array<new () => MigrationInterface>;
    for (let count = 1; count <= migrations.length; count++) {
      const dataSource = await new DataSource({ ...options, migrations: migrations.slice(0, count) } as DataSourceOptions).initialize();
      try {
        expect((await dataSource.runMigrations()).map((migration) => migration.name)).toEqual([new migrations[count - 1]().name]);
      } finally {
        await dataSource.destroy();
      }
    }
  });
});
