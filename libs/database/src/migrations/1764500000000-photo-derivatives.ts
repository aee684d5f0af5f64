import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { instantColumn } from './schema-helpers';

/**
 * What a photo's thumbnail and preview cost on disk (admin storage figures), and when making them last failed
 * (so a photo that cannot be rendered is not rendered again on every request). Photos stored before this
 * migration start at 0 derivative bytes: `npm run derivatives:count` (apps/api/src/cli/count-derivatives.ts) counts
 * their files once; a migration cannot, it does not know where the files are.
 */
const COLUMNS = [
  new TableColumn({ name: 'derivatives_bytes', type: 'bigint', isNullable: false, default: 0 }),
  new TableColumn(instantColumn('derivatives_failed_at', true)),
];

export class PhotoDerivatives1764500000000 implements MigrationInterface {
  name = 'PhotoDerivatives1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('photos', COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('photos', COLUMNS);
  }
}
