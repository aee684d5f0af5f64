import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { dialectOf } from '../dialect';
import { searchVersionsSchema } from '../search/search-versions.schema';
import { sqliteFtsSchema } from '../search/sqlite-fts.schema';
import { foreignKey, instantColumn, intColumn } from './schema-helpers';

const COLUMNS = [new TableColumn(instantColumn('deleted_at', true)), new TableColumn(intColumn('deleted_by', true))];
/** Who moved it to the trash; their account may be removed while the photo waits there. */
const DELETED_BY_KEY = new TableForeignKey({ name: 'FK_photos_deleted_by', ...foreignKey('deleted_by', 'users', 'SET NULL') });
/**
 * The trash itself is a range of it (deleted_at IS NOT NULL, few rows), and so is the purge (deleted_at < cutoff).
 * The lists keep reading (family_id, sort_date, id) and drop the few trashed rows they meet.
 */
const TRASH_INDEX = new TableIndex({ name: 'IDX_photos_deleted_at', columnNames: ['deleted_at'] });

/**
 * The trash (issue 15): a photo deleted by a member keeps its row and files for TRASH_DAYS, with when and by whom it
 * was deleted; every read of photos asks for deleted_at IS NULL (photo-visibility.ts).
 *
 * On SQLite, TypeORM adds columns by rebuilding the table, which drops its triggers: the search index's and the
 * search versions' are put back and the index re-read, as VideoPlayback1764910000000 does.
 */
export class PhotoTrash1765200000000 implements MigrationInterface {
  name = 'PhotoTrash1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('photos', COLUMNS);
    await queryRunner.createForeignKey('photos', DELETED_BY_KEY);
    await queryRunner.createIndex('photos', TRASH_INDEX);
    await restoreSqliteTriggers(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('photos', TRASH_INDEX);
    await queryRunner.dropForeignKey('photos', DELETED_BY_KEY);
    await queryRunner.dropColumns('photos', COLUMNS);
    await restoreSqliteTriggers(queryRunner);
  }
}

async function restoreSqliteTriggers(queryRunner: QueryRunner): Promise<void> {
  if (dialectOf(queryRunner.connection) === 'mysql') return;
  const versions = searchVersionsSchema(false);
  for (const sql of [...sqliteFtsSchema.restore, ...versions.dropTriggers, ...versions.triggers, versions.renew]) await queryRunner.query(sql);
}
