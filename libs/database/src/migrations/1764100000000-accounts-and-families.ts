import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdColumn, foreignKey, idColumn, instantColumn, intColumn, stringColumn } from './schema-helpers';

export class AccountsAndFamilies1764100000000 implements MigrationInterface {
  name = 'AccountsAndFamilies1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          idColumn(),
          stringColumn('email', 254, { isUnique: true }),
          stringColumn('name', 100),
          stringColumn('password_hash', 100),
          { name: 'is_admin', type: 'boolean', default: false, isNullable: false },
          createdColumn(queryRunner),
          createdColumn(queryRunner, 'updated_at'),
          instantColumn('last_seen_at', true),
        ],
        indices: [{ columnNames: ['created_at'] }, { columnNames: ['last_seen_at'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'families',
        columns: [
          idColumn(),
          stringColumn('name', 100),
          stringColumn('description', 1000, { default: "''" }),
          intColumn('created_by', true),
          createdColumn(queryRunner),
          createdColumn(queryRunner, 'updated_at'),
        ],
        indices: [{ columnNames: ['created_at'] }, { columnNames: ['name'] }],
        foreignKeys: [foreignKey('created_by', 'users', 'SET NULL')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'family_members',
        columns: [idColumn(), intColumn('family_id'), intColumn('user_id'), stringColumn('role', 16), createdColumn(queryRunner, 'joined_at')],
        uniques: [{ columnNames: ['family_id', 'user_id'] }],
        indices: [{ columnNames: ['user_id', 'family_id'] }],
        foreignKeys: [foreignKey('family_id', 'families'), foreignKey('user_id', 'users')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'invitations',
        columns: [
          idColumn(),
          intColumn('family_id'),
          stringColumn('email', 254),
          stringColumn('role', 16),
          stringColumn('token', 64, { isUnique: true }),
          intColumn('invited_by'),
          createdColumn(queryRunner),
          instantColumn('expires_at'),
          instantColumn('accepted_at', true),
        ],
        uniques: [{ columnNames: ['family_id', 'email'] }],
        indices: [{ columnNames: ['email', 'accepted_at'] }],
        foreignKeys: [foreignKey('family_id', 'families'), foreignKey('invited_by', 'users')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { ...stringColumn('id', 255), isPrimary: true },
          { name: 'expired_at', type: 'bigint', isNullable: false },
          { name: 'json', type: 'text', isNullable: false },
          instantColumn('destroyed_at', true),
        ],
        indices: [{ columnNames: ['expired_at'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['sessions', 'invitations', 'family_members', 'families', 'users']) {
      await queryRunner.dropTable(table);
    }
  }
}
