import { Table } from 'typeorm';
import { foreignKey } from '../migrations/schema-helpers';

/**
 * What the per-family versions tables share (search_versions, photo_versions): one row per family holding a number
 * that database triggers change with every write the table watches, so that the API may keep an answer while the
 * versions of the families it covers stay the same, whoever writes (another API process, the worker, a restore).
 *
 * A version is a fresh random number, not a counter: a state of the data never gets the number of another, even
 * across a restore (the tables are not part of a backup). 53 bits, so it reads exactly as a JavaScript number.
 */
const SQLITE_RANDOM = 'random() & 9007199254740991';
const MYSQL_RANDOM = 'FLOOR(RAND() * 9007199254740991)';

/** A table of versions: family_id (going with its family) and version. */
export function familyVersionsTable(name: string): Table {
  return new Table({
    name,
    columns: [
      { name: 'family_id', type: 'integer', isPrimary: true },
      { name: 'version', type: 'bigint', isNullable: false },
    ],
    foreignKeys: [foreignKey('family_id', 'families')],
  });
}

/** A versions table's triggers and the statements around them, for its migration and for those that rebuild a watched table. */
export interface VersionsSchema {
  /** The triggers, created once the table exists. */
  triggers: string[];
  dropTriggers: string[];
  /** A version for every family (existing ones at migration time). */
  fill: string;
  /** New numbers for every family: after the data changed behind the triggers' back. */
  renew: string;
}

export interface FamilyVersions {
  /** A statement giving a new number to the families `where` picks ('family_id = new.family_id'); no semicolon. */
  bump(where: string): string;
  /**
   * A statement giving a new number to the families whose ids `families` selects (as `family_id`); no semicolon.
   * MariaDB reads it through a join: it plans a single-table UPDATE … WHERE family_id IN (subquery) as that subquery
   * run again for every family's row.
   */
  bumpSelected(families: string): string;
  /** The trigger that gives a new family its version (replacing one a restore leaves behind for the same id). */
  familiesInsertTrigger: string;
  /** A version for every family (existing ones at migration time). */
  fill: string;
  /** New numbers for every family: after the data changed behind the triggers' back. */
  renew: string;
}

export function familyVersions(table: string, mysql: boolean): FamilyVersions {
  const random = mysql ? MYSQL_RANDOM : SQLITE_RANDOM;
  return {
    bump: (where) => `UPDATE ${table} SET version = ${random} WHERE ${where}`,
    bumpSelected: (families) =>
      mysql
        ? `UPDATE ${table} v INNER JOIN (${families}) selected ON selected.family_id = v.family_id SET v.version = ${random}`
        : `UPDATE ${table} SET version = ${random} WHERE family_id IN (${families})`,
    familiesInsertTrigger: mysql
      ? `CREATE TRIGGER ${table}_families_insert AFTER INSERT ON families FOR EACH ROW
         INSERT INTO ${table} (family_id, version) VALUES (NEW.id, ${random})
         ON DUPLICATE KEY UPDATE version = VALUES(version)`
      : `CREATE TRIGGER ${table}_families_insert AFTER INSERT ON families BEGIN
         INSERT OR REPLACE INTO ${table} (family_id, version) VALUES (new.id, ${random}); END`,
    fill: `INSERT INTO ${table} (family_id, version) SELECT id, ${random} FROM families`,
    renew: `UPDATE ${table} SET version = ${random}`,
  };
}
