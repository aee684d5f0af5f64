import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { TAG_DATES } from '../versions/photo-copies.schema';
import { photoVersionsSchema } from '../versions/photo-versions.schema';
import { addPhotoCopies, dropPhotoCopies } from './schema-helpers';

/** photo_versions' trigger on a tag's UPDATE: set aside while every tag is filled (a date no list shows by itself). */
const TAG_UPDATE_TRIGGER = 'photo_versions_photo_people_update';

/**
 * Each tag carries its photo's sort_date (kept by triggers: photo-copies.schema.ts), indexed with its person, so a
 * person's page reads one page of their tags in date order instead of sorting every photo they are in (issue 18).
 * While the tags are filled, photo_versions' trigger on them is set aside: each of the two million tags of a million
 * photos moved its family's version in turn (minutes on MariaDB).
 */
export class TagDates1765710000000 implements MigrationInterface {
  name = 'TagDates1765710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const versionsTrigger = photoVersionsSchema(dialectOf(queryRunner.connection) === 'mysql').triggers.find((sql) => sql.includes(` ${TAG_UPDATE_TRIGGER} `))!;
    await addPhotoCopies(queryRunner, TAG_DATES, { drop: [`DROP TRIGGER IF EXISTS ${TAG_UPDATE_TRIGGER}`], create: [versionsTrigger] });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropPhotoCopies(queryRunner, TAG_DATES);
  }
}
