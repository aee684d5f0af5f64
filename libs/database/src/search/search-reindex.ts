import { DataSource } from 'typeorm';
import { isMysqlFamily, searchIndexSchema } from './search-index.schema';
import { sqliteFtsSchema } from './sqlite-fts.schema';

/**
 * Rebuilds the full-text index from the tables: `npm run search:reindex`, and after a backup is restored (the index
 * is not part of a backup). Safe to run at any time: searches keep answering meanwhile (on MariaDB writes to the
 * table being rebuilt wait; on SQLite the whole rebuild is one write transaction).
 */
export async function reindexSearch(dataSource: DataSource): Promise<void> {
  if (isMysqlFamily(dataSource.options.type)) {
    for (const sql of searchIndexSchema(dataSource.options.type).rebuild) await dataSource.query(sql);
    return;
  }
  // The triggers are put back too: a migration that rebuilt a table took them with it (see sqliteFtsSchema.restore).
  await dataSource.transaction(async (manager) => {
    for (const sql of sqliteFtsSchema.restore) await manager.query(sql);
  });
}
