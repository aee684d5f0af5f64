import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdColumn, foreignKey, idColumn, intColumn, stringColumn } from './schema-helpers';

/**
 * Albums (issue 15): a family's named selections of its photos. `album_photos` holds each photo at most once (its
 * primary key); a photo deleted for good leaves its albums with it, and so does a deleted family. The chosen cover
 * and the creator are forgotten (null) when that photo or account goes.
 */
export class Albums1765200000001 implements MigrationInterface {
  name = 'Albums1765200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'albums',
        columns: [
          idColumn(),
          intColumn('family_id'),
          stringColumn('name', 100),
          stringColumn('description', 1000, { isNullable: true }),
          intColumn('cover_photo_id', true),
          intColumn('created_by', true),
          createdColumn(queryRunner),
          createdColumn(queryRunner, 'updated_at'),
        ],
        indices: [{ name: 'IDX_albums_family_id', columnNames: ['family_id', 'id'] }],
        foreignKeys: [foreignKey('family_id', 'families'), foreignKey('cover_photo_id', 'photos', 'SET NULL'), foreignKey('created_by', 'users', 'SET NULL')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'album_photos',
        columns: [{ ...intColumn('album_id'), isPrimary: true }, { ...intColumn('photo_id'), isPrimary: true }, createdColumn(queryRunner, 'added_at')],
        indices: [{ name: 'IDX_album_photos_photo_id', columnNames: ['photo_id'] }],
        foreignKeys: [foreignKey('album_id', 'albums'), foreignKey('photo_id', 'photos')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('album_photos');
    await queryRunner.dropTable('albums');
  }
}
