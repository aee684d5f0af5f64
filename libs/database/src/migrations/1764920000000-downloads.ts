import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdColumn, foreignKey, idColumn, instantColumn, intColumn, stringColumn } from './schema-helpers';

const bigintColumn = (name: string) => ({ name, type: 'bigint', isNullable: false });

/**
 * Downloads of many photos as one zip (issue 13): `downloads` holds a link's owner, family, token hash (the token
 * itself is never stored) and expiry; `download_items` the selection fixed when the link was made, in archive order,
 * with each entry's name and size, so the archive's length is known before it is streamed. A photo deleted since
 * takes its item with it (the download then reports it instead of sending a shorter archive).
 */
export class Downloads1764920000000 implements MigrationInterface {
  name = 'Downloads1764920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'downloads',
        columns: [
          idColumn(),
          intColumn('user_id'),
          intColumn('family_id'),
          stringColumn('token_hash', 64),
          intColumn('item_count'),
          bigintColumn('size_bytes'),
          createdColumn(queryRunner),
          instantColumn('expires_at'),
        ],
        uniques: [{ name: 'UQ_downloads_token_hash', columnNames: ['token_hash'] }],
        indices: [{ name: 'IDX_downloads_expires_at', columnNames: ['expires_at'] }],
        foreignKeys: [foreignKey('user_id', 'users'), foreignKey('family_id', 'families')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'download_items',
        columns: [
          { ...intColumn('download_id'), isPrimary: true },
          { ...intColumn('position'), isPrimary: true },
          intColumn('photo_id'),
          stringColumn('entry_name', 255),
          stringColumn('original_key', 255),
          bigintColumn('size_bytes'),
          instantColumn('modified_at'),
        ],
        indices: [{ name: 'IDX_download_items_photo_id', columnNames: ['photo_id'] }],
        foreignKeys: [foreignKey('download_id', 'downloads'), foreignKey('photo_id', 'photos')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('download_items');
    await queryRunner.dropTable('downloads');
  }
}
