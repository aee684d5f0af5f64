import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdColumn, foreignKey, idColumn, intColumn, stringColumn } from './schema-helpers';

/** Single sign-on (issue 17): the OpenID Connect identities (issuer and subject) linked to each account. */
export class UserIdentities1765520000000 implements MigrationInterface {
  name = 'UserIdentities1765520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'user_identities',
        columns: [idColumn(), intColumn('user_id'), stringColumn('issuer', 255), stringColumn('subject', 255), createdColumn(queryRunner)],
        uniques: [{ name: 'UQ_user_identities_issuer_subject', columnNames: ['issuer', 'subject'] }],
        indices: [{ name: 'IDX_user_identities_user', columnNames: ['user_id'] }],
        foreignKeys: [foreignKey('user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('user_identities');
  }
}
