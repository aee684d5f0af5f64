import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdColumn, foreignKey, stringColumn } from './schema-helpers';

/**
 * Issue 16: each person's e-mail preferences (digest off/daily/weekly, e-mails for mentions and for comments on their
 * photos) and their time zone. A person without a row has the defaults: a weekly digest, both e-mails, UTC.
 */
export class UserPreferences1765310000000 implements MigrationInterface {
  name = 'UserPreferences1765310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'user_preferences',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          stringColumn('digest', 8, { default: "'weekly'" }),
          { name: 'email_mentions', type: 'boolean', isNullable: false, default: true },
          { name: 'email_comments', type: 'boolean', isNullable: false, default: true },
          stringColumn('time_zone', 64, { default: "'UTC'" }),
          createdColumn(queryRunner, 'updated_at'),
        ],
        foreignKeys: [foreignKey('user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('user_preferences');
  }
}
