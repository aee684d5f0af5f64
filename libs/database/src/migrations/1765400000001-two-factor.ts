import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { foreignKey, idColumn, instantColumn, intColumn, stringColumn } from './schema-helpers';

const USER_COLUMNS = [
  new TableColumn(stringColumn('totp_secret', 64, { isNullable: true })),
  new TableColumn(stringColumn('totp_pending_secret', 64, { isNullable: true })),
  new TableColumn(instantColumn('totp_enabled_at', true)),
  new TableColumn(intColumn('totp_last_step', true)),
];

/** Two-factor sign-in (issue 17): the account's TOTP secret and last accepted step, and its recovery codes (hashed). */
export class TwoFactor1765400000001 implements MigrationInterface {
  name = 'TwoFactor1765400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', USER_COLUMNS);
    await queryRunner.createTable(
      new Table({
        name: 'recovery_codes',
        columns: [idColumn(), intColumn('user_id'), stringColumn('code_hash', 64), instantColumn('used_at', true)],
        indices: [{ name: 'IDX_recovery_codes_user_code', columnNames: ['user_id', 'code_hash'] }],
        foreignKeys: [foreignKey('user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('recovery_codes');
    await queryRunner.dropColumns('users', USER_COLUMNS);
  }
}
