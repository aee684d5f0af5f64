import { MigrationInterface, QueryRunner } from 'typeorm';
import { ALBUM_PLACES } from '../versions/photo-copies.schema';
import { addPhotoCopies, dropPhotoCopies } from './schema-helpers';

/**
 * Each of an album's places carries its photo's sort_date and trash mark (kept by triggers: photo-copies.schema.ts),
 * indexed (album_id, deleted_at, sort_date, photo_id): an album's card counts its photos outside the trash and finds
 * their first and last dates and newest photo from that index, where it read each photo four times (issue 18).
 */
export class AlbumPlaces1765720000000 implements MigrationInterface {
  name = 'AlbumPlaces1765720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addPhotoCopies(queryRunner, ALBUM_PLACES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropPhotoCopies(queryRunner, ALBUM_PLACES);
  }
}
