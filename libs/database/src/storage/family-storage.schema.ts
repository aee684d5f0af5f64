/**
 * `family_storage` keeps what each family's photos take (originals, thumbnails and previews, playback copies), moved
 * by triggers on every photo written, resized or deleted, by whichever process: the storage limit is then judged by a
 * sum over the families instead of over every photo (twice per upload, that SUM read the whole photos table: 46 ms at
 * 100,000 photos on SQLite, 60 to 120 ms on MariaDB, ten times that at a million).
 *
 * Like search_versions it has no entity, so a backup never carries it: the triggers keep it through a restore's
 * writes and the restore recounts it after (FamilyStorageRecount). SQLite drops a table's triggers when a migration
 * rebuilds it: such a migration must run `triggers` again, as it does for the search triggers.
 */
export const FAMILY_STORAGE_TABLE = 'family_storage';

/** The bytes one photos row accounts for. */
const bytesOf = (row: string) => `(${row}.size_bytes + ${row}.derivatives_bytes + ${row}.playback_bytes)`;
const SIZE_COLUMNS = ['family_id', 'size_bytes', 'derivatives_bytes', 'playback_bytes'];

const add = (row: string) => `UPDATE ${FAMILY_STORAGE_TABLE} SET stored_bytes = stored_bytes + ${bytesOf(row)} WHERE family_id = ${row}.family_id`;
const subtract = (row: string) => `UPDATE ${FAMILY_STORAGE_TABLE} SET stored_bytes = stored_bytes - ${bytesOf(row)} WHERE family_id = ${row}.family_id`;

const sqliteTriggers = [
  `CREATE TRIGGER ${FAMILY_STORAGE_TABLE}_families_insert AFTER INSERT ON families BEGIN
     INSERT OR REPLACE INTO ${FAMILY_STORAGE_TABLE} (family_id, stored_bytes) VALUES (new.id, 0); END`,
  `CREATE TRIGGER ${FAMILY_STORAGE_TABLE}_photos_insert AFTER INSERT ON photos BEGIN ${add('new')}; END`,
  `CREATE TRIGGER ${FAMILY_STORAGE_TABLE}_photos_delete AFTER DELETE ON photos BEGIN ${subtract('old')}; END`,
  `CREATE TRIGGER ${FAMILY_STORAGE_TABLE}_photos_update AFTER UPDATE OF ${SIZE_COLUMNS.join(', ')} ON photos BEGIN ${subtract('old')}; ${add('new')}; END`,
];

/** MariaDB/MySQL triggers cannot name columns: the update trigger compares them. */
const mysqlTriggers = [
  `CREATE TRIGGER ${FAMILY_STORAGE_TABLE}_families_insert AFTER INSERT ON families FOR EACH ROW
     INSERT INTO ${FAMILY_STORAGE_TABLE} (family_id, stored_bytes) VALUES (NEW.id, 0) ON DUPLICATE KEY UPDATE stored_bytes = 0`,
  `CREATE TRIGGER ${FAMILY_STORAGE_TABLE}_photos_insert AFTER INSERT ON photos FOR EACH ROW ${add('NEW')}`,
  `CREATE TRIGGER ${FAMILY_STORAGE_TABLE}_photos_delete AFTER DELETE ON photos FOR EACH ROW ${subtract('OLD')}`,
  `CREATE TRIGGER ${FAMILY_STORAGE_TABLE}_photos_update AFTER UPDATE ON photos FOR EACH ROW
     IF NOT (${SIZE_COLUMNS.map((column) => `OLD.${column} = NEW.${column}`).join(' AND ')}) THEN
       ${subtract('OLD')}; ${add('NEW')};
     END IF`,
];

export interface FamilyStorageSchema {
  /** The triggers, created once the table exists. */
  triggers: string[];
  dropTriggers: string[];
  /** Every family's figure counted afresh from its photos, in one transaction: at migration time and after a restore. */
  recount: string[];
}

export function familyStorageSchema(mysql: boolean): FamilyStorageSchema {
  return {
    triggers: mysql ? mysqlTriggers : sqliteTriggers,
    dropTriggers: ['families_insert', 'photos_insert', 'photos_delete', 'photos_update'].map((name) => `DROP TRIGGER IF EXISTS ${FAMILY_STORAGE_TABLE}_${name}`),
    recount: [
      `DELETE FROM ${FAMILY_STORAGE_TABLE}`,
      `INSERT INTO ${FAMILY_STORAGE_TABLE} (family_id, stored_bytes)
       SELECT f.id, COALESCE((SELECT SUM${bytesOf('p')} FROM photos p WHERE p.family_id = f.id), 0) FROM families f`,
    ],
  };
}
