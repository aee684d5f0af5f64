import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { createdColumn, foreignKey, idColumn, instantColumn, intColumn, stringColumn } from './schema-helpers';

const EMAIL_VERIFIED_AT = new TableColumn(instantColumn('email_verified_at', true));

/**
 * E-mail verification (issue 20): `users.email_verified_at`, and `account_tokens`, the one-time tokens mailed to an
 * account (verify_email now; password resets and address changes later), stored as their SHA-256 only.
 */
export class EmailVerification1764800000000 implements MigrationInterface {
  name = 'EmailVerification1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', EMAIL_VERIFIED_AT);
    // Accounts from before signed up when no address was ever checked, and without SMTP could never have been:
    // they count as verified rather than lose their invitations' tokens overnight.
    await queryRunner.query('UPDATE users SET email_verified_at = created_at');
    await queryRunner.createTable(
      new Table({
        name: 'account_tokens',
        columns: [
          idColumn(),
          intColumn('user_id'),
          stringColumn('purpose', 32),
          stringColumn('token_hash', 64, { isNullable: true }),
          stringColumn('email', 254),
          createdColumn(queryRunner),
          instantColumn('expires_at'),
          instantColumn('used_at', true),
          instantColumn('mail_sent_at', true),
        ],
        uniques: [{ name: 'UQ_account_tokens_token_hash', columnNames: ['token_hash'] }],
        indices: [
          { name: 'IDX_account_tokens_user_purpose', columnNames: ['user_id', 'purpose'] },
          { name: 'IDX_account_tokens_mail_sent_at', columnNames: ['mail_sent_at'] },
        ],
        foreignKeys: [foreignKey('user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('account_tokens');
    await queryRunner.dropColumn('users', EMAIL_VERIFIED_AT);
  }
}
