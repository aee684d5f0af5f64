import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdColumn, foreignKey, idColumn, instantColumn, intColumn, stringColumn } from './schema-helpers';

/**
 * Share links (issue 15): an album or a photo shown to someone without an account. A link goes with its album, its
 * photo (deleted for good) or its family; its creator is forgotten (null) when that account goes. Looked up by the
 * token's hash (unique); listed per family, newest first.
 */
export class ShareLinks1765500000000 implements MigrationInterface {
  name = 'ShareLinks1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'share_links',
        columns: [
          idColumn(),
          intColumn('family_id'),
          intColumn('album_id', true),
          intColumn('photo_id', true),
          stringColumn('token_hash', 64),
          stringColumn('token_sealed', 200),
          stringColumn('password_hash', 100, { isNullable: true }),
          { name: 'allow_download', type: 'boolean', default: false, isNullable: false },
          instantColumn('expires_at', true),
          { name: 'view_count', type: 'integer', default: 0, isNullable: false },
          instantColumn('last_viewed_at', true),
          intColumn('created_by', true),
          createdColumn(queryRunner),
        ],
        uniques: [{ name: 'UQ_share_links_token_hash', columnNames: ['token_hash'] }],
        indices: [
          { name: 'IDX_share_links_family_id', columnNames: ['family_id', 'id'] },
          { name: 'IDX_share_links_album_id', columnNames: ['album_id'] },
          { name: 'IDX_share_links_photo_id', columnNames: ['photo_id'] },
          { name: 'IDX_share_links_created_by', columnNames: ['created_by'] },
        ],
        foreignKeys: [foreignKey('family_id', 'families'), foreignKey('album_id', 'albums'), foreignKey('photo_id', 'photos'), foreignKey('created_by', 'users', 'SET NULL')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('share_links');
  }
}
