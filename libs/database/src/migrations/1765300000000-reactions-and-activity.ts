import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdColumn, foreignKey, idColumn, instantColumn, intColumn, stringColumn } from './schema-helpers';

const primary = (name: string) => ({ ...intColumn(name), isPrimary: true });

/**
 * Issue 16: reactions on photos, mentions in comments and stories, the activity feed and in-app notifications.
 * - photo_reactions: one row per member and kind (the key), read per photo and by user (their "mine").
 * - comment_mentions / story_mentions: who a comment or story names; they go with it or with the user.
 * - activity: what happened in a family, read newest first by (family_id, created_at, id); a story or comment item
 *   goes with its story or comment, every item with its photo or actor. activity_photos holds the photos of a
 *   "photos_added" group, each going with its photo (a deleted photo leaves the feed by itself).
 * - notifications: per recipient, read newest first by (user_id, created_at, id). group_key names an open group
 *   (reactions on one photo, photos added to a family on one day): unique per recipient while unread, cleared when
 *   read, so a group is one upsert and never two rows.
 */
export class ReactionsAndActivity1765300000000 implements MigrationInterface {
  name = 'ReactionsAndActivity1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'photo_reactions',
        columns: [primary('photo_id'), primary('user_id'), { ...stringColumn('kind', 8), isPrimary: true }, createdColumn(queryRunner)],
        indices: [{ name: 'IDX_photo_reactions_user', columnNames: ['user_id'] }],
        foreignKeys: [foreignKey('photo_id', 'photos'), foreignKey('user_id', 'users')],
      }),
    );
    for (const [table, owner, ownerTable] of [
      ['comment_mentions', 'comment_id', 'comments'],
      ['story_mentions', 'story_id', 'stories'],
    ]) {
      await queryRunner.createTable(
        new Table({
          name: table,
          columns: [primary(owner), primary('user_id')],
          indices: [{ name: `IDX_${table}_user`, columnNames: ['user_id'] }],
          foreignKeys: [foreignKey(owner, ownerTable), foreignKey('user_id', 'users')],
        }),
      );
    }
    await queryRunner.createTable(
      new Table({
        name: 'activity',
        columns: [
          idColumn(),
          intColumn('family_id'),
          stringColumn('type', 24),
          intColumn('actor_id'),
          intColumn('photo_id', true),
          intColumn('story_id', true),
          intColumn('comment_id', true),
          createdColumn(queryRunner),
        ],
        indices: [
          { name: 'IDX_activity_family_created', columnNames: ['family_id', 'created_at', 'id'] },
          { name: 'IDX_activity_actor', columnNames: ['actor_id'] },
          { name: 'IDX_activity_photo', columnNames: ['photo_id'] },
          { name: 'IDX_activity_story', columnNames: ['story_id'] },
          { name: 'IDX_activity_comment', columnNames: ['comment_id'] },
        ],
        foreignKeys: [
          foreignKey('family_id', 'families'),
          foreignKey('actor_id', 'users'),
          foreignKey('photo_id', 'photos'),
          foreignKey('story_id', 'stories'),
          foreignKey('comment_id', 'comments'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'activity_photos',
        columns: [primary('activity_id'), primary('photo_id')],
        indices: [{ name: 'IDX_activity_photos_photo', columnNames: ['photo_id'] }],
        foreignKeys: [foreignKey('activity_id', 'activity'), foreignKey('photo_id', 'photos')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notifications',
        columns: [
          idColumn(),
          intColumn('user_id'),
          intColumn('family_id'),
          stringColumn('type', 16),
          intColumn('actor_id'),
          intColumn('photo_id', true),
          stringColumn('text', 200, { isNullable: true }),
          { ...intColumn('count'), default: 1 },
          stringColumn('group_key', 64, { isNullable: true }),
          createdColumn(queryRunner),
          instantColumn('read_at', true),
        ],
        indices: [
          { name: 'IDX_notifications_user_created', columnNames: ['user_id', 'created_at', 'id'] },
          { name: 'IDX_notifications_user_read', columnNames: ['user_id', 'read_at'] },
          { name: 'IDX_notifications_family', columnNames: ['family_id'] },
          { name: 'IDX_notifications_actor', columnNames: ['actor_id'] },
          { name: 'IDX_notifications_photo', columnNames: ['photo_id'] },
        ],
        uniques: [{ name: 'UQ_notifications_open_group', columnNames: ['user_id', 'group_key'] }],
        foreignKeys: [foreignKey('user_id', 'users'), foreignKey('family_id', 'families'), foreignKey('actor_id', 'users'), foreignKey('photo_id', 'photos')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['notifications', 'activity_photos', 'activity', 'story_mentions', 'comment_mentions', 'photo_reactions']) await queryRunner.dropTable(table);
  }
}
