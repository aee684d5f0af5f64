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

/**
 * On MariaDB the word tables stay in step through their triggers, row by row (mysql-search-words.schema.ts): turning
 * them off is DDL, which would commit the restore's transaction half-way. That costs time (a restore of 100,000
 * photos: 336 s, against 42 s on SQLite) but no event loop: it runs in the worker.
 */
const NOTHING: SearchIndexBulkLoad = { before: [], fill: [], after: [] };

export function searchIndexBulkLoad(dialect: Dialect): SearchIndexBulkLoad {
  return dialect === 'mysql' ? NOTHING : sqliteFamilyRangeFts.bulkLoad;
}
