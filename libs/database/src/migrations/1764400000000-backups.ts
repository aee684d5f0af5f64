import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdColumn, foreignKey, idColumn, instantColumn, intColumn, stringColumn } from './schema-helpers';

export class Backups1764400000000 implements MigrationInterface {
  name = 'Backups1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const zero = (name: string) => ({ name, type: 'integer', isNullable: false, default: 0 });
    await queryRunner.createTable(
      new Table({
        name: 'backups',
        columns: [
          idColumn(),
          stringColumn('kind', 16),
          stringColumn('status', 16),
          zero('progress'),
          stringColumn('error', 1000, { isNullable: true }),
          createdColumn(queryRunner),
          instantColumn('completed_at', true),
          intColumn('created_by', true),
          stringColumn('created_by_name', 100, { isNullable: true }),
          { name: 'size_bytes', type: 'bigint', isNullable: false, default: 0 },
          zero('stats_users'),
          zero('stats_families'),
          zero('stats_photos'),
          stringColumn('storage_key', 255),
          stringColumn('restore_status', 16, { isNullable: true }),
          zero('restore_progress'),
          stringColumn('restore_error', 1000, { isNullable: true }),
          instantColumn('restored_at', true),
        ],
        indices: [{ columnNames: ['created_at'] }, { columnNames: ['status'] }, { columnNames: ['restore_status'] }],
        foreignKeys: [foreignKey('created_by', 'users', 'SET NULL')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('backups');
  }
}
