import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { FIRST_PREFIXES, FTS_PREFIXES, sqliteFtsSchema } from '../search/sqlite-fts.schema';

/**
 * SQLite: the FTS5 tables made again with prefix indexes for 2 to 8 characters (sqlite-fts.schema.ts; issue 18). The
 * tables hold only the index (their texts are the content tables'), so they are dropped, made and filled from the
 * rows. MariaDB/MySQL search reads its word tables, where a prefix is a range of the key.
 */
export class FtsPrefixes1765750000000 implements MigrationInterface {
  name = 'FtsPrefixes1765750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'sqlite') return;
    for (const sql of sqliteFtsSchema.withPrefixes(FTS_PREFIXES)) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'sqlite') return;
    for (const sql of sqliteFtsSchema.withPrefixes(FIRST_PREFIXES)) await queryRunner.query(sql);
  }
}
