import { Dialect } from '../dialect';
import { mysqlFulltextSchema } from './mysql-fulltext.schema';
import { sqliteFtsSchema } from './sqlite-fts.schema';

export interface SearchIndexSchema {
  create: string[];
  drop: string[];
  rebuild: string[];
}

/** The full-text index statements of the database in use. */
export function searchIndexSchema(dialect: Dialect): SearchIndexSchema {
  return dialect === 'mysql' ? mysqlFulltextSchema : sqliteFtsSchema;
}
