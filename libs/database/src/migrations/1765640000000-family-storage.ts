import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { dialectOf } from '../dialect';
import { FAMILY_STORAGE_TABLE, familyStorageSchema } from '../storage/family-storage.schema';
import { foreignKey } from './schema-helpers';

/** What each family's photos take on disk, kept by triggers (see family-storage.schema.ts). */
export class FamilyStorage1765640000000 implements MigrationInterface {
  name = 'FamilyStorage1765640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = familyStorageSchema(dialectOf(queryRunner.connection) === 'mysql');
    await queryRunner.createTable(
      new Table({
        name: FAMILY_STORAGE_TABLE,
        columns: [
          { name: 'family_id', type: 'integer', isPrimary: true },
          { name: 'stored_bytes', type: 'bigint', isNullable: false, default: 0 },
        ],
        foreignKeys: [foreignKey('family_id', 'families')],
      }),
    );
    for (const sql of [...schema.recount, ...schema.triggers]) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of familyStorageSchema(dialectOf(queryRunner.connection) === 'mysql').dropTriggers) await queryRunner.query(sql);
    await queryRunner.dropTable(FAMILY_STORAGE_TABLE);
  }
}
