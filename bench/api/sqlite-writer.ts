import Database from 'better-sqlite3';
import { BulkWriter } from './seed';

/** Bulk inserts on SQLite: one prepared statement run per row, one transaction per table (the FTS triggers run too). */
export class SqliteWriter implements BulkWriter {
  constructor(private readonly db: Database.Database) {}

  async count(table: string): Promise<number> {
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  }

  async insert(table: string, columns: string[], rows: Iterable<unknown[]>): Promise<void> {
    const statement = this.db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
    this.db.transaction(() => {
      for (const row of rows) statement.run(...row);
    })();
  }

  async analyze(): Promise<void> {
    // The app never runs ANALYZE on SQLite, so neither does the benchmark: the planner works as it will in use.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }
}
