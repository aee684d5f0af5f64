import { SEARCH_SOURCES } from './search-sources';

/**
 * `search_versions` holds one number per family that changes whenever a searched text of the family changes: a
 * photo, story or comment written, edited (in a searched column) or deleted. The API keeps search answers while the
 * versions of the caller's families stay the same (see SearchCache), so the database itself, through triggers,
 * says when an answer is stale: every writer is covered, the worker's geocoding and a restore included.
 *
 * A version is a fresh random number, not a counter: a state of the data never gets the number of another, even
 * across a restore (the table is not part of a backup; reindexSearch draws new numbers after one). 53 bits, so it
 * reads exactly as a JavaScript number.
 *
 * SQLite drops a table's triggers when a migration rebuilds that table (as TypeORM's column changes do): such a
 * migration must run `sqliteSearchVersions.triggers` again, as it does sqliteFtsSchema.restore.
 */
export const SEARCH_VERSIONS_TABLE = 'search_versions';

const sources = Object.values(SEARCH_SOURCES);
/** The columns whose change alters what a search finds in a row (family_id moves it between scopes). */
const searchedColumns = (source: (typeof sources)[number]) => ['family_id', ...source.textColumns];

const SQLITE_RANDOM = 'random() & 9007199254740991';
const MYSQL_RANDOM = 'FLOOR(RAND() * 9007199254740991)';

const sqliteBump = (family: string) => `UPDATE ${SEARCH_VERSIONS_TABLE} SET version = ${SQLITE_RANDOM} WHERE family_id = ${family};`;

const sqliteTriggers = [
  `CREATE TRIGGER ${SEARCH_VERSIONS_TABLE}_families_insert AFTER INSERT ON families BEGIN
     INSERT OR REPLACE INTO ${SEARCH_VERSIONS_TABLE} (family_id, version) VALUES (new.id, ${SQLITE_RANDOM}); END`,
  ...sources.flatMap((source) => [
    `CREATE TRIGGER ${SEARCH_VERSIONS_TABLE}_${source.table}_insert AFTER INSERT ON ${source.table} BEGIN ${sqliteBump('new.family_id')} END`,
    `CREATE TRIGGER ${SEARCH_VERSIONS_TABLE}_${source.table}_delete AFTER DELETE ON ${source.table} BEGIN ${sqliteBump('old.family_id')} END`,
    `CREATE TRIGGER ${SEARCH_VERSIONS_TABLE}_${source.table}_update AFTER UPDATE OF ${searchedColumns(source).join(', ')} ON ${source.table}
     BEGIN ${sqliteBump('old.family_id')} ${sqliteBump('new.family_id')} END`,
  ]),
];

const mysqlBump = (family: string) => `UPDATE ${SEARCH_VERSIONS_TABLE} SET version = ${MYSQL_RANDOM} WHERE family_id = ${family}`;

/** MariaDB/MySQL triggers cannot name columns: the update trigger compares them (`<=>` is NULL-safe). */
const mysqlTriggers = [
  `CREATE TRIGGER ${SEARCH_VERSIONS_TABLE}_families_insert AFTER INSERT ON families FOR EACH ROW
     INSERT INTO ${SEARCH_VERSIONS_TABLE} (family_id, version) VALUES (NEW.id, ${MYSQL_RANDOM})
     ON DUPLICATE KEY UPDATE version = VALUES(version)`,
  ...sources.flatMap((source) => [
    `CREATE TRIGGER ${SEARCH_VERSIONS_TABLE}_${source.table}_insert AFTER INSERT ON ${source.table} FOR EACH ROW ${mysqlBump('NEW.family_id')}`,
    `CREATE TRIGGER ${SEARCH_VERSIONS_TABLE}_${source.table}_delete AFTER DELETE ON ${source.table} FOR EACH ROW ${mysqlBump('OLD.family_id')}`,
    `CREATE TRIGGER ${SEARCH_VERSIONS_TABLE}_${source.table}_update AFTER UPDATE ON ${source.table} FOR EACH ROW
     IF NOT (${searchedColumns(source).map((column) => `OLD.${column} <=> NEW.${column}`).join(' AND ')}) THEN
       ${mysqlBump('OLD.family_id')}; ${mysqlBump('NEW.family_id')};
     END IF`,
  ]),
];

const triggerNames = ['families_insert', ...sources.flatMap(({ table }) => ['insert', 'delete', 'update'].map((kind) => `${table}_${kind}`))].map(
  (name) => `${SEARCH_VERSIONS_TABLE}_${name}`,
);

export interface SearchVersionsSchema {
  /** The triggers, created once the table exists. */
  triggers: string[];
  dropTriggers: string[];
  /** A version for every family (existing ones at migration time). */
  fill: string;
  /** New numbers for every family: after the texts changed behind the triggers' back (a restore, a reindex). */
  renew: string;
}

/**
 * A new number for one family (its one parameter): after a change the triggers do not see, as a photo moved to or
 * out of the trash (issue 15), whose texts stay as they were.
 */
export const renewFamilySearchVersionSql = (mysql: boolean): string =>
  `UPDATE ${SEARCH_VERSIONS_TABLE} SET version = ${mysql ? MYSQL_RANDOM : SQLITE_RANDOM} WHERE family_id = ?`;

export function searchVersionsSchema(mysql: boolean): SearchVersionsSchema {
  const random = mysql ? MYSQL_RANDOM : SQLITE_RANDOM;
  return {
    triggers: mysql ? mysqlTriggers : sqliteTriggers,
    dropTriggers: triggerNames.map((name) => `DROP TRIGGER IF EXISTS ${name}`),
    fill: `INSERT INTO ${SEARCH_VERSIONS_TABLE} (family_id, version) SELECT id, ${random} FROM families`,
    renew: `UPDATE ${SEARCH_VERSIONS_TABLE} SET version = ${random}`,
  };
}
