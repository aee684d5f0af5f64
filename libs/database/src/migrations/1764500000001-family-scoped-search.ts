import { MigrationInterface, QueryRunner } from 'typeorm';
import { mysqlFamilyScopeSchema } from '../search/mysql-fulltext.schema';
import { dialectOf } from '../dialect';
import { sqliteFtsSchema } from '../search/sqlite-fts.schema';

/**
 * MariaDB/MySQL: a generated family token column in every FULLTEXT index, so a search for a common word reads only
 * the caller's families' entries (see FAMILY_TOKEN_COLUMN). SQLite's FTS5 tables index family_id as a column of
 * their own already; there the photo-derivatives migration rebuilt the photos table, which took its search
 * triggers with it, so they are put back and the index re-read.
 */
export class FamilyScopedSearch1764500000001 implements MigrationInterface {
  name = 'FamilyScopedSearch1764500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = dialectOf(queryRunner.connection) === 'mysql' ? mysqlFamilyScopeSchema.up : sqliteFtsSchema.restore;
    for (const sql of statements) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'mysql') return;
    for (const sql of mysqlFamilyScopeSchema.down) await queryRunner.query(sql);
  }
}
