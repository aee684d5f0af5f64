import { randomBytes } from 'node:crypto';
import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { stringColumn } from './schema-helpers';

const SESSION_KEY = new TableColumn(stringColumn('session_key', 32, { isNullable: true }));

/**
 * Each account's random session key (users.session_key): a session records the key of the account it was issued
 * for and ends when the account's key differs, so that a session can never act as another account (a restore from
 * another installation, say), and rotating the key ends every session of the account. Nullable: a row restored from
 * an archive made before this column gets its key at its next sign-in, and holds no valid session until then.
 * Existing accounts get a key here; their sessions, which hold a bare user id, end at their next request.
 */
export class SessionKeys1764810000000 implements MigrationInterface {
  name = 'SessionKeys1764810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', SESSION_KEY);
    const users: Array<{ id: number }> = await queryRunner.query('SELECT id FROM users');
    // The key is written the way the application writes it (16 random bytes, base64url), one row at a time: a family
    // installation holds a few dozen accounts.
    for (const { id } of users) {
      await queryRunner.query('UPDATE users SET session_key = ? WHERE id = ?', [randomBytes(16).toString('base64url'), id]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', SESSION_KEY);
  }
}
