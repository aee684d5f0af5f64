import { DataSource } from 'typeorm';
import { dialectOf } from '../dialect';
import { searchIndexSchema } from './search-index.schema';
import { mysqlPhotoPlacesSchema } from './mysql-photo-places.schema';
import { mysqlSearchWordsSchema } from './mysql-search-words.schema';
import { searchVersionsSchema } from './search-versions.schema';
import { sqliteFamilyRangeFts } from './sqlite-fts.schema';

/**
 * Rebuilds the full-text index from the tables: `npm run search:reindex`, and after a backup is restored (the index
 * is not part of a backup). Safe to run at any time: searches keep answering meanwhile (on MariaDB writes to the
 * table being rebuilt wait; on SQLite the whole rebuild is one write transaction).
 */
export async function reindexSearch(dataSource: DataSource): Promise<void> {
  const mysql = dialectOf(dataSource) === 'mysql';
  const versions = searchVersionsSchema(mysql);
  if (mysql) {
    for (const sql of searchIndexSchema(dialectOf(dataSource)).rebuild) await dataSource.query(sql);
    await mysqlSearchWordsSchema.rebuild((sql, params) => dataSource.query(sql, params));
    for (const sql of mysqlPhotoPlacesSchema.rebuild) await dataSource.query(sql);
  } else {
    // The triggers are put back too: a migration that rebuilt a table took them with it (see sqliteFamilyRangeFts.restore).
    await dataSource.transaction(async (manager) => {
      for (const sql of [...sqliteFamilyRangeFts.restore, ...versions.dropTriggers, ...versions.triggers]) await manager.query(sql);
    });
  }
  // Answers kept from before (a restore wrote the tables wholesale) are stale from now on.
  await dataSource.query(versions.renew);
}
