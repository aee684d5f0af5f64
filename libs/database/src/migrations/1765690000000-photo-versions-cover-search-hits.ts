import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { photoVersionsSchema } from '../versions/photo-versions.schema';

/**
 * photo_versions also moves when a person is added, a member joins or leaves, and when anyone whose name a family's
 * lists show is renamed (an author of a story or comment, a member), not only an uploader: search answers are kept
 * whole while it and the search versions stay the same (issue 18). The triggers are made again; every family gets a
 * new number, as an answer kept before may miss such a change.
 */
export class PhotoVersionsCoverSearchHits1765690000000 implements MigrationInterface {
  name = 'PhotoVersionsCoverSearchHits1765690000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = photoVersionsSchema(dialectOf(queryRunner.connection) === 'mysql');
    for (const sql of schema.dropTriggers) await queryRunner.query(sql);
    for (const sql of schema.triggers) await queryRunner.query(sql);
    await queryRunner.query(schema.renew);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The earlier triggers were these less the new ones; users_update keeps its wider reach (numbers only move more often).
    const mysql = dialectOf(queryRunner.connection) === 'mysql';
    for (const name of ['people_insert', 'family_members_insert', 'family_members_delete']) await queryRunner.query(`DROP TRIGGER IF EXISTS photo_versions_${name}`);
    await queryRunner.query(photoVersionsSchema(mysql).renew);
  }
}
