import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { photoVersionsSchema } from '../versions/photo-versions.schema';
import { tagDatesSchema } from '../versions/tag-dates.schema';

/** photo_versions' trigger on a tag's UPDATE: set aside while every tag is filled (a date no list shows by itself). */
const TAG_UPDATE_TRIGGER = 'photo_versions_photo_people_update';

/**
 * Each tag carries its photo's sort_date (kept by triggers: tag-dates.schema.ts), indexed with its person, so a
 * person's page reads one page of their tags in date order instead of sorting every photo they are in (issue 18).
 * Plain ALTER TABLE, not TypeORM's addColumn: on SQLite that rebuilds photo_people, which drops its other triggers.
 */
export class TagDates1765710000000 implements MigrationInterface {
  name = 'TagDates1765710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = dialectOf(queryRunner.connection) === 'mysql';
    const schema = tagDatesSchema(mysql);
    await queryRunner.query(schema.addColumn);
    // Otherwise each of the two million tags of a million photos moved its family's version in turn (minutes on MariaDB).
    await queryRunner.query(`DROP TRIGGER IF EXISTS ${TAG_UPDATE_TRIGGER}`);
    await queryRunner.query(schema.fill);
    await queryRunner.query(photoVersionsSchema(mysql).triggers.find((sql) => sql.includes(` ${TAG_UPDATE_TRIGGER} `))!);
    await queryRunner.query(schema.createIndex);
    for (const sql of schema.triggers) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = tagDatesSchema(dialectOf(queryRunner.connection) === 'mysql');
    for (const sql of schema.dropTriggers) await queryRunner.query(sql);
    await queryRunner.query(schema.dropIndex);
    await queryRunner.query(schema.dropColumn);
  }
}
