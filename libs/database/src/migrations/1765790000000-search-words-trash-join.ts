import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { mysqlSearchWordsSchema } from '../search/mysql-search-words.schema';

/**
 * MariaDB/MySQL: the trash triggers of the story and comment words made again, deleting a trashed photo's words
 * through a join (mysql-search-words.schema.ts, deleteWordsOf). As the trash migration made them, each trashing
 * scanned the whole words table: MariaDB 10.11 reads a single-table DELETE … WHERE row IN (subquery) that way.
 */
export class SearchWordsTrashJoin1765790000000 implements MigrationInterface {
  name = 'SearchWordsTrashJoin1765790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'mysql') return;
    for (const sql of mysqlSearchWordsSchema.trashTriggers) await queryRunner.query(sql);
  }

  /** Nothing to undo: the triggers do the same as before, faster. */
  async down(): Promise<void> {}
}
