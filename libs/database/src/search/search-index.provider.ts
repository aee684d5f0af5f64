import { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MysqlSearchIndex } from './mysql-search.index';
import { isMysqlFamily } from './search-index.schema';
import { SearchIndex } from './search.index';
import { SqliteSearchIndex } from './sqlite-search.index';

/** The SearchIndex of the database in use. */
export const searchIndexProvider: Provider = {
  provide: SearchIndex,
  inject: [DataSource],
  useFactory: (dataSource: DataSource): SearchIndex => (isMysqlFamily(dataSource.options.type) ? new MysqlSearchIndex(dataSource) : new SqliteSearchIndex(dataSource)),
};
