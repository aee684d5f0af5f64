import { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dialectOf } from '../dialect';
import { MysqlSearchIndex } from './mysql-search.index';
import { SearchIndex } from './search.index';
import { SqliteSearchIndex } from './sqlite-search.index';

/** The SearchIndex of the database in use. */
export const searchIndexProvider: Provider = {
  provide: SearchIndex,
  inject: [DataSource],
  useFactory: (dataSource: DataSource): SearchIndex => (dialectOf(dataSource) === 'mysql' ? new MysqlSearchIndex(dataSource) : new SqliteSearchIndex(dataSource)),
};
