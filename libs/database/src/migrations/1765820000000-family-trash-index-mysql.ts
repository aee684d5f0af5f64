import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';

/** The family of a photo in the trash, NULL for every other photo (a virtual column: computed, never stored). */
export const TRASHED_FAMILY_COLUMN = 'trashed_family_id';
const NAME = 'IDX_photos_family_trash';

/**
 * A family's trash in the order its page lists it, on MariaDB/MySQL, as 1765700000000 made it on SQLite (issue 18).
 * The page read the deleted_at index, which holds the whole library's trash: a page of 25 walked 889 entries and
 * their rows at a million photos (550 at 100,000), more as the library's trash grows. MariaDB has no partial
 * indexes, and a plain (family_id, deleted_at, id) index was picked for the family photo page, which then sorted
 * (session 11). So the index leads with a virtual column that only a trashed photo gives a value: no list of photos
 * outside the trash names it, so none can be planned along it.
 */
export class FamilyTrashIndexMysql1765820000000 implements MigrationInterface {
  name = 'FamilyTrashIndexMysql1765820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'mysql') return;
    await queryRunner.query(
      `ALTER TABLE photos ADD COLUMN ${TRASHED_FAMILY_COLUMN} INT AS (IF(deleted_at IS NULL, NULL, family_id)) VIRTUAL,
       ADD INDEX ${NAME} (${TRASHED_FAMILY_COLUMN}, deleted_at, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'mysql') return;
    await queryRunner.query(`ALTER TABLE photos DROP INDEX ${NAME}, DROP COLUMN ${TRASHED_FAMILY_COLUMN}`);
  }
}
