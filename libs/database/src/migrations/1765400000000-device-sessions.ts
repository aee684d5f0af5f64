import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdColumn, foreignKey, idColumn, instantColumn, intColumn, stringColumn } from './schema-helpers';

/** The device list (issue 17): one row per signed-in session of an account, whichever store keeps the session. */
export class DeviceSessions1765400000000 implements MigrationInterface {
  name = 'DeviceSessions1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'device_sessions',
        columns: [
          idColumn(),
          stringColumn('session_id', 128),
          intColumn('user_id'),
          stringColumn('user_agent', 512, { isNullable: true }),
          stringColumn('ip', 64, { isNullable: true }),
          createdColumn(queryRunner),
          instantColumn('last_seen_at'),
        ],
        uniques: [{ name: 'UQ_device_sessions_session_id', columnNames: ['session_id'] }],
        indices: [{ name: 'IDX_device_sessions_user_id', columnNames: ['user_id'] }],
        foreignKeys: [foreignKey('user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('device_sessions');
  }
}
