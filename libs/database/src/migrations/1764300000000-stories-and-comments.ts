import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdColumn, foreignKey, idColumn, intColumn, stringColumn } from './schema-helpers';

/**
 * Stories and comments on photos. A photo's list reads (photo_id, created_at, id) in order; a family's recent
 * ones read (family_id, created_at, id) backwards, which is why family_id is kept beside photo_id. They go with
 * their photo, family or author.
 */
export class StoriesAndComments1764300000000 implements MigrationInterface {
  name = 'StoriesAndComments1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const owned = [intColumn('photo_id'), intColumn('family_id'), intColumn('author_id')];
    const foreignKeys = [foreignKey('photo_id', 'photos'), foreignKey('family_id', 'families'), foreignKey('author_id', 'users')];
    await queryRunner.createTable(
      new Table({
        name: 'stories',
        columns: [
          idColumn(),
          ...owned,
          { name: 'content', type: 'text', isNullable: false },
          stringColumn('story_date', 10, { isNullable: true }),
          createdColumn(queryRunner),
          createdColumn(queryRunner, 'updated_at'),
        ],
        indices: [
          { name: 'IDX_stories_photo_created', columnNames: ['photo_id', 'created_at', 'id'] },
          { name: 'IDX_stories_family_created', columnNames: ['family_id', 'created_at', 'id'] },
          { name: 'IDX_stories_author', columnNames: ['author_id'] },
        ],
        foreignKeys,
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'comments',
        columns: [idColumn(), ...owned, stringColumn('content', 2000), createdColumn(queryRunner)],
        indices: [
          { name: 'IDX_comments_photo_created', columnNames: ['photo_id', 'created_at', 'id'] },
          { name: 'IDX_comments_family_created', columnNames: ['family_id', 'created_at', 'id'] },
          { name: 'IDX_comments_author', columnNames: ['author_id'] },
        ],
        foreignKeys,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('comments');
    await queryRunner.dropTable('stories');
  }
}
