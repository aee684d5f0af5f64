import { AppConfig } from '@heirloom/config';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source.options';

/** A connection of its own for one piece of work outside Nest (the command line), closed once the work is done. */
export async function withDataSource<T>(config: AppConfig, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = await new DataSource(buildDataSourceOptions(config)).initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
