import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { intColumn } from './schema-helpers';

const FACE_PHOTO_ID = new TableColumn(intColumn('face_photo_id', true));

/**
 * The photo a person's face is chosen from (issue 14). No foreign key: the face is read through the person's tag on
 * that photo, so a photo deleted or untagged simply falls back to the latest tagged one (and SQLite would rebuild
 * the table to add one).
 */
export class PersonFacePhoto1765550000000 implements MigrationInterface {
  name = 'PersonFacePhoto1765550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('people', FACE_PHOTO_ID);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('people', FACE_PHOTO_ID);
  }
}
