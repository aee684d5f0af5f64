import { DataSource } from 'typeorm';
import { isMysqlFamily, searchIndexSchema } from './search-index.schema';

/**
 * Rebuilds the full-text index from the tables: `npm run search:reindex`, and after a backup is restored (the index
 * is not part of a backup). Safe to run at any time: searches keep answering meanwhile (on MariaDB writes to the
 * table being rebuilt wait; on SQLite the whole rebuild is one write transaction).
 */
export async function reindexSearch(dataSource: DataSource): Promise<void> {
  const { rebuild } = searchIndexSchema(dataSource.options.type);
  if (isMysqlFamily(dataSource.options.type)) {
    for (const sql of rebuild) await dataSource.query(sql);
    return;
  }
  await dataSource.transaction(async (manager) => {
    for (const sql of rebuild) await manager.query(sql);
  });
}
