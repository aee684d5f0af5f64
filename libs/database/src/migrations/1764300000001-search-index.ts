import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { dialectOf } from '../dialect';
import { searchIndexSchema } from '../search/search-index.schema';

/** Suggestions read places that begin with the typed words from these (MariaDB; SQLite asks its FTS5 tables). */
const PLACE_INDEXES = [
  new TableIndex({ name: 'IDX_photos_family_location', columnNames: ['family_id', 'location'] }),
  new TableIndex({ name: 'IDX_photos_family_display_location', columnNames: ['family_id', 'display_location'] }),
];

/**
 * The full-text index over photo texts, stories and comments: FTS5 tables kept in step by triggers on SQLite,
 * FULLTEXT indexes on the tables themselves on MariaDB/MySQL (the one part of the schema with no common form).
 */
export class SearchIndex1764300000001 implements MigrationInterface {
  name = 'SearchIndex1764300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of searchIndexSchema(dialectOf(queryRunner.connection)).create) await queryRunner.query(sql);
    await queryRunner.createIndices('photos', PLACE_INDEXES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of PLACE_INDEXES) await queryRunner.dropIndex('photos', index);
    for (const sql of searchIndexSchema(dialectOf(queryRunner.connection)).drop) await queryRunner.query(sql);
  }
}
