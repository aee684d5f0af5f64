import { Dialect } from '../dialect';
import { sqliteFamilyRangeFts } from './sqlite-fts.schema';

/**
 * What a bulk load of the searched tables (a restore) does with the search index, in its transaction: `before`
 * runs before the tables are emptied, each `fill` (its two parameters a range of the table's ids, (from, to]) once
 * every row is in, then `after`.
 */
export interface SearchIndexBulkLoad {
  before: readonly string[];
  fill: ReadonlyArray<{ table: string; sql: string }>;
  after: readonly string[];
}

/** On MariaDB InnoDB keeps its FULLTEXT indexes itself, row by row at no such cost: nothing to do. */
const NOTHING: SearchIndexBulkLoad = { before: [], fill: [], after: [] };

export function searchIndexBulkLoad(dialect: Dialect): SearchIndexBulkLoad {
  return dialect === 'mysql' ? NOTHING : sqliteFamilyRangeFts.bulkLoad;
}
