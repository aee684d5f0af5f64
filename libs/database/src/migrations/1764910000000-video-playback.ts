import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { dialectOf } from '../dialect';
import { sqliteFtsSchema } from '../search/sqlite-fts.schema';
import { searchVersionsSchema } from '../search/search-versions.schema';
import { intColumn, stringColumn } from './schema-helpers';

/**
 * What a video adds to its photo row (issue 13): its length, and how it is played in a browser. playback_status is
 * null for photos; for a video it is pending until the worker has read it, processing while its playback copy is
 * made (playback_progress 0..100), ready when the original plays as it is (playback_key null) or the copy exists
 * (playback_key, playback_bytes), failed when no copy could be made. Rows stored before this are photos: all null.
 *
 * On SQLite, TypeORM adds columns by rebuilding the table, which drops its triggers: the search index's and the
 * search versions' triggers on photos (those of 1764900000000, which rebuilt it too, with them) are put back and the
 * index re-read, as FamilyScopedSearch1764500000001 did after the last such rebuild.
 */
const COLUMNS = [
  new TableColumn({ name: 'duration_seconds', type: 'double', isNullable: true }),
  new TableColumn(stringColumn('playback_status', 16, { isNullable: true })),
  new TableColumn(intColumn('playback_progress', true)),
  new TableColumn(stringColumn('playback_key', 255, { isNullable: true })),
  new TableColumn({ name: 'playback_bytes', type: 'bigint', isNullable: false, default: 0 }),
];

export class VideoPlayback1764910000000 implements MigrationInterface {
  name = 'VideoPlayback1764910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('photos', COLUMNS);
    await restoreSqliteTriggers(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('photos', COLUMNS);
    await restoreSqliteTriggers(queryRunner);
  }
}

async function restoreSqliteTriggers(queryRunner: QueryRunner): Promise<void> {
  if (dialectOf(queryRunner.connection) === 'mysql') return;
  const versions = searchVersionsSchema(false);
  for (const sql of [...sqliteFtsSchema.restore, ...versions.dropTriggers, ...versions.triggers, versions.renew]) await queryRunner.query(sql);
}
