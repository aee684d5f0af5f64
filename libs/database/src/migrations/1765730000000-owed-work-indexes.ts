import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';

/** Each kind of owed work with what a photo waiting for it is (as PhotosRepository.getIdsWaitingFor asks, word for word). */
const OWED: { name: string; where: string }[] = [
  { name: 'IDX_photos_owed_thumbnail', where: `"thumbnail_status" = 'pending'` },
  { name: 'IDX_photos_owed_video_metadata', where: `"playback_status" = 'pending' AND "duration_seconds" IS NULL` },
  { name: 'IDX_photos_owed_playback', where: `"playback_status" IN ('pending', 'processing') AND "duration_seconds" IS NOT NULL` },
  { name: 'IDX_photos_owed_place', where: `"has_gps" = 1 AND "display_location" IS NULL` },
];

/**
 * The photos still owed a job (a thumbnail, a video's first read or playback copy, a place name), each kind in a
 * partial index of their ids on SQLite (issue 18). The embedded API looks for them as it starts, along the primary
 * key: with none owed, each of the four looks read every photo (0.4 to 0.8 s each at a million photos, the event loop
 * blocked; 20 ms at 100,000), where the indexes hold only the photos owed. MariaDB has no partial indexes, and there
 * the worker looks only when it reaches Redis: it keeps reading the table, not slowing every photo's writes with four
 * more indexes.
 */
export class OwedWorkIndexes1765730000000 implements MigrationInterface {
  name = 'OwedWorkIndexes1765730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) === 'mysql') return;
    for (const { name, where } of OWED) await queryRunner.query(`CREATE INDEX "${name}" ON "photos" ("id") WHERE ${where}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) === 'mysql') return;
    for (const { name } of OWED) await queryRunner.query(`DROP INDEX "${name}"`);
  }
}
