import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { DERIVATIVES_VERSION_LENGTH, FILL_MISSING_DERIVATIVES_VERSIONS } from '../query/derivatives-version';
import { stringColumn } from './schema-helpers';

const DERIVATIVES_VERSION = new TableColumn(stringColumn('derivatives_version', DERIVATIVES_VERSION_LENGTH, { isNullable: true }));

/**
 * The version of a photo's thumbnail and preview (issue 18): new each time they are written, carried by their URLs
 * (?v=) so a browser keeps them for good and a new file has a new URL. Photos whose files exist already get one.
 */
export class DerivativesVersion1765620000000 implements MigrationInterface {
  name = 'DerivativesVersion1765620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('photos', DERIVATIVES_VERSION);
    await queryRunner.query(FILL_MISSING_DERIVATIVES_VERSIONS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('photos', DERIVATIVES_VERSION);
  }
}
