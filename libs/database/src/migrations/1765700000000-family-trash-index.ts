import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';

const NAME = 'IDX_photos_family_trash';

/**
 * A family's trash in the order its page lists it, on SQLite (issue 18: a million photos). The page read the
 * deleted_at index, which holds the whole library's trash: a family's page walked the other families' trashed photos
 * too, more of them as the library grows (1 ms a page at a million photos, against 0.1 at 100,000). A partial index
 * holds only trashed photos, so no list of photos not in the trash can ever be planned along it. MariaDB has no partial
 * indexes, and a full (family_id, deleted_at, id) index there was picked for the family photo page, which then sorted
 * (reverted in session 11): it keeps reading the deleted_at index.
 */
export class FamilyTrashIndex1765700000000 implements MigrationInterface {
  name = 'FamilyTrashIndex1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) === 'mysql') return;
    await queryRunner.query(`CREATE INDEX "${NAME}" ON "photos" ("family_id", "deleted_at", "id") WHERE "deleted_at" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) === 'mysql') return;
    await queryRunner.query(`DROP INDEX "${NAME}"`);
  }
}
