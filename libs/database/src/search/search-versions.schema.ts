import { familyVersions, VersionsSchema } from '../versions/family-versions';
import { SEARCH_SOURCES } from './search-sources';

/**
 * `search_versions` holds one number per family that changes whenever a searched text of the family changes: a
 * photo, story or comment written, edited (in a searched column) or deleted. The API keeps search answers while the
 * versions of the caller's families stay the same (see SearchCache), so the database itself, through triggers,
 * says when an answer is stale: every writer is covered, the worker's geocoding and a restore included. The numbers
 * are random (family-versions.ts); the table is not part of a backup, and reindexSearch draws new numbers after one.
 *
 * SQLite drops a table's triggers when a migration rebuilds that table (as TypeORM's column changes do): such a
 * migration must run `sqliteSearchVersions.triggers` again, as it does sqliteFtsSchema.restore.
 */
export const SEARCH_VERSIONS_TABLE = 'search_versions';

const sources = Object.values(SEARCH_SOURCES);
/** The columns whose change alters what a search finds in a row (family_id moves it between scopes). */
const searchedColumns = (source: (typeof sources)[number]) => ['family_id', ...source.textColumns];

const sqliteVersions = familyVersions(SEARCH_VERSIONS_TABLE, false);
const sqliteBump = (family: string) => `${sqliteVersions.bump(`family_id = ${family}`)};`;

const sqliteTriggers = [
  sqliteVersions.familiesInsertTrigger,
  ...sources.flatMap((source) => [
    `CREATE TRIGGER ${SEARCH_VERSIONS_TABLE}_${source.table}_insert AFTER INSERT ON ${source.table} BEGIN ${sqliteBump('new.family_id')} END`,
    `CREATE TRIGGER ${SEARCH_VERSIONS_TABLE}_${source.table}_delete AFTER DELETE ON ${source.table} BEGIN ${sqliteBump('old.family_id')} END`,
    `CREATE TRIGGER ${SEARCH_VERSIONS_TABLE}_${source.table}_update AFTER UPDATE OF ${searchedColumns(source).join(', ')} ON ${source.table}
     BEGIN ${sqliteBump('old.family_id')} ${sqliteBump('new.family_id')} END`,
  ]),
];

const mysqlVersions = familyVersions(SEARCH_VERSIONS_TABLE, true);
const mysqlBump = (family: string) => mysqlVersions.bump(`family_id = ${family}`);

/** MariaDB/MySQL triggers cannot name columns: the update trigger compares them (`<=>` is NULL-safe). */
const mysqlTriggers = [
  mysqlVersions.familiesInsertTrigger,
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

/**
 * A new number for one family (its one parameter): after a change the triggers do not see, as a photo moved to or
 * out of the trash (issue 15), whose texts stay as they were.
 */
export const renewFamilySearchVersionSql = (mysql: boolean): string => familyVersions(SEARCH_VERSIONS_TABLE, mysql).bump('family_id = ?');

export function searchVersionsSchema(mysql: boolean): VersionsSchema {
  const { fill, renew } = mysql ? mysqlVersions : sqliteVersions;
  return {
    triggers: mysql ? mysqlTriggers : sqliteTriggers,
    dropTriggers: triggerNames.map((name) => `DROP TRIGGER IF EXISTS ${name}`),
    fill,
    renew,
  };
}
