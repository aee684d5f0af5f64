import { SEARCH_SOURCES, SearchSource } from './search-sources';

/**
 * FTS5 tables (until the family-ranges migration below, with external content): the text is stored once, in the
 * table itself, and the index is kept in step by triggers, so every insert, update and delete changes it in the same
 * transaction (foreign-key cascades included). unicode61 folds case and diacritics ("Zürich" finds "zurich"). Prefix
 * indexes answer a typed prefix of their length from one list of rows, read newest first as far as needed; without
 * one FTS5 merges the lists of every word the prefix begins, over the whole library. The search-index migration made
 * them for 2 and 3 characters; the FTS prefix migration (1765750000000) for 2 to 8, since search reads the last word
 * typed as a prefix, and "family"* cost twice "family" (1.8 against 0.6 ms a table at 100,000 photos, growing with
 * the library). They double the index's size.
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

/** The FTS5 tables as the migrations up to the FTS prefix migration (1765750000000) made them, with the family as a token. */
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

/**
 * Since the family-ranges migration (1765770000000): contentless FTS5 tables (content='', contentless_delete=1: the
 * texts are the content tables', and rows can still be deleted) whose rowid is the row's family id × 2³² plus
 * (2³² − 1 − its id), so that a family's rows are one range of rowids, which FTS5 seeks into, newest first. With the
 * family as a token of every row (the tables before), FTS5 intersected the words with the families' whole token
 * lists, as long as the families are (at 1,000,000 photos, "zeppelin" in three families: 1.00 ms intersected, 0.04 ms
 * over the families' ranges; a prefix, 2.03 and 0.68 ms). Newest first is the range read forward, which FTS5 does
 * two to three times faster than backward (the newest 200 of 5,476 matches of a family: 0.34 against 0.93 ms).
 *
 * As on MariaDB, a trashed photo's rows are not in the index, nor its stories and comments: the triggers take them
 * out when it is trashed and put them back when it is restored, so a search needs no trash condition. Every write
 * deletes the row's rowid before it inserts it again (deleting a rowid the table does not hold does nothing, and a
 * contentless table would keep two entries for one rowid).
 */
export const FAMILY_ROWID_SHIFT = 32;
/** The part of a rowid below the family: 2³² − 1 − the row's id (the ids are SQLite rowids, well below 2³²). */
export const ROW_ID_MASK = 2 ** FAMILY_ROWID_SHIFT - 1;
const rangedRowid = (row: string) => `((${row}.family_id << ${FAMILY_ROWID_SHIFT}) | (${ROW_ID_MASK} - ${row}.id))`;

/** The condition (on `row`: new, old, t) that the row is outside the trash. */
const outsideTrash = ({ table }: SearchSource, row: string) =>
  table === 'photos' ? `${row}.deleted_at IS NULL` : `NOT EXISTS (SELECT 1 FROM photos tp WHERE tp.id = ${row}.photo_id AND tp.deleted_at IS NOT NULL)`;

/**
 * Adds the rows of `t` (the source's table) that meet `where` and are outside the trash, in rowid order: FTS5 writes
 * out what it holds in memory whenever a rowid comes below the one before.
 */
const addRows = (source: SearchSource, where: string) =>
  `INSERT INTO ${source.fts}(rowid, ${source.textColumns.join(', ')})
   SELECT ${rangedRowid('t')}, ${source.textColumns.map((column) => `t.${column}`).join(', ')} FROM ${source.table} t
   WHERE ${where} AND ${outsideTrash(source, 't')} ORDER BY t.family_id, t.id DESC`;

function rangedTriggers(source: SearchSource): string[] {
  const { table, fts, textColumns } = source;
  const removeOld = `DELETE FROM ${fts} WHERE rowid = ${rangedRowid('old')};`;
  const addNew = `${addRows(source, `t.id = new.id`)};`;
  const triggers = [
    `CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN ${addNew} END`,
    `CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN ${removeOld} END`,
    // Only when an indexed column changes (or the trash holds the photo, or no longer): a photo's thumbnail status or
    // geocoding status leaves the index alone.
    `CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${['family_id', ...textColumns, ...(table === 'photos' ? ['deleted_at'] : [])].join(', ')} ON ${table}
     BEGIN ${removeOld} ${addNew} END`,
  ];
  if (table !== 'photos') {
    // A photo's stories and comments follow it into the trash and out.
    triggers.push(
      `CREATE TRIGGER ${fts}_trash AFTER UPDATE OF deleted_at ON photos WHEN (old.deleted_at IS NULL) <> (new.deleted_at IS NULL)
       BEGIN
         DELETE FROM ${fts} WHERE rowid IN (SELECT ${rangedRowid('t')} FROM ${table} t WHERE t.photo_id = new.id);
         ${addRows(source, 't.photo_id = new.id')};
       END`,
    );
  }
  return triggers;
}

const dropRangedTriggers = ({ fts }: SearchSource): string[] => ['update', 'delete', 'insert', 'trash'].map((kind) => `DROP TRIGGER IF EXISTS ${fts}_${kind}`);

const createRanged = (source: SearchSource): string =>
  `CREATE VIRTUAL TABLE ${source.fts} USING fts5(${source.textColumns.join(', ')}, content='', contentless_delete=1,
     tokenize='unicode61 remove_diacritics 2', prefix='${FTS_PREFIXES}')`;

/** Each table emptied at once: a contentless table with contentless_delete empties without reading its rows. */
const emptyAll = sources.map(({ fts }) => `INSERT INTO ${fts}(${fts}) VALUES ('delete-all')`);
/** Every row outside the trash, read from the content tables into emptied tables. */
const refillAll = [...emptyAll, ...sources.map((source) => addRows(source, '1 = 1'))];

export const sqliteFamilyRangeFts = {
  /** The family-ranges migration: the family-token tables replaced by family-range tables, filled. */
  replaceTokens: [...sources.flatMap(drop), ...sources.map(createRanged), ...sources.flatMap(rangedTriggers), ...refillAll],
  /** Its way down: the family-token tables as the FTS prefix migration left them. */
  restoreTokens: [...sources.flatMap(dropRangedTriggers), ...sources.map(({ fts }) => `DROP TABLE IF EXISTS ${fts}`), ...sqliteFtsSchema.withPrefixes(FTS_PREFIXES)],
  /**
   * Puts the triggers back and fills the tables again from the content tables: a reindex, a restored backup, or a
   * migration that rebuilt a content table (SQLite drops a table's triggers with it, as TypeORM's addColumns does).
   */
  restore: [...sources.flatMap(dropRangedTriggers), ...sources.flatMap(rangedTriggers), ...refillAll],
  /**
   * A restore's load: the triggers off and the tables emptied before the content tables are, each table filled from
   * its rows once they are all in, then the triggers back. Through the triggers a restore's rows come in id order,
   * that is by falling rowid, and FTS5 writes out what it holds at every rowid below the one before: a segment a row,
   * merged again and again (100,000 photos: 20 GB written in 90 s, for a database of 340 MB).
   */
  bulkLoad: {
    before: [...sources.flatMap(dropRangedTriggers), ...emptyAll],
    fill: sources.map((source) => ({ table: source.table, sql: addRows(source, 't.id > ? AND t.id <= ?') })),
    after: sources.flatMap(rangedTriggers),
  },
};
