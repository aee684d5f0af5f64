import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { mysqlRenameTriggerAgain } from '../versions/photo-versions.schema';

/**
 * MariaDB/MySQL: the photo versions' rename trigger made again, reading the families that show the user's name through
 * a join (family-versions.ts, bumpSelected). As the photo-versions migration made it, MariaDB 10.11 ran its
 * UPDATE … WHERE family_id IN (subquery) as that subquery again for every family of the installation, each time
 * reading the user's photos, stories and comments: 38–56 ms for one rename at 100,000 photos in 50 families and
 * 72–79 s at 1,000,000, against 2 ms and 15–430 ms through the join.
 */
export class PhotoVersionsRenameJoin1765800000000 implements MigrationInterface {
  name = 'PhotoVersionsRenameJoin1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'mysql') return;
    for (const sql of mysqlRenameTriggerAgain()) await queryRunner.query(sql);
  }

  /** Nothing to undo: the trigger does the same as before, faster. */
  async down(): Promise<void> {}
}
