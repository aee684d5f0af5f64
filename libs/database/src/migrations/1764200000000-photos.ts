import { MigrationInterface, QueryRunner, Table, TableColumnOptions } from 'typeorm';
import { createdColumn, foreignKey, idColumn, instantColumn, intColumn, stringColumn } from './schema-helpers';

const optionalString = (name: string, length: number): TableColumnOptions => stringColumn(name, length, { isNullable: true });
const optionalDouble = (name: string): TableColumnOptions => ({ name, type: 'double', isNullable: true });

/**
 * Photos. Every list reads the (family_id, sort_date, id) index in order; (family_id, sha256) refuses the same
 * file twice in a family; (month_day, family_id) lets On This Day find a calendar day across the caller's families
 * without a scan. Deleting a family or a user deletes their photos (their files are removed by the API).
 */
export class Photos1764200000000 implements MigrationInterface {
  name = 'Photos1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'photos',
        columns: [
          idColumn(),
          intColumn('family_id'),
          intColumn('uploaded_by'),
          optionalString('description', 2000),
          optionalString('location', 255),
          optionalString('display_location', 255),
          optionalString('taken_date', 19),
          instantColumn('upload_date'),
          optionalString('fuzzy_date_text', 64),
          optionalString('date_range_start', 10),
          optionalString('date_range_end', 10),
          optionalString('taken_date_precision', 16),
          optionalString('date_certainty', 16),
          stringColumn('sort_date', 19),
          optionalString('month_day', 5),
          optionalString('camera_info', 255),
          optionalString('camera_settings', 255),
          { name: 'has_gps', type: 'boolean', default: false, isNullable: false },
          optionalDouble('gps_latitude'),
          optionalDouble('gps_longitude'),
          optionalDouble('gps_altitude'),
          stringColumn('original_filename', 255),
          stringColumn('mime_type', 32),
          { name: 'size_bytes', type: 'bigint', isNullable: false },
          intColumn('width'),
          intColumn('height'),
          stringColumn('sha256', 64),
          stringColumn('original_key', 255),
          stringColumn('thumbnail_key', 255),
          stringColumn('preview_key', 255),
          stringColumn('thumbnail_status', 16, { default: "'pending'" }),
          createdColumn(queryRunner, 'updated_at'),
        ],
        indices: [
          { name: 'IDX_photos_family_sort', columnNames: ['family_id', 'sort_date', 'id'] },
          { name: 'UQ_photos_family_sha256', columnNames: ['family_id', 'sha256'], isUnique: true },
          { name: 'IDX_photos_uploaded_by', columnNames: ['uploaded_by'] },
          { name: 'IDX_photos_month_day', columnNames: ['month_day', 'family_id'] },
          { name: 'IDX_photos_upload_date', columnNames: ['upload_date'] },
        ],
        foreignKeys: [foreignKey('family_id', 'families'), foreignKey('uploaded_by', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('photos');
  }
}
