import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { mysqlSearchWordsSchema } from '../search/mysql-search-words.schema';

/**
 * MariaDB/MySQL: family-ordered word indexes that search reads instead of the FULLTEXT indexes (issue 18: a common
 * word cost as much as the whole library held). The FULLTEXT indexes stay for suggestions. SQLite's FTS5 tables
 * already hold each row's family as a token of their own.
 */
export class SearchWords1765740000000 implements MigrationInterface {
  name = 'SearchWords1765740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'mysql') return;
    for (const sql of mysqlSearchWordsSchema.create) await queryRunner.query(sql);
    await mysqlSearchWordsSchema.fill((sql, params) => queryRunner.query(sql, params));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (dialectOf(queryRunner.connection) !== 'mysql') return;
    for (const sql of mysqlSearchWordsSchema.drop) await queryRunner.query(sql);
  }
}
