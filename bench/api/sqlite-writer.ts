import Database from 'better-sqlite3';
import { BulkWriter } from './seed';

interface SchemaEntry {
  type: string;
  name: string;
  tbl_name: string;
  sql: string;
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** Rows per INSERT statement: far fewer statements to step, under SQLite's 32,766 bound parameters. */
const ROWS_PER_STATEMENT = 100;

/**
 * Bulk inserts on SQLite, one transaction per table. During the load the loaded tables' indexes are dropped and the
 * triggers that feed the search index (FTS5) or move search_versions are set aside; then they are made again from
 * their own CREATE statements, read from sqlite_master: the same schema as the migrations made, checked entry by
 * entry, several times faster than row by row. The search index is then filled from the rows by `search:reindex`,
 * as an operator would (prepare-database.ts). Any other trigger stays and runs.
 */
export class SqliteWriter implements BulkWriter {
  private readonly setAsideEntries: SchemaEntry[] = [];
  private schemaBefore = '';

  constructor(private readonly db: Database.Database) {}

  async turnOffDigests(): Promise<void> {
    this.db.exec("INSERT INTO user_preferences (user_id, digest) SELECT id, 'off' FROM users WHERE true ON CONFLICT (user_id) DO UPDATE SET digest = 'off'");
  }

  async count(table: string): Promise<number> {
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  }

  async setAside(tables: string[]): Promise<void> {
    this.schemaBefore = this.schema();
    const ftsTables = (this.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%fts5%'").all() as Array<{
      name: string;
    }>).map((row) => row.name);
    const entries = this.db
      .prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND sql IS NOT NULL AND tbl_name IN (${tables.map(() => '?').join(', ')})`)
      .all(...tables) as SchemaEntry[];
    for (const entry of entries) {
      if (entry.type === 'trigger') {
        const feedsSearch = ftsTables.some((fts) => new RegExp(`INSERT INTO ${fts}\\s*\\(`).test(entry.sql));
        if (!feedsSearch && !/^CREATE TRIGGER \w+ AFTER (INSERT|UPDATE|DELETE)[\s\S]*BEGIN\s+(UPDATE search_versions [^;]+;\s*)+END$/.test(entry.sql)) continue;
      }
      this.setAsideEntries.push(entry);
      this.db.exec(`DROP ${entry.type.toUpperCase()} ${entry.name}`);
    }
  }

  async insert(table: string, columns: string[], rows: Iterable<unknown[]>): Promise<void> {
    const row = `(${columns.map(() => '?').join(', ')})`;
    const statement = (count: number) => this.db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${new Array<string>(count).fill(row).join(', ')}`);
    const full = statement(ROWS_PER_STATEMENT);
    this.db.transaction(() => {
      let batch: unknown[] = [];
      let inBatch = 0;
      for (const values of rows) {
        for (const value of values) batch.push(value);
        if (++inBatch === ROWS_PER_STATEMENT) {
          full.run(batch);
          batch = [];
          inBatch = 0;
        }
      }
      if (inBatch > 0) statement(inBatch).run(batch);
    })();
  }

  async restore(log: (line: string) => void): Promise<void> {
    const started = Date.now();
    for (const entry of this.setAsideEntries) this.db.exec(entry.sql);
    log(`  ${this.setAsideEntries.length} indexes and triggers made again in ${seconds(started)} s`);
    const after = this.schema();
    if (after !== this.schemaBefore) throw new Error(`The schema after the load differs from the migrations' one:\nbefore ${this.schemaBefore}\nafter  ${after}`);
  }

  async analyze(): Promise<void> {
    // The app never runs ANALYZE on SQLite, so neither does the benchmark: the planner works as it will in use.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  private schema(): string {
    return JSON.stringify(this.db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name').all());
  }
}
