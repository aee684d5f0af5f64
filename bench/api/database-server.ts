import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { MARIADB_URL, ModeName } from './bench-env';

/**
 * The database beside the figures: its version and, on MariaDB, its buffer pool, which decides whether a library of
 * a million photos is read from memory or from disk.
 */
export async function describeDatabase(mode: ModeName): Promise<string> {
  if (mode === 'embedded') {
    const db = new Database(':memory:');
    try {
      return `SQLite ${(db.prepare('SELECT sqlite_version() AS version').get() as { version: string }).version} (better-sqlite3)`;
    } finally {
      db.close();
    }
  }
  const connection = await createConnection(MARIADB_URL);
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version, @@innodb_buffer_pool_size AS pool');
    const { version, pool } = (rows as Array<{ version: string; pool: number | string }>)[0];
    return `MariaDB ${version}, innodb_buffer_pool_size ${Math.round(Number(pool) / 1024 / 1024)} MiB`;
  } finally {
    await connection.end();
  }
}
