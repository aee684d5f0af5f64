import { Connection } from 'mysql2/promise';
import { BulkWriter } from './seed';

const BATCH = 2000;
/** Batches per transaction: one log flush per 50,000 rows rather than one per INSERT. */
const BATCHES_PER_COMMIT = 25;

/** A secondary index as SHOW CREATE TABLE states it, e.g. "KEY `IDX_x` (`a`,`b`)". */
const INDEX_LINE = /^\s*((?:UNIQUE |FULLTEXT )?KEY `([^`]+)` .*?),?$/;
/** The table's definition without its AUTO_INCREMENT counter, which the load moves. */
const definition = (create: string) => create.replace(/ AUTO_INCREMENT=\d+/, '');
/** A trigger that only moves a family's search version (search-versions.schema.ts): nothing to make up after a load. */
const VERSION_BUMP = /^UPDATE search_versions SET [^;]+$/;
/**
 * A trigger that files a row's words for search (mysql-search-words.schema.ts): set aside, and the words filled after
 * the load by `search-reindex` (prepare-database.ts). Left in place, it also made MariaDB 10.11's bulk load into an
 * empty table (unique and foreign-key checks off) lose rows: of a 2,000-row INSERT into stories none was kept.
 */
const WORDS_FILING = /^CALL `index_\w+_words`\(/;
/** The trigger that counts a photo's places (mysql-photo-places.schema.ts): set aside, and the counts filled by the same reindex. */
const PLACES_COUNTING = /^CALL `count_photo_places`\(/;

interface SetAsideTrigger {
  name: string;
  sqlMode: string;
  statement: string;
  /** SHOW CREATE TRIGGER without its creation time. */
  shown: string;
}

/**
 * Bulk inserts on MariaDB/MySQL: multi-row INSERTs, a commit every BATCHES_PER_COMMIT of them, with foreign-key and
 * unique checks off for the session (the rows are consistent by construction). During the load the loaded tables'
 * secondary indexes are dropped, then added again from SHOW CREATE TABLE's own words: InnoDB builds an index over
 * sorted rows many times faster than it keeps one row by row, above all the FULLTEXT ones. The insert triggers that
 * only move a family's search version, file a row's words or count its places are set aside too (no API runs during a seed, so no kept answer can go stale)
 * and made again from SHOW CREATE TRIGGER's own statement, in its own sql_mode. The definitions are read back
 * afterwards and must be the migrations' ones exactly.
 */
export class MysqlWriter implements BulkWriter {
  private readonly before = new Map<string, string>();
  private readonly indexes = new Map<string, string[]>();
  private readonly triggers: SetAsideTrigger[] = [];

  constructor(private readonly connection: Connection) {}

  async turnOffDigests(): Promise<void> {
    await this.connection.query("INSERT INTO user_preferences (user_id, digest) SELECT id, 'off' FROM users ON DUPLICATE KEY UPDATE digest = 'off'");
  }

  async count(table: string): Promise<number> {
    const [rows] = await this.connection.query(`SELECT COUNT(*) AS n FROM \`${table}\``);
    return Number((rows as Array<{ n: number }>)[0].n);
  }

  async setAside(tables: string[]): Promise<void> {
    await this.connection.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
    await this.setAsideTriggers(tables);
    for (const table of tables) {
      const create = await this.showCreate(table);
      this.before.set(table, create);
      const lines = create.split('\n').flatMap((line) => {
        const match = INDEX_LINE.exec(line);
        return match ? [{ sql: match[1], name: match[2] }] : [];
      });
      if (lines.length === 0) continue;
      this.indexes.set(table, lines.map((line) => line.sql));
      await this.connection.query(`ALTER TABLE \`${table}\` ${lines.map((line) => `DROP INDEX \`${line.name}\``).join(', ')}`);
    }
  }

  async insert(table: string, columns: string[], rows: Iterable<unknown[]>): Promise<void> {
    const sql = `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`;
    let batch: unknown[][] = [];
    let batches = 0;
    await this.connection.beginTransaction();
    for (const row of rows) {
      batch.push(row);
      if (batch.length === BATCH) {
        await this.connection.query(sql, [batch]);
        batch = [];
        if (++batches % BATCHES_PER_COMMIT === 0) {
          await this.connection.commit();
          await this.connection.beginTransaction();
        }
      }
    }
    if (batch.length > 0) await this.connection.query(sql, [batch]);
    await this.connection.commit();
  }

  /** The plain indexes in one statement (one pass over the rows), then each FULLTEXT one (InnoDB adds one at a time). */
  async restore(log: (line: string) => void): Promise<void> {
    for (const [table, indexes] of this.indexes) {
      const started = Date.now();
      const plain = indexes.filter((sql) => !sql.startsWith('FULLTEXT'));
      if (plain.length > 0) await this.connection.query(`ALTER TABLE \`${table}\` ${plain.map((sql) => `ADD ${sql}`).join(', ')}`);
      for (const sql of indexes.filter((line) => line.startsWith('FULLTEXT'))) await this.connection.query(`ALTER TABLE \`${table}\` ADD ${sql}`);
      log(`  ${table}: ${indexes.length} indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await this.connection.query('SET SESSION foreign_key_checks = 1, unique_checks = 1');
    await this.restoreTriggers();
    for (const [table, create] of this.before) {
      const after = await this.showCreate(table);
      if (definition(after) !== definition(create)) throw new Error(`${table} after the load differs from the migrations' table:\nbefore ${create}\nafter  ${after}`);
    }
  }

  async analyze(tables: string[]): Promise<void> {
    await this.connection.query(`ANALYZE TABLE ${tables.map((t) => `\`${t}\``).join(', ')}`);
  }

  private async setAsideTriggers(tables: string[]): Promise<void> {
    const [rows] = await this.connection.query('SHOW TRIGGERS');
    for (const row of rows as Array<Record<string, string>>) {
      if (row.Event !== 'INSERT' || !tables.includes(row.Table) || ![VERSION_BUMP, WORDS_FILING, PLACES_COUNTING].some((pattern) => pattern.test(row.Statement))) continue;
      const shown = await this.showCreateTrigger(row.Trigger);
      this.triggers.push({ name: row.Trigger, sqlMode: shown.sql_mode, statement: shown['SQL Original Statement'], shown: JSON.stringify(shown) });
      await this.connection.query(`DROP TRIGGER \`${row.Trigger}\``);
    }
  }

  private async restoreTriggers(): Promise<void> {
    const [[{ mode }]] = (await this.connection.query('SELECT @@SESSION.sql_mode AS mode')) as unknown as [[{ mode: string }]];
    for (const trigger of this.triggers) {
      await this.connection.query('SET SESSION sql_mode = ?', [trigger.sqlMode]);
      await this.connection.query(trigger.statement);
      const shown = JSON.stringify(await this.showCreateTrigger(trigger.name));
      if (shown !== trigger.shown) throw new Error(`Trigger ${trigger.name} after the load differs from the migrations' one:\nbefore ${trigger.shown}\nafter  ${shown}`);
    }
    await this.connection.query('SET SESSION sql_mode = ?', [mode]);
  }

  private async showCreateTrigger(name: string): Promise<Record<string, string>> {
    const [rows] = await this.connection.query(`SHOW CREATE TRIGGER \`${name}\``);
    const { Created: _created, ...shown } = (rows as Array<Record<string, string>>)[0];
    return shown;
  }

  private async showCreate(table: string): Promise<string> {
    const [rows] = await this.connection.query(`SHOW CREATE TABLE \`${table}\``);
    return String((rows as Array<Record<string, string>>)[0]['Create Table']);
  }
}
