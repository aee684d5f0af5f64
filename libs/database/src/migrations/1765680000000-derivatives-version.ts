import { MigrationInterface, QueryRunner } from 'typeorm';
import { DERIVATIVES_VERSION_LENGTH, FILL_MISSING_DERIVATIVES_VERSIONS } from '../query/derivatives-version';

/**
 * The version of a photo's thumbnail and preview (issue 18): new each time they are written, carried by their URLs
 * (?v=) so a browser keeps them for good and a new file has a new URL. Photos whose files exist already get one.
 *
 * A plain ADD COLUMN on both engines, not TypeORM's addColumn: on SQLite that rebuilds the table (dropping the search
 * triggers, and copying every row of a library of a million photos); a nullable column at the end is added in place
 * by SQLite and instantly by MariaDB.
 */
export class DerivativesVersion1765680000000 implements MigrationInterface {
  name = 'DerivativesVersion1765680000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE photos ADD COLUMN derivatives_version VARCHAR(${DERIVATIVES_VERSION_LENGTH}) NULL`);
    await queryRunner.query(FILL_MISSING_DERIVATIVES_VERSIONS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE photos DROP COLUMN derivatives_version');
  }
}
