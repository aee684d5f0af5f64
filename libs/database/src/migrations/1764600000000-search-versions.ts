import { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../dialect';
import { SEARCH_VERSIONS_TABLE, searchVersionsSchema } from '../search/search-versions.schema';
import { familyVersionsTable } from '../versions/family-versions';

/** One search version per family, kept by triggers (see search-versions.schema.ts). */
export class SearchVersions1764600000000 implements MigrationInterface {
  name = 'SearchVersions1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = searchVersionsSchema(dialectOf(queryRunner.connection) === 'mysql');
    await queryRunner.createTable(familyVersionsTable(SEARCH_VERSIONS_TABLE));
    await queryRunner.query(schema.fill);
    for (const sql of schema.triggers) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of searchVersionsSchema(dialectOf(queryRunner.connection) === 'mysql').dropTriggers) await queryRunner.query(sql);
    await queryRunner.dropTable(SEARCH_VERSIONS_TABLE);
  }
}
