import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { familyVersionsTable } from '../versions/family-versions';
import { PHOTO_VERSIONS_TABLE, photoVersionsSchema } from '../versions/photo-versions.schema';

/**
 * One photo version per family, kept by triggers (see photo-versions.schema.ts), for On This Day answers kept while
 * a family's photos do not change (issue 18). Like search_versions, it has no entity: never part of a backup.
 */
export class PhotoVersions1765670000000 implements MigrationInterface {
  name = 'PhotoVersions1765670000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = photoVersionsSchema(dialectOf(queryRunner.connection) === 'mysql');
    await queryRunner.createTable(familyVersionsTable(PHOTO_VERSIONS_TABLE));
    await queryRunner.query(schema.fill);
    for (const sql of schema.triggers) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of photoVersionsSchema(dialectOf(queryRunner.connection) === 'mysql').dropTriggers) await queryRunner.query(sql);
    await queryRunner.dropTable(PHOTO_VERSIONS_TABLE);
  }
}
