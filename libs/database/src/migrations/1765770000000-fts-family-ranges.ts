import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { sqliteFamilyRangeFts } from '../search/sqlite-fts.schema';

/**
 * SQLite: the FTS5 tables made again with each family's rows as one range of rowids, and without a trashed photo's
 * rows (sqlite-fts.schema.ts; issue 18: at a million photos, intersecting the words with the families' tokens read
 * those families' whole token lists). MariaDB/MySQL search reads its family-ordered word tables.
 */
export class FtsFamilyRanges1765770000000 implements MigrationInterface {
  name = 'FtsFamilyRanges1765770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'sqlite') return;
    for (const sql of sqliteFamilyRangeFts.replaceTokens) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'sqlite') return;
    for (const sql of sqliteFamilyRangeFts.restoreTokens) await queryRunner.query(sql);
  }
}
