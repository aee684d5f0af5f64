import { SEARCH_SOURCES, SearchSource } from './search-sources';

/**
 * FTS5 tables with external content: the text is stored once, in the table itself, and the index is kept in step by
 * triggers, so every insert, update and delete changes it in the same transaction (foreign-key cascades included).
 * unicode61 folds case and diacritics ("Zürich" finds "zurich"); the 2- and 3-character prefix indexes keep short
 * type-ahead prefixes fast.
 */
const columnsOf = (source: SearchSource): string[] => ['family_id', ...source.textColumns];

function create(source: SearchSource): string[] {
  const { table, fts } = source;
  const columns = columnsOf(source);
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
  const remove = `INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});`;
  const add = `INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${values('new')});`;
  return [
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
    `CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN ${add} END`,
    `CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN ${remove} END`,
    // Only when an indexed column changes: a photo's thumbnail status or geocoding leaves the index alone.
    `CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${list} ON ${table} BEGIN ${remove} ${add} END`,
  ];
}

function drop({ fts }: SearchSource): string[] {
  return [`DROP TRIGGER IF EXISTS ${fts}_update`, `DROP TRIGGER IF EXISTS ${fts}_delete`, `DROP TRIGGER IF EXISTS ${fts}_insert`, `DROP TABLE IF EXISTS ${fts}`];
}

const sources = Object.values(SEARCH_SOURCES);

export const sqliteFtsSchema = {
  create: sources.flatMap(create),
  drop: sources.flatMap(drop),
  /** Re-reads every row of the content tables: mends an index that rows were written around (e.g. a restore). */
  rebuild: sources.map(({ fts }) => `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`),
};
