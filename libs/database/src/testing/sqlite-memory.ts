import { AppConfig } from '@heirloom/config';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../data-source.options';

/** The real schema, migrated into an in-memory SQLite database: for specs of the repositories' SQL. */
export async function openMigratedMemoryDatabase(): Promise<DataSource> {
  const dataSource = await new DataSource(buildDataSourceOptions({ database: { type: 'sqlite', path: ':memory:' } } as AppConfig)).initialize();
  await dataSource.runMigrations();
  return dataSource;
}
