import { SEARCH_SOURCES, SearchSource } from './search-sources';

/**
 * FTS5 tables with external content: the text is stored once, in the table itself, and the index is kept in step by
 * triggers, so every insert, update and delete changes it in the same transaction (foreign-key cascades included).
 * unicode61 folds case and diacritics ("Zürich" finds "zurich"). Prefix indexes answer a typed prefix of their length
 * from one list of rows, read newest first as far as needed; without one FTS5 merges the lists of every word the
 * prefix begins, over the whole library. The search-index migration made them for 2 and 3 characters; the
 * FTS prefix migration (1765750000000) for 2 to 8, since search reads the last word typed as a prefix, and
 * "family"* cost twice "family" (1.8 against 0.6 ms a table at 100,000 photos, growing with the library). They
 * double the index's size.
 */
export const FIRST_PREFIXES = '2 3';
export const FTS_PREFIXES = '2 3 4 5 6 7 8';
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

const create = (prefixes: string) => (source: SearchSource): string[] => {
  const { table, fts } = source;
  const list = columnsOf(source).join(', ');
  return [
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='${prefixes}')`,
    ...triggers(source),
  ];
};

const dropTriggers = ({ fts }: SearchSource): string[] => ['update', 'delete', 'insert'].map((kind) => `DROP TRIGGER IF EXISTS ${fts}_${kind}`);

const drop = (source: SearchSource): string[] => [...dropTriggers(source), `DROP TABLE IF EXISTS ${source.fts}`];

const sources = Object.values(SEARCH_SOURCES);

const rebuildAll = sources.map(({ fts }) => `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);

export const sqliteFtsSchema = {
  /** As the search-index migration made them. */
  create: sources.flatMap(create(FIRST_PREFIXES)),
  drop: sources.flatMap(drop),
  /** The tables made again with the prefix indexes of `prefixes`, and filled (the FTS prefix migration, both ways). */
  withPrefixes: (prefixes: string): string[] => [...sources.flatMap(drop), ...sources.flatMap(create(prefixes)), ...rebuildAll],
  /** Re-reads every row of the content tables: mends an index that rows were written around (e.g. a restore). */
  rebuild: rebuildAll,
  /**
   * Puts the triggers back and re-reads the tables: SQLite drops a table's triggers with it when a migration
   * rebuilds the table to change its columns (as TypeORM's addColumns does), and rows written since are missing.
   */
  restore: [...sources.flatMap(dropTriggers), ...sources.flatMap(triggers), ...rebuildAll],
};
