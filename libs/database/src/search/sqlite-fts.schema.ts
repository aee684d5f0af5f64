import { SEARCH_SOURCES, SearchSource } from './search-sources';

/**
 * FTS5 tables with external content: the text is stored once, in the table itself, and the index is kept in step by
 * triggers, so every insert, update and delete changes it in the same transaction (foreign-key cascades included).
 * unicode61 folds case and diacritics ("Zürich" finds "zurich"); the 2- and 3-character prefix indexes keep short
 * type-ahead prefixes fast.
 */
const columnsOf = (source: SearchSource): string[] => ['family_id', ...source.textColumns];

function triggers(source: SearchSource): string[] {
  const { table, fts } = source;
  const columns = columnsOf(source);
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
  const remove = `INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});`;
  const add = `INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${values('new')});`;
  return [
    `CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN ${add} END`,
    `CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN ${remove} END`,
    // Only when an indexed column changes: a photo's thumbnail status or geocoding leaves the index alone.
    `CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${list} ON ${table} BEGIN ${remove} ${add} END`,
  ];
}

function create(source: SearchSource): string[] {
  const { table, fts } = source;
  const list = columnsOf(source).join(', ');
  return [
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
    ...triggers(source),
  ];
}

const dropTriggers = ({ fts }: SearchSource): string[] => ['update', 'delete', 'insert'].map((kind) => `DROP TRIGGER IF EXISTS ${fts}_${kind}`);

const drop = (source: SearchSource): string[] => [...dropTriggers(source), `DROP TABLE IF EXISTS ${source.fts}`];

const sources = Object.values(SEARCH_SOURCES);

export const sqliteFtsSchema = {
  create: sources.flatMap(create),
  drop: sources.flatMap(drop),
  /** Re-reads every row of the content tables: mends an index that rows were written around (e.g. a restore). */
  rebuild: sources.map(({ fts }) => `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`),
  /**
   * Puts the triggers back and re-reads the tables: SQLite drops a table's triggers with it when a migration
   * rebuilds the table to change its columns (as TypeORM's addColumns does), and rows written since are missing.
   */
  restore: [...sources.flatMap(dropTriggers), ...sources.flatMap(triggers), ...sources.map(({ fts }) => `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`)],
};
