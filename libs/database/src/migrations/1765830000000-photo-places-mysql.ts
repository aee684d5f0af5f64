import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { mysqlPhotoPlacesSchema } from '../search/mysql-photo-places.schema';

/**
 * MariaDB/MySQL: each family's places with how many photos carry them, kept by triggers, which suggestions read
 * instead of counting the photos (issue 18: their cost grew with the library). SQLite's suggestions read its FTS5
 * tables, as many photos a family at most.
 */
export class PhotoPlacesMysql1765830000000 implements MigrationInterface {
  name = 'PhotoPlacesMysql1765830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'mysql') return;
    for (const sql of mysqlPhotoPlacesSchema.create) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'mysql') return;
    for (const sql of mysqlPhotoPlacesSchema.drop) await queryRunner.query(sql);
  }
}
