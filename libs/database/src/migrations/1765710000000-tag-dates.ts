import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { photoCopiesSchema, TAG_DATES } from '../versions/photo-copies.schema';
import { photoVersionsSchema } from '../versions/photo-versions.schema';

/** photo_versions' trigger on a tag's UPDATE: set aside while every tag is filled (a date no list shows by itself). */
const TAG_UPDATE_TRIGGER = 'photo_versions_photo_people_update';

/**
 * Each tag carries its photo's sort_date (kept by triggers: photo-copies.schema.ts), indexed with its person, so a
 * person's page reads one page of their tags in date order instead of sorting every photo they are in (issue 18).
 * Plain ALTER TABLE, not TypeORM's addColumn: on SQLite that rebuilds photo_people, which drops its other triggers.
 */
export class TagDates1765710000000 implements MigrationInterface {
  name = 'TagDates1765710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = dialectOf(queryRunner.connection) === 'mysql';
    const schema = photoCopiesSchema(TAG_DATES, mysql);
    for (const sql of schema.addColumns) await queryRunner.query(sql);
    // Otherwise each of the two million tags of a million photos moved its family's version in turn (minutes on MariaDB).
    await queryRunner.query(`DROP TRIGGER IF EXISTS ${TAG_UPDATE_TRIGGER}`);
    await queryRunner.query(schema.fill);
    await queryRunner.query(photoVersionsSchema(mysql).triggers.find((sql) => sql.includes(` ${TAG_UPDATE_TRIGGER} `))!);
    await queryRunner.query(schema.createIndex);
    for (const sql of schema.triggers) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = photoCopiesSchema(TAG_DATES, dialectOf(queryRunner.connection) === 'mysql');
    for (const sql of schema.dropTriggers) await queryRunner.query(sql);
    await queryRunner.query(schema.dropIndex);
    for (const sql of schema.dropColumns) await queryRunner.query(sql);
  }
}
