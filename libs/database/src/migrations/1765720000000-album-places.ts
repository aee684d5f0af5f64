import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { ALBUM_PLACES, photoCopiesSchema } from '../versions/photo-copies.schema';

/**
 * Each of an album's places carries its photo's sort_date and trash mark (kept by triggers: photo-copies.schema.ts),
 * indexed (album_id, deleted_at, sort_date, photo_id): an album's card counts its photos outside the trash and finds
 * their first and last dates and newest photo from that index, where it read each photo four times (issue 18).
 * Plain ALTER TABLE, not TypeORM's addColumn, which rebuilds the table on SQLite.
 */
export class AlbumPlaces1765720000000 implements MigrationInterface {
  name = 'AlbumPlaces1765720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = photoCopiesSchema(ALBUM_PLACES, dialectOf(queryRunner.connection) === 'mysql');
    for (const sql of schema.addColumns) await queryRunner.query(sql);
    await queryRunner.query(schema.fill);
    await queryRunner.query(schema.createIndex);
    for (const sql of schema.triggers) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = photoCopiesSchema(ALBUM_PLACES, dialectOf(queryRunner.connection) === 'mysql');
    for (const sql of schema.dropTriggers) await queryRunner.query(sql);
    await queryRunner.query(schema.dropIndex);
    for (const sql of schema.dropColumns) await queryRunner.query(sql);
  }
}
