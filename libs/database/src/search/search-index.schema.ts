import { DataSourceOptions } from 'typeorm';
import { mysqlFulltextSchema } from './mysql-fulltext.schema';
import { sqliteFtsSchema } from './sqlite-fts.schema';

export interface SearchIndexSchema {
  create: string[];
  drop: string[];
  rebuild: string[];
}

export const isMysqlFamily = (type: DataSourceOptions['type']): boolean => type === 'mysql' || type === 'mariadb';

/** The full-text index statements of the database in use. */
export function searchIndexSchema(type: DataSourceOptions['type']): SearchIndexSchema {
  return isMysqlFamily(type) ? mysqlFulltextSchema : sqliteFtsSchema;
}
