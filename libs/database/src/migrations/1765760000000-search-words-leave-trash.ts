import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { mysqlSearchWordsSchema } from '../search/mysql-search-words.schema';

/**
 * MariaDB/MySQL: a trashed photo's words, and its stories' and comments', leave the word tables until it is restored
 * (mysql-search-words.schema.ts; issue 18), so that a search no longer reads the library's whole trash to leave it
 * out. SQLite's FTS5 tables keep the trash and leave it out by family, from a partial index of it.
 */
export class SearchWordsLeaveTrash1765760000000 implements MigrationInterface {
  name = 'SearchWordsLeaveTrash1765760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'mysql') return;
    for (const sql of mysqlSearchWordsSchema.leaveTrashOut) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'mysql') return;
    for (const sql of mysqlSearchWordsSchema.keepTrashIn) await queryRunner.query(sql);
  }
}
