import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { stringColumn } from './schema-helpers';

/**
 * Whether a row of `photos` is a photo or a video (issue 13: every media item is a photos row). Rows stored before
 * held only JPEG and PNG photos, so the default describes them all.
 */
const MEDIA_TYPE = new TableColumn(stringColumn('media_type', 8, { default: "'photo'" }));

export class PhotoMediaType1764900000000 implements MigrationInterface {
  name = 'PhotoMediaType1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('photos', MEDIA_TYPE);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('photos', MEDIA_TYPE);
  }
}
